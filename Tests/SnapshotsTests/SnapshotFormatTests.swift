import Testing
import LayoutEngine
@testable import Snapshots

/// Seed 001's HStacks (Ole Begemann): the modifier on the first child gives 100/250/250; moved to
/// the last child with `layoutPriority(1)` it gives 150/150/300.
func seed001(priorityOnLast: Bool) -> ViewNode {
    if priorityOnLast {
        return HStack(spacing: 10) {
            Color.blue
            Color.green
            Color.yellow.relativeProposed(width: 0.5).layoutPriority(1)
        }.frame(height: 80)
    }
    return HStack(spacing: 10) {
        Color.blue
        Color.green
        Color.yellow.relativeProposed(width: 0.5)
    }.frame(height: 80)
}

func snapshot(_ node: ViewNode, width: Double = 620, height: Double = 80, name: String = "priority") -> LayoutSnapshot {
    let proposal = ProposedSize(width: width, height: height)
    let result = LayoutEngine.layout(node, in: proposal, options: LayoutOptions(recordsTrace: true))
    return LayoutSnapshot(scenario: name, file: "seed-001.swift", proposal: proposal, result: result)
}

@Suite("Snapshot text")
struct SnapshotFormatTests {
    @Test("Text round-trips exactly")
    func roundTrip() throws {
        let original = snapshot(seed001(priorityOnLast: true))
        let parsed = try LayoutSnapshot(parsing: original.text)
        // Version 2 does not write the trace: everything else comes back.
        var written = original
        written.trace = []
        #expect(parsed == written)
        #expect(parsed.text == original.text)
    }

    @Test("One view per line, indented by depth, with displayed frames")
    func readable() {
        let text = snapshot(seed001(priorityOnLast: true)).text
        // Seed 001 with priority: yellow 300 wide at x = 20 + 150 + 150 = 320.
        #expect(text.contains("\n        frame/HStack[2]/layoutPriority/relativeProposed/Color x=320 y=0 w=300 h=80 kind=Color label=\"Color.yellow\" color=yellow\n"))
        #expect(text.hasPrefix("# layoutlens.snapshot/2\nscenario: \"priority\"\n"))
    }

    @Test("Labels with quotes, newlines and control characters survive")
    func escaping() throws {
        var original = snapshot(Text("a\"b\nc\u{1}").node, width: 300, height: 100, name: "quote \" and \\")
        original.views[0].label = "Text(\"a\\\"b\")\n\u{7}"
        let parsed = try LayoutSnapshot(parsing: original.text)
        var written = original
        written.trace = []
        #expect(parsed == written)
        #expect(!original.text.contains("\u{1}"))
    }

    @Test("Malformed snapshots give the line that is wrong", arguments: [
        ("", 1), ("# layoutlens.snapshot/1\nscenario: x", 2), ("# layoutlens.snapshot/1\nscenario: \"x\"\nfile: \"f\"\nproposal: a b", 4),
    ])
    func malformed(text: String, line: Int) {
        #expect(throws: SnapshotParseError.self) { try LayoutSnapshot(parsing: text) }
        do { _ = try LayoutSnapshot(parsing: text) } catch { #expect(error.line == line) }
    }
}

@Suite("Comparing snapshots")
struct ComparisonTests {
    @Test("The same layout is unchanged")
    func unchanged() {
        let comparison = ScenarioComparison(before: snapshot(seed001(priorityOnLast: true)), after: snapshot(seed001(priorityOnLast: true)))
        #expect(comparison.status == .unchanged)
        #expect(comparison.why == nil)
    }

    @Test("Removing the priority: yellow w 300 → 100, blue and green 150 → 200, and why")
    func priorityRemoved() {
        // Seed 001: with priority 150/150/300; without, 200/200/100 (yellow offered 200, halved).
        let comparison = ScenarioComparison(before: snapshot(seed001(priorityOnLast: true)),
                                            after: snapshot(seed001(priorityOnLast: false)))
        #expect(comparison.status == .changed)
        let blue = comparison.changes.first { $0.path == "frame/HStack[0]/Color" }
        #expect(blue?.dw == 50)
        // The priority modifier is gone, so the yellow views' paths changed: old removed, new added.
        #expect(comparison.removedViews.contains { $0.path == "frame/HStack[2]/layoutPriority" })
        #expect(comparison.addedViews.contains { $0.path == "frame/HStack[2]/relativeProposed" && $0.frame.width == 100 })
        #expect(comparison.why != nil)
    }

    @Test("The why-line names the first proposal that differs")
    func whyNamesProposal() {
        // 620 → 600 wide: the first step that differs is the canvas's proposal to the root frame.
        let comparison = ScenarioComparison(before: snapshot(seed001(priorityOnLast: true)),
                                            after: snapshot(seed001(priorityOnLast: true), width: 600))
        #expect(comparison.why == "the canvas now proposes 600 × 80 to the frame around the HStack, where it proposed 620 × 80")
        let yellow = comparison.changes.first { $0.path == "frame/HStack[2]/layoutPriority/relativeProposed/Color" }
        // Yellow: (600 − 20) × 0.5 = 290 (was 300); blue and green (580 − 290) / 2 = 145 each, so
        // yellow starts at 145 + 10 + 145 + 10 = 310 (was 150 + 10 + 150 + 10 = 320).
        #expect(yellow?.summary == "the Color.yellow in the HStack: x 320 → 310 (-10), w 300 → 290 (-10)")
    }

    @Test("The why-line finds the cause inside the stack, not the root's new size")
    func whyFindsCause() {
        // Seed 001's last-child scene: yellow's modifier is offered 200 either way; with the
        // fraction changed from 0.5 to 0.25 it proposes 50 instead of 100 to the colour. That is
        // the earliest event that differs, before any size changes.
        func scene(_ fraction: Double) -> ViewNode {
            HStack(spacing: 10) { Color.blue; Color.green; Color.yellow.relativeProposed(width: fraction) }.frame(height: 80)
        }
        let comparison = ScenarioComparison(before: snapshot(scene(0.5)), after: snapshot(scene(0.25)))
        #expect(comparison.why == "the relativeProposed around the Color.yellow in the HStack now proposes 50 × 80 to "
                + "the Color.yellow in the HStack, where it proposed 100 × 80")
    }

    @Test("A modifier added around a view is named as new, the view it wraps as before")
    func whyNamesANewModifier() throws {
        // `Color.blue` becomes `Color.blue.frame(width: 50)`: the HStack's first request now goes
        // to the frame, whose first request goes to the colour the HStack asked before.
        let before = snapshot(HStack(spacing: 10) { Color.blue; Color.green }.node)
        let after = snapshot(HStack(spacing: 10) { Color.blue.frame(width: 50); Color.green }.node)
        #expect(!before.trace.isEmpty && !after.trace.isEmpty)
        let why = try #require(TraceDifference.explain(before: before.trace, after: after.trace))
        #expect(why == "HStack[0]/frame is new: HStack now asks it where it asked HStack[0]/Color directly")
    }

    @Test("A tolerance ignores small moves")
    func tolerance() {
        let before = snapshot(seed001(priorityOnLast: true)), after = snapshot(seed001(priorityOnLast: true), width: 619)
        #expect(ScenarioComparison(before: before, after: after).status == .changed)
        #expect(ScenarioComparison(before: before, after: after, tolerance: 1).status == .unchanged)
    }
}

@Suite("Deltas")
struct DeltaTests {
    @Test("Deltas of pixel-aligned frames are whole pixels, not differences of rounded decimals")
    func snapped() {
        // 29.667 and 9.333 stand for 89/3 and 28/3 at @3x: the move is −61/3 = −20.333, not −20.334.
        // Written in the report's one format (snapped to the 1/3-pt grid, two decimals):
        // 89/3 = 29.67, 28/3 = 9.33, −61/3 = −20.33; 130/3 = 43.33, 58 − 130/3 = 44/3 = 14.67;
        // 122/3 = 40.67, 244/3 = 81.33.
        let change = ViewChange(path: "Text", label: "Text", before: Rect(x: 0, y: 29.667, width: 43.333, height: 40.667),
                                after: Rect(x: 0, y: 9.333, width: 58, height: 81.333), scale: 3)
        #expect(change.dy == -61.0 / 3)
        #expect(change.summary == "Text y 29.67 → 9.33 (-20.33), w 43.33 → 58 (+14.67), h 40.67 → 81.33 (+40.67)")
    }
}
