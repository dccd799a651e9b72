import Diagnostics
import LayoutEngine
import SwiftFrontEnd
import SwiftInterpreter
import SwiftUIRuntime
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

    /// Each member read through an unknown value makes a new name, counted against the
    /// allocation budget as a string is (one element per 16 bytes, at least one): keeping 20 000
    /// of them counts at least 20 000 elements and passes a budget of 10 000, at the line of the
    /// loop, instead of growing memory with the turns.
    @Test func namesMadeThroughAnUnknownValueCountAgainstTheAllocationBudget() throws {
        let source = """
        import SwiftUI
        struct Tree: View {
            var body: some View {
                var kept: [Any] = []
                for _ in 0..<20_000 { kept.append(UnknownTree.root.sibling) }
                return Text("\\(kept.count)")
            }
        }
        #Preview { Tree() }
        """
        let (syntax, _) = SwiftParser.parse(bytes: Array(source.utf8), file: "x.swift")
        var limits = EvaluationLimits(maxAllocations: 10_000)
        limits.maxFileAllocations = 10_000
        let previews = SwiftUIRuntime(file: syntax, limits: limits).run().previews
        let error = try #require(previews.first?.diagnostics.first)
        #expect(error.id == "limit.allocations", "\(error.text)")
        #expect(error.line == 5)
        #expect(previews.first?.root == nil)
    }
}
