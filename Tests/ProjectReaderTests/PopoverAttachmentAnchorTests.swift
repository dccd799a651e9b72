import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// `PopoverAttachmentAnchor` (Apple docs: `case rect(Anchor<CGRect>.Source)`, `case
/// point(UnitPoint)`) written as a type: a property and a parameter default of the type hold its
/// cases, passed on to `popover(isPresented:attachmentAnchor:arrowEdge:content:)`, which
/// presents nothing in a preview and changes no frame.
@Suite struct PopoverAttachmentAnchorTests {
    @Test func anAnchorKeptUnderItsTypeReachesThePopover() throws {
        let found = SwiftUIFileReader.read(bytes: Array("""
        import SwiftUI
        struct Destination {
            var anchor: PopoverAttachmentAnchor { .rect(.bounds) }
        }
        struct Picker: View {
            @State private var shown = false
            let destination = Destination()
            var extraAnchor: PopoverAttachmentAnchor = .point(.top)
            var body: some View {
                VStack {
                    Text("Pick")
                        .popover(isPresented: $shown, attachmentAnchor: destination.anchor) { Text("A") }
                    Text("Again")
                        .popover(isPresented: $shown, attachmentAnchor: extraAnchor, arrowEdge: .bottom) { Text("B") }
                }
            }
        }
        #Preview { Picker() }
        """.utf8), file: "x.swift", assets: ImageAssets(directory: nil))
        #expect(found.diagnostics.isEmpty, "\(found.diagnostics.map(\.text))")
        #expect(try #require(found.scenarios.first).root.texts == ["Pick", "Again"])
    }
}
