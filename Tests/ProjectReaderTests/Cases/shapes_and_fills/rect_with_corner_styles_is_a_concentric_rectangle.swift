// iOS 26's `.rect(corners:isUniform:)` is a `ConcentricRectangle` (Apple, "Shape.rect(corners:isUniform:)"):
// clipping to it keeps the clipped view's 60 × 30 frame; its concentric corners are drawn with
// their minimum, said once, where the shape is written. It was read as a plain `.rect`, silently.
// source: Apple, `Shape.rect(corners:isUniform:)` ("Creates a rectangle with the same corner
// source: style set on four corners"), `ConcentricRectangle`.
// expect: no error
// expect: Color.size == 60×30
// expect: 1 × warning [approximatedView] line 12 "ConcentricRectangle"
import SwiftUI
#Preview {
    Color.red.frame(width: 60, height: 30)
        .clipShape(.rect(corners: .concentric, isUniform: true))
}
