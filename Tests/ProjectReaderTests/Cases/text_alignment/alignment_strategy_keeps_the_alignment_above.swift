// iOS 26's `multilineTextAlignment(strategy:)`: `.writingDirectionBased` turns `.leading` into the
// paragraph's writing direction, `.layoutBased` follows the environment's alignment; for left-to-
// right text in a left-to-right layout both leave the alignment as it is, so the modifier changes
// no frame: the text is the 4 × 8.5 = 34 points of "Menu" with the test measurer.
// source: Apple, `Text.AlignmentStrategy.writingDirectionBased` ("When multilineTextAlignment is
// source: TextAlignment.leading, alignment follows the writing direction"), `layoutBased`.
// expect: no diagnostic
// expect: Text.width == 34
import SwiftUI
#Preview {
    Text("Menu")
        .multilineTextAlignment(strategy: .writingDirectionBased)
        .multilineTextAlignment(strategy: .layoutBased)
}
