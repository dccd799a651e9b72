import Explain
import LayoutEngine
import Testing

/// Chris Eidhof and Florian Kugler, "How an HStack lays out its children" (seed 002,
/// Fixtures/seed-002-hstack-flexibility.swift): the flexibility order and the overflow, told as
/// the article tells them.
@Suite("Seed 002 explained: flexibility order and overflow")
struct Seed002ExplanationTests {
    @Test("Flexibility 100 (max 100) before flexibility 110 (min 90, max 200), with the probe answers")
    func flexibilityOrder() {
        let explanation = explain(HStack(spacing: 0) {
            Color.green.frame(minWidth: 90, maxWidth: 200)
            Color.red.frame(maxWidth: 100)
        }, width: 150, height: 100, probes: true)
        let stack = explanation.steps.filter { $0.owner == "HStack" && $0.kind != .placement }.map(\.sentence)
        #expect(stack == [
            "HStack has no spacing between its children, so all 150 pt are available.",
            // "The green child can become anywhere between 90 and 200 points wide, hence it has a
            // flexibility of 110."
            "Proposed 0 and ∞ pt, frame(minWidth: 90, maxWidth: 200) of Color.green answers 90 and 200 pt, so its flexibility is 110: 200 − 90 = 110.",
            // "the red child can become anywhere between 0 and 100 points wide, hence it has a
            // flexibility of 100."
            "Proposed 0 and ∞ pt, frame(maxWidth: 100) of Color.red answers 0 and 100 pt, so its flexibility is 100: 100 − 0 = 100.",
            // "the flexibility of a view is defined by the range of the widths it can become" and
            // "SwiftUI seems to propose to the red child first".
            "HStack serves the least flexible child first, so the order by flexibility (maximum minus minimum width) is frame(maxWidth: 100) of Color.red (100), then frame(minWidth: 90, maxWidth: 200) of Color.green (110): 100 − 0 = 100; 200 − 90 = 110.",
            // "the red rectangle becomes 75 wide": 150 / 2 = 75.
            "HStack offers frame(maxWidth: 100) of Color.red half of the 150 pt available: 150 / 2 = 75.",
            "frame(maxWidth: 100) of Color.red accepts and becomes 75 pt wide, leaving 75 pt: 150 − 75 = 75.",
            // Green is then offered the 75 left and clamps it to its minimum: max(75, 90) = 90.
            "HStack offers frame(minWidth: 90, maxWidth: 200) of Color.green all of the 75 pt left: 75 / 1 = 75.",
            "frame(minWidth: 90, maxWidth: 200) of Color.green becomes 90 pt wide, more than offered, 15 pt more than was left: 75 − 90 = −15.",
            // 90 + 75 = 165 in a 150 proposal: the HStack "draws out of bounds" (overflow).
            "The children and spacing need 165 pt, so HStack overflows the 150 pt proposed by 15 pt: 90 + 75 = 165; 165 − 150 = 15.",
        ])
    }

    @Test("Without --probes the order still names each child's flexibility")
    func orderWithoutProbes() {
        let explanation = explain(HStack(spacing: 0) {
            Color.green.frame(minWidth: 90, maxWidth: 200)
            Color.red.frame(maxWidth: 100)
        }, width: 150, height: 100)
        #expect(!explanation.steps.contains { $0.kind == .probe })
        #expect(explanation.steps.contains { $0.kind == .order && $0.text.contains("Color.red (100), then frame(minWidth: 90, maxWidth: 200) of Color.green (110)") })
    }

    @Test("max width and min width in 150: 75 for red, 75 offered to green, 75 + 100 = 175")
    func overflow() {
        let explanation = explain(HStack(spacing: 0) {
            Color.red.frame(maxWidth: 100)
            Color.green.frame(minWidth: 100)
        }, width: 150, height: 100)
        let stack = explanation.steps.filter { $0.owner == "HStack" && [.offer, .answer, .total].contains($0.kind) }.map(\.sentence)
        #expect(stack == [
            // "it first proposes half of that (75) to the red child … the entire subview becomes 75
            // points wide."
            "HStack offers frame(maxWidth: 100) of Color.red half of the 150 pt available: 150 / 2 = 75.",
            "frame(maxWidth: 100) of Color.red accepts and becomes 75 pt wide, leaving 75 pt: 150 − 75 = 75.",
            // "Then, the stack proposes the remaining width (75) to the green child. Because it has a
            // minimum width of 100, the view becomes 100 points wide."
            "HStack offers frame(minWidth: 100) of Color.green all of the 75 pt left: 75 / 1 = 75.",
            "frame(minWidth: 100) of Color.green becomes 100 pt wide, more than offered, 25 pt more than was left: 75 − 100 = −25.",
            // "The HStack itself becomes 75 + 100 = 175 points wide."
            "The children and spacing need 175 pt, so HStack overflows the 150 pt proposed by 25 pt: 75 + 100 = 175; 175 − 150 = 25.",
        ])
    }
}
