import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// `UIKeyboardType` and `UITextAutocapitalizationType` kept under their types by a custom field
/// reach `keyboardType(_:)`/`autocapitalization(_:)` as the members written in place do: no
/// stand-in, and the cases compare as Apple's enum cases.
@Suite struct TextInputTraitTypeTests {
    @Test func aFieldKeepsItsKeyboardTraitsUnderTheirTypes() throws {
        let found = SwiftUIFileReader.read(bytes: Array("""
        import SwiftUI
        import UIKit
        struct LabeledField: View {
            let title: String
            @Binding var text: String
            var keyboardType: UIKeyboardType = .default
            private let capitalization: UITextAutocapitalizationType = .words
            var body: some View {
                VStack {
                    Text(keyboardType == .emailAddress ? "email" : "other")
                    TextField(title, text: $text)
                        .keyboardType(keyboardType)
                        .autocapitalization(capitalization)
                }
            }
        }
        #Preview { LabeledField(title: "Email", text: .constant(""), keyboardType: .emailAddress) }
        """.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics.map(\.text))")
        #expect(try #require(found.scenarios.first).root.texts.first == "email")
    }
}
