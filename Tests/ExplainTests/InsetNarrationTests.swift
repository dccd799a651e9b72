import Explain
import LayoutEngine
import Testing

/// Paddings and the insets of bordered buttons are told as a step of their own: how much each
/// edge adds, where the amounts come from, and the sum from the content's size to the container's.
@Suite("Insets and paddings explained")
struct InsetNarrationTests {
    @Test("A bordered button says its style adds 12 pt leading and trailing and 7 pt top and bottom")
    func borderedButtonInsets() throws {
        // BorderedButtonMetrics at .regular: 12 horizontal, 7 vertical (the rule docs/engine.md states).
        let button = ViewNode(ButtonLayout(insets: BorderedButtonMetrics.insets(controlSize: "regular"), styleName: "bordered"),
                              children: [Text("Share").node])
        let explanation = explain(button, width: 300, height: 200)
        let text = try #require(explanation.steps.last { $0.kind == .answer && $0.subject?.hasSuffix("Text") == true }?.answer)
        let step = try #require(explanation.steps.first { $0.kind == .inset })
        #expect(step.text.contains("adds 12 pt leading and trailing and 7 pt top and bottom around Text(\"Share\")"))
        #expect(step.text.contains(".bordered button style's label insets at the .regular control size"))
        #expect(step.text.contains("unverified"))
        // The button's height is the label's plus 7 above and 7 below: 14 pt more.
        let height = text.height + 14
        #expect(step.arithmetic?.hasSuffix("; \(format(text.height)) + 7 + 7 = \(format(height))") == true)
        #expect(abs((step.answer?.height ?? 0) - height) < 1e-9)
        // The step comes after the label's own answer and right before the button's.
        let index = try #require(explanation.steps.firstIndex { $0.kind == .inset })
        let labelAnswer = try #require(explanation.steps.firstIndex { $0.kind == .answer && $0.subject?.hasSuffix("Text") == true })
        #expect(labelAnswer < index)
        #expect(explanation.steps[index + 1].kind == .answer)
        #expect(explanation.steps[index + 1].subject == step.subject)
    }

    @Test("A large control size is named from its insets: 20 pt and 14 pt")
    func largeControlSize() throws {
        let button = ViewNode(ButtonLayout(insets: BorderedButtonMetrics.insets(controlSize: "large"), styleName: "borderedProminent"),
                              children: [Text("Go").node])
        let step = try #require(explain(button, width: 300, height: 200).steps.first { $0.kind == .inset })
        #expect(step.text.contains("adds 20 pt leading and trailing and 14 pt top and bottom"))
        #expect(step.text.contains(".borderedProminent button style's label insets at the .large control size"))
    }

    @Test("A padding is told with its amounts on each side")
    func padding() throws {
        let step = try #require(explain(Color.red.frame(width: 50, height: 30).padding(16), width: 300, height: 200)
            .steps.first { $0.kind == .inset })
        #expect(step.text.hasPrefix("padding"))
        #expect(step.text.contains("adds 16 pt on each side"))
        // 50 + 16 + 16 = 82 and 30 + 16 + 16 = 62.
        #expect(step.arithmetic == "50 + 16 + 16 = 82; 30 + 16 + 16 = 62")
    }

    @Test("A borderless button adds nothing and tells no inset step")
    func borderlessButton() {
        let button = ViewNode(ButtonLayout(styleName: "automatic"), children: [Text("Plain").node])
        #expect(!explain(button, width: 300, height: 200).steps.contains { $0.kind == .inset })
    }

    private func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
