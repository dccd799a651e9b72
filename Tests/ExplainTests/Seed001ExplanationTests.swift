import Explain
import LayoutEngine
import Testing

/// Ole Begemann, "How the relative size modifier interacts with stack views" (seed 001,
/// /work/shared/seeds/001_…, Fixtures/seed-001-relative-size.swift): the four HStacks of the
/// article, `HStack(spacing: 10)` of three colours in 620 × 80. The explanation must state the
/// article's numbers in the article's order; each expected sentence cites the paragraph it tells.
@Suite("Seed 001 explained: relativeProposed in an HStack")
struct Seed001ExplanationTests {
    /// The sentences of the stack's own steps (owner = the stack), in order.
    func stackSentences(_ explanation: Explanation, kinds: Set<ExplanationStep.Kind>) -> [String] {
        explanation.steps.filter { $0.owner == "HStack" && kinds.contains($0.kind) }.map(\.sentence)
    }

    @Test("Modifier on the first child: one third proposed, halved, the others wider than a third")
    func modifierFirst() {
        let explanation = explain(HStack(spacing: 10) {
            Color.blue.relativeProposed(width: 0.5)
            Color.green
            Color.yellow
        }, width: 620, height: 80)
        #expect(stackSentences(explanation, kinds: [.offer, .answer]) == [
            // "the stack proposes one third of the available space to its first child, the relative
            // sizing modifier": (620 − 2 × 10) / 3 = 200.
            "HStack offers relativeProposed(width: 0.5) of Color.blue one third of the 600 pt available: (620 − 2 × 10) / 3 = 200.",
            // "The modifier then halves this value, resulting in one sixth of the total width (minus
            // spacing) for the blue color": 600 / 6 = 100.
            "relativeProposed(width: 0.5) of Color.blue becomes 100 pt wide, less than offered, leaving 500 pt: 600 − 100 = 500.",
            // "The other two rectangles then become wider than one third because the first child view
            // didn't use up its full proposed width": 500 / 2 = 250 > 200.
            "HStack offers Color.green half of the 500 pt left: 500 / 2 = 250.",
            "Color.green accepts and becomes 250 pt wide, leaving 250 pt: 500 − 250 = 250.",
            "HStack offers Color.yellow all of the 250 pt left: 250 / 1 = 250.",
            "Color.yellow accepts and becomes 250 pt wide, leaving 0 pt: 250 − 250 = 0.",
        ])
        // The halving itself is the modifier's step, told between the offer and the answer.
        let halving = explanation.steps.firstIndex { $0.sentence == "relativeProposed(width: 0.5) of Color.blue proposes 100 × 80 to Color.blue." }
        let offer = explanation.steps.firstIndex { $0.kind == .offer }
        #expect(halving != nil && offer != nil && halving! > offer!)
    }

    @Test("Order matters: the three numbered steps of the article, in order")
    func modifierMiddle() {
        let explanation = explainSeed001Middle()
        let sentences = explanation.steps.map(\.sentence)
        let expected = [
            // "The views in our example are all equally flexible … so the stack processes them in
            // their 'natural' order."
            "The children are equally flexible (∞), so HStack keeps their source order.",
            // Step 1: "The HStack proposes one third of its available space to the blue view:
            // (620 – 20) / 3 = 200. The blue view accepts the proposal and becomes 200 pt wide."
            "HStack offers Color.blue one third of the 600 pt available: (620 − 2 × 10) / 3 = 200.",
            "Color.blue accepts and becomes 200 pt wide, leaving 400 pt: 600 − 200 = 400.",
            // Step 2: "The HStack divides the remaining space by the number of remaining subviews and
            // proposes that: 400 / 2 = 200. Our modifier halves this proposal and proposes 100 pt to
            // the green view, which accepts it. The modifier … returns 100 pt to the HStack."
            "HStack offers relativeProposed(width: 0.5) of Color.green half of the 400 pt left: 400 / 2 = 200.",
            "relativeProposed(width: 0.5) of Color.green proposes 100 × 80 to Color.green.",
            "Color.green accepts the proposal and becomes 100 × 80.",
            "relativeProposed(width: 0.5) of Color.green becomes 100 pt wide, less than offered, leaving 300 pt: 400 − 100 = 300.",
            // Step 3: "the HStack now has 300 pt left over to propose to its final child, the yellow color."
            "HStack offers Color.yellow all of the 300 pt left: 300 / 1 = 300.",
            "Color.yellow accepts and becomes 300 pt wide, leaving 0 pt: 300 − 300 = 0.",
        ]
        guard let start = sentences.firstIndex(of: expected[0]) else {
            Issue.record("no order step in \(sentences)")
            return
        }
        #expect(Array(sentences[start..<min(start + expected.count, sentences.count)]) == expected)
    }

    @Test("Leftover space isn't redistributed: 200, 200, 100 and 100 pt unused in a 520 pt stack")
    func modifierLast() {
        let explanation = explain(HStack(spacing: 10) {
            Color.blue
            Color.green
            Color.yellow.relativeProposed(width: 0.5)
        }, width: 620, height: 80)
        #expect(stackSentences(explanation, kinds: [.offer, .answer, .total]) == [
            // "Blue and green each receive one third of the available width and become 200 pt wide."
            "HStack offers Color.blue one third of the 600 pt available: (620 − 2 × 10) / 3 = 200.",
            "Color.blue accepts and becomes 200 pt wide, leaving 400 pt: 600 − 200 = 400.",
            "HStack offers Color.green half of the 400 pt left: 400 / 2 = 200.",
            "Color.green accepts and becomes 200 pt wide, leaving 200 pt: 400 − 200 = 200.",
            // "When the HStack reaches the relativeProposed modifier, it has 200 pt left to
            // distribute. Again, the modifier and the yellow rectangle only use half of this amount."
            "HStack offers relativeProposed(width: 0.5) of Color.yellow all of the 200 pt left: 200 / 1 = 200.",
            "relativeProposed(width: 0.5) of Color.yellow becomes 100 pt wide, less than offered, leaving 100 pt: 200 − 100 = 100.",
            // "the HStack ends up with 100 pt left over … The stack makes itself just big enough to
            // contain its subviews (= 520 pt incl. spacing)".
            "The children and spacing take 520 pt, so 100 pt stay unused and HStack is just 520 pt wide: 200 + 200 + 100 + 2 × 10 = 520; 620 − 520 = 100.",
        ])
        // "The process stops here — the HStack does not start over": no offer after the total.
        let total = explanation.steps.lastIndex { $0.kind == .total }!
        #expect(!explanation.steps[total...].contains { $0.kind == .offer })
    }

    @Test("Layout priority: the yellow group first with 600 pt, then 300 pt for the other two")
    func priority() {
        let explanation = explain(HStack(spacing: 10) {
            Color.blue
            Color.green
            Color.yellow.relativeProposed(width: 0.5).layoutPriority(1)
        }, width: 620, height: 80)
        #expect(stackSentences(explanation, kinds: [.priority, .offer, .answer]) == [
            // Step 1: "The HStack groups its children by layout priority and then processes each
            // group in sequence, from highest to lowest priority."
            "HStack serves priority 1 (layoutPriority(1) of Color.yellow) and priority 0 (Color.blue and Color.green) in that order, setting aside the minimum widths of the later groups first: 600 − (0 + 0) = 600.",
            // Step 2: "The HStack proposes the entire available space (minus spacing) = 600 pt. Our
            // modifier halves the proposal, resulting in 300 pt for the yellow view."
            "HStack offers layoutPriority(1) of Color.yellow all of the 600 pt available: 600 / 1 = 600.",
            "layoutPriority(1) of Color.yellow becomes 300 pt wide, less than offered, leaving 300 pt: 600 − 300 = 300.",
            // Step 3: "There are 300 pt left over for the second layout group. These are distributed
            // equally among the two children because each subview accepts the proposed size."
            "The priority 0 group gets back the 0 pt set aside for it: 300 + 0 = 300.",
            "HStack offers Color.blue half of the 300 pt left: 300 / 2 = 150.",
            "Color.blue accepts and becomes 150 pt wide, leaving 150 pt: 300 − 150 = 150.",
            "HStack offers Color.green all of the 150 pt left: 150 / 1 = 150.",
            "Color.green accepts and becomes 150 pt wide, leaving 0 pt: 150 − 150 = 0.",
        ])
        // The modifier halves 600 into 300 for the yellow view, inside the first group's offer.
        #expect(explanation.steps.contains { $0.sentence == "relativeProposed(width: 0.5) of Color.yellow proposes 300 × 80 to Color.yellow." })
    }
}
