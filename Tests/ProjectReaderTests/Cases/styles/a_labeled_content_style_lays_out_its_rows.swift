// A `LabeledContentStyle` set with `.labeledContentStyle(_:)` lays out every `LabeledContent`
// below it: its `makeBody(configuration:)` (a view builder) gets the row's `label` and
// `content`, here stacked in a `VStack` with spacing 2; the style is named through a static of a
// constrained protocol extension (`.stacked`), as SwiftUI's own styles are.
// source: Apple, LabeledContentStyle (makeBody(configuration:), "Creates a view that represents
// source: the body of labeled content") and LabeledContentStyleConfiguration (label, content);
// source: SE-0299 (static members of constrained protocol extensions as implicit members).
// source: sizes: each row is its label's 10 × 10 over its content's 30 × 20, 2 apart:
// source: 30 wide, 10 + 2 + 20 = 32 high; two rows 4 apart: 32 + 4 + 32 = 68.
// expect: no diagnostic
// expect: VStack[0].size == 30×68
// expect: VStack[1].size == 30×32
import SwiftUI

struct StackedLabeledContentStyle: LabeledContentStyle {
    func makeBody(configuration: Configuration) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            configuration.label
            configuration.content
        }
    }
}

extension LabeledContentStyle where Self == StackedLabeledContentStyle {
    static var stacked: Self { StackedLabeledContentStyle() }
}

struct ExamSlots: View {
    var body: some View {
        VStack(spacing: 4) {
            LabeledContent {
                Color.blue.frame(width: 30, height: 20)
            } label: {
                Color.red.frame(width: 10, height: 10)
            }
            LabeledContent {
                Color.green.frame(width: 30, height: 20)
            } label: {
                Color.orange.frame(width: 10, height: 10)
            }
        }
        .labeledContentStyle(.stacked)
    }
}

#Preview {
    ExamSlots()
}
