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

    @Test("A bordered button keeps its insets off the proposal first and tells its label's layout as the label's, not the button's")
    func borderedButtonProposalLosesItsInsets() throws {
        // Proposed 300 × 200, a .regular bordered button keeps 12 + 12 of the width and 7 + 7 of
        // the height: its label is laid out in 300 − 24 = 276 by 200 − 14 = 186.
        let button = ViewNode(ButtonLayout(insets: BorderedButtonMetrics.insets(controlSize: "regular"), styleName: "bordered"),
                              children: [Text("Share").node])
        let steps = explain(button, width: 300, height: 200).steps
        let keep = try #require(steps.first { $0.text.contains("keeps 12 pt leading and trailing and 7 pt top and bottom") })
        #expect(keep.text.contains("of the 300 × 200 proposed"))
        #expect(keep.text.contains(".bordered button style's label insets"))
        #expect(keep.arithmetic == "300 − 12 − 12 = 276; 200 − 7 − 7 = 186")
        #expect(keep.proposal == ProposedSize(width: 276, height: 186))
        // It comes before anything is offered to the label, and the label's layout is named as
        // the label's: no step says the button itself is as high as its text.
        let keepIndex = try #require(steps.firstIndex { $0 == keep })
        let firstToLabel = try #require(steps.firstIndex { $0.subject?.hasSuffix("Text") == true })
        #expect(keepIndex < firstToLabel)
        let textHeight = try #require(steps.last { $0.kind == .answer && $0.subject?.hasSuffix("Text") == true }?.answer?.height)
        for step in steps where step.kind == .total {
            #expect(step.text.contains("Button's label is"), "\(step.text)")
            #expect(!step.text.contains(" and Button is"), "\(step.text)")
        }
        #expect(steps.contains { $0.kind == .inset && $0.answer?.height == textHeight + 14 })
    }

    @Test("A rounded-border text field says its text sits 7 pt inside the border and it is as wide as proposed")
    func roundedBorderTextFieldInsets() throws {
        let field = ViewNode(TextFieldLayout(roundedBorder: true), children: [Text("Name").node])
        let steps = explain(field, width: 300, height: 200).steps
        let step = try #require(steps.first { $0.kind == .inset })
        #expect(step.text.contains("7 pt on each side inside its border"))
        #expect(step.text.contains(".roundedBorder text field style's insets"))
        #expect(step.text.contains("as wide as the 300 pt proposed"))
        // TextFieldLayout.roundedBorderInsets: the text's height plus 7 above and 7 below.
        let text = try #require(steps.last { $0.kind == .answer && $0.subject?.hasSuffix("Text") == true }?.answer)
        #expect(step.arithmetic == "\(format(text.height)) + 7 + 7 = \(format(text.height + 14))")
        #expect(step.answer == Size(width: 300, height: text.height + 14))
    }

    @Test("A rounded-border text field keeps its 7 pt insets off the width before it proposes to its text")
    func roundedBorderTextFieldProposal() throws {
        let field = ViewNode(TextFieldLayout(roundedBorder: true), children: [Text("Name").node])
        let steps = explain(field, width: 300, height: 200).steps
        // 300 − 7 − 7 = 286 for the text (TextFieldLayout.roundedBorderInsets), told before the proposal.
        let keep = try #require(steps.first { $0.text.contains("keeps 7 pt leading and trailing of the 300 pt proposed") })
        #expect(keep.arithmetic == "300 − 7 − 7 = 286")
        let keepIndex = try #require(steps.firstIndex(of: keep))
        let proposal = try #require(steps.firstIndex { $0.kind == .proposal && $0.subject?.hasSuffix("Text") == true })
        #expect(keepIndex < proposal)
        #expect(steps[proposal].proposal?.width == 286)
    }

    @Test("A plain text field has no insets to tell")
    func plainTextFieldTellsNoInsets() {
        let field = ViewNode(TextFieldLayout(roundedBorder: false), children: [Text("Name").node])
        #expect(!explain(field, width: 300, height: 200).steps.contains { $0.kind == .inset })
    }

    private func format(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
