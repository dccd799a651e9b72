// SE-0299 finds an implicit member on a generic parameter's protocol through that protocol's
// constrained extensions: for the program's `card<S: Shape, Fill: ShapeStyle>(in:fill:)`,
// `.rect(cornerRadius: 8)` is SwiftUI's `RoundedRectangle` (`extension Shape where Self ==
// RoundedRectangle`) and `.blue` its `Color` (`extension ShapeStyle where Self == Color`), which
// the body hands on to `background(_:in:)`: a blue rounded rectangle behind the padded text.
// source: SE-0299 "Extending Static Member Lookup in Generic Contexts"; Apple docs,
// source: `Shape.rect(cornerRadius:style:)` and `ShapeStyle.blue`; checked with swiftc 6 on a protocol
// source: of its own (`extension Outline where Self == Rounded { static func rect(cornerRadius:) }`,
// source: `card<S: Outline>(in:)` called with `.rect(cornerRadius: 8)` gets the `Rounded`).
// source: Size: "Hi" is 2 × 8.5 = 17 wide in the 17-pt body font (0.5 em a character), padded
// source: 10 a side: 17 + 20 = 37, the rounded rectangle filling the background.
// expect: no warning
// expect: RoundedRectangle.width == 37
import SwiftUI

extension View {
    func card<S: Shape, Fill: ShapeStyle>(in shape: S, fill: Fill) -> some View {
        background(fill, in: shape)
    }
}

#Preview {
    Text("Hi")
        .padding(10)
        .card(in: .rect(cornerRadius: 8), fill: .blue)
}
