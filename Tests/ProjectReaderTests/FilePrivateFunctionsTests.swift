import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// Top-level `private` functions of two files of one module with the same name and labels but
/// different parameter types (`private func face(_ model: …)`, a preview helper in each file):
/// each file's preview calls its own (The Swift Programming Language, "Access Control":
/// file-private access restricts an entity to its defining source file).
@Suite struct FilePrivateFunctionsTests {
    static func file(_ model: String, label: String, width: Int) -> String {
        """
        import SwiftUI
        struct \(model) {
            var width: CGFloat
            static func sample(\(label): CGFloat) -> \(model) { \(model)(width: \(label)) }
        }
        private func face(_ model: \(model)) -> some View {
            Color.red.frame(width: model.width, height: 10)
        }
        #Preview { face(.sample(\(label): \(width))) }
        """
    }

    /// `.sample(narrow: 12)` in one file and `.sample(wide: 40)` in the other, each typed by its
    /// own file's `face`: 12 and 40 points wide (another file's `face` has no `sample` taking
    /// that label).
    @Test func eachFileCallsItsOwnPrivateFunction() throws {
        let (readings, _) = ModuleReadingTests.readTwo(("a/Narrow.swift", Self.file("Narrow", label: "narrow", width: 12)),
                                                       ("a/Wide.swift", Self.file("Wide", label: "wide", width: 40)))
        let narrow = try ModuleReadingTests.reading(readings, "Narrow.swift")
        let wide = try ModuleReadingTests.reading(readings, "Wide.swift")
        #expect(narrow.diagnostics.filter { $0.severity == .error }.isEmpty, "\(narrow.diagnostics.map(\.text))")
        #expect(wide.diagnostics.filter { $0.severity == .error }.isEmpty, "\(wide.diagnostics.map(\.text))")
        #expect(try #require(narrow.scenarios.first).layout().root.frame.size == Size(width: 12, height: 10))
        #expect(try #require(wide.scenarios.first).layout().root.frame.size == Size(width: 40, height: 10))
    }
}
