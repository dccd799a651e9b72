// `.buttonStyle(.card)` where the file declares `card` in `extension PrimitiveButtonStyle where
// Self == BorderlessButtonStyle`: `buttonStyle` has an overload taking a `PrimitiveButtonStyle`,
// so Swift finds the member there; the button is borderless, its label as it is, no warning.
// source: Apple, `buttonStyle(_:)` (one overload for `ButtonStyle`, one for
// source: `PrimitiveButtonStyle`); SE-0299 (static members of constrained protocol extensions).
// expect: no diagnostic
// expect: Button.width == Text.width
import SwiftUI
extension PrimitiveButtonStyle where Self == BorderlessButtonStyle {
    static var card: BorderlessButtonStyle { .init() }
}
#Preview {
    Button("Play") {}
        .buttonStyle(.card)
}
