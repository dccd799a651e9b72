// A file with only a `ViewModifier` and the program's `extension View { func modifier(_ closure:
// (Self) -> some View) }`: its implicit preview applies the modifier to `Text("Content")` with
// SwiftUI's `modifier(_:)`, as swiftc chooses for an instance (no closure), instead of calling
// the instance as a function and stopping.
// source: Apple, "modifier(_:)": `func modifier<T>(_ modifier: T) -> ModifiedContent<Self, T>`;
// source: swiftc 6 picks it for `Text("a").modifier(Pad(side: 0))` beside the closure overload
// source: (checked with stand-in declarations of both signatures).
// source: the stand-in side is 0, so the padding is the text's own size.
// expect: no error
// expect: padding.width == Text.width
import SwiftUI

extension View {
    @ViewBuilder func modifier(@ViewBuilder _ closure: (Self) -> some View) -> some View {
        closure(self)
    }
}

struct Pad: ViewModifier {
    let side: CGFloat
    func body(content: Content) -> some View { content.padding(side) }
}
