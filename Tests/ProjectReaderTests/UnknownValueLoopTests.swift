import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// A loop that walks through a value of a name no file declares (`node = node.parent`) keeps
/// the stand-in's path bounded: every message naming it stays short, so memory does not grow
/// with the number of turns (each turn used to add ".parent" to the path).
@Suite struct UnknownValueLoopTests {
    @Test func walkingAnUnknownValueInALoopKeepsItsNameBounded() throws {
        let reading = read("""
        import SwiftUI
        struct Tree: View {
            var body: some View {
                var node = UnknownTree.root
                for _ in 0..<20_000 { node = node.parent }
                return Text(verbatim: "\\(node)")
            }
        }
        #Preview { Tree() }
        """)
        let scenario = try #require(reading.scenarios.first)
        // The text shows the unknown value's name: bounded, not 20 000 × ".parent".
        let shown = try #require(scenario.root.texts.first)
        #expect(shown.hasPrefix("UnknownTree.root.parent"))
        #expect(shown.utf8.count <= 250, "\\(shown.utf8.count) bytes")
        // Without a bound the name would be 20 000 × 7 bytes long.
        #expect(reading.diagnostics.allSatisfy { $0.text.utf8.count < 1_000 }, "\\(reading.diagnostics.map { $0.text.prefix(120) })")
        #expect(!reading.diagnostics.isEmpty)
    }
}
