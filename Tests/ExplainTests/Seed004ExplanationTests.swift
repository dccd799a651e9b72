import Explain
import LayoutEngine
import Testing

/// The SwiftUI Field Guide, "HStack" (seed 004, Fixtures/seed-004-hstack-text.swift): the text
/// between two colours and the text with a higher layout priority. The guide states the order and
/// the shares, not the text's width, so only those are checked (the width depends on the font).
@Suite("Seed 004 explained: flexibility order and priority groups")
struct Seed004ExplanationTests {
    @Test("The text is the least flexible view, so the stack proposes it a third of its space first")
    func textFirst() {
        let explanation = explain(HStack {
            Color.purple
            Text("Hello, world")
            Color.pink
        }, width: 200, height: 100)
        let stack = explanation.steps.filter { $0.owner == "HStack" }
        // "For each child, the stack computes the flexibility by proposing a zero width and an
        // infinite width … the text is the least flexible view": the order starts with the text.
        let order = stack.first { $0.kind == .order }
        #expect(order?.text.hasPrefix("HStack serves the least flexible child first, so the order by flexibility (maximum minus minimum width) is Text(\"Hello, world\")") == true)
        #expect(order?.text.hasSuffix("then Color.purple (∞), then Color.pink (∞)") == true)
        // "so the stack proposes a third of its available space": 200 − 2 × 8 (the default
        // spacing) = 184, and 184 / 3 = 61.33.
        #expect(stack.first { $0.kind == .offer }?.sentence
            == "HStack offers Text(\"Hello, world\") one third of the 184 pt available: (200 − 2 × 8) / 3 = 61.33.")
    }

    @Test("A higher priority: the whole remaining width for the text's group, then the rectangles")
    func priorityGroup() {
        let explanation = explain(HStack {
            RoundedRectangle(cornerRadius: 8).fill(.blue)
            Text("Hello, world").layoutPriority(1)
            RoundedRectangle(cornerRadius: 8).fill(.green)
        }, width: 240, height: 100)
        let kinds = explanation.steps.filter { $0.owner == "HStack" }.map(\.kind)
        // "propose the entire remaining width to the first group (containing just the text)":
        // 240 − 2 × 8 = 224, all of it, before the second group.
        #expect(explanation.steps.contains { $0.sentence == "HStack offers layoutPriority(1) of Text(\"Hello, world\") all of the 224 pt available: 224 / 1 = 224." })
        let firstGroup = explanation.steps.firstIndex { $0.kind == .priority && $0.text.hasPrefix("HStack serves priority 1 (layoutPriority(1) of Text(\"Hello, world\")) and priority 0") }
        let secondGroup = explanation.steps.firstIndex { $0.kind == .priority && $0.text.hasPrefix("The priority 0 group gets back") }
        let textOffer = explanation.steps.firstIndex { $0.kind == .offer && $0.subject == "HStack[1]/layoutPriority" }
        #expect(firstGroup != nil && secondGroup != nil && textOffer != nil)
        if let firstGroup, let secondGroup, let textOffer { #expect(firstGroup < textOffer && textOffer < secondGroup) }
        // "… before proceeding with the second group (the two rectangles)": two offers follow.
        #expect(kinds.filter { $0 == .offer }.count == 3)
    }
}
