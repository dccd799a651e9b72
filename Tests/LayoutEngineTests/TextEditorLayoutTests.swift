import Testing
@testable import LayoutEngine

/// `TextEditor` as UIKit's `UITextView`: the text inside the default `textContainerInset`
/// (8, 0, 8, 0) (Apple, "UITextView.textContainerInset") and `lineFragmentPadding` 5 at each end
/// of a line (Apple, "NSTextContainer.lineFragmentPadding"), the editor taking the size proposed.
/// With the monospaced measurer, a body (17 pt) glyph is 0.5 × 17 = 8.5 points wide and a line is
/// 17 points tall (one em).
@Suite struct TextEditorLayoutTests {
    private func editor(_ text: String) -> ViewNode {
        ViewNode(TextEditorLayout(), children: [ViewNode(TextLeaf(text))], label: "TextEditor")
    }

    private func laidOut(_ root: ViewNode, _ proposal: ProposedSize) -> (editor: PlacedView, text: PlacedView) {
        let result = LayoutEngine.layout(root, in: proposal, options: LayoutOptions(textMeasurer: MonospacedTextMeasurer()))
        let views = result.root.allViews
        let editor = views.first { $0.kind == "TextEditor" }!
        let text = views.first { $0.kind == "Text" }!
        return (editor, text)
    }

    @Test func theEditorTakesTheProposedSizeWithItsTextInsideTheInsets() {
        // "Hello!" is 6 × 8.5 = 51 wide. The text starts 0 + 5 in from the leading edge and 8
        // below the top.
        let (editor, text) = laidOut(editor("Hello!"), ProposedSize(width: 300, height: 200))
        #expect(editor.frame.size == Size(width: 300, height: 200))
        #expect(text.frame.origin.x - editor.frame.origin.x == 5)
        #expect(text.frame.origin.y - editor.frame.origin.y == 8)
        #expect(text.frame.size == Size(width: 51, height: 17))
    }

    @Test func withNoProposalTheEditorIsItsTextPlusTheInsets() {
        // 51 + 5 + 5 = 61 wide, 17 + 8 + 8 = 33 tall.
        let (editor, _) = laidOut(editor("Hello!"), ProposedSize(width: nil, height: nil))
        #expect(editor.frame.size == Size(width: 61, height: 33))
    }

    @Test func theTextWrapsInsideThePaddingAndIgnoresALineLimit() {
        // At width 100 the lines are 100 − 10 = 90 wide: "Hello world again" breaks after
        // spaces into "Hello ", "world " and "again" ("Hello world " is 12 glyphs, 102, and
        // "world again" 11, 93.5, both past 90), three lines. The first is 17 tall and each later
        // one 22 further (body's HIG leading, `LineAdvance`): 17 + 22 + 22 = 61, so the editor is
        // 61 + 8 + 8 = 77 tall with no height proposed, the line limit above it notwithstanding
        // (a text view scrolls; it does not truncate).
        let root = editor("Hello world again").lineLimit(1)
        let (editor, text) = laidOut(root, ProposedSize(width: 100, height: nil))
        #expect(text.text?.lines.map(\.text) == ["Hello ", "world ", "again"])
        #expect(editor.frame.size == Size(width: 100, height: 77))
    }

    @Test func centeredTextSitsInTheMiddleOfTheLineWidth() {
        // "Hi" is 17 wide in a 100 − 10 = 90 line: (90 − 17) / 2 = 36.5 past the 5-point padding.
        let root = editor("Hi").multilineTextAlignment(.center)
        let (editor, text) = laidOut(root, ProposedSize(width: 100, height: 100))
        #expect(text.frame.origin.x - editor.frame.origin.x == 41.5)
    }
}
