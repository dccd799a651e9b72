// An extension taking an optional forwards the unwrapped value: a non-optional `CGFloat` binds to
// SwiftUI's `padding(_ length: CGFloat)` before a parameter that needs it promoted to an optional
// (swiftc 6 ranks the overload without the conversion first), so the inner call is SwiftUI's.
// 10 + 2 × 5 = 20 on each side.
// source: The Swift Programming Language, "Optional Chaining" and "Functions"; swiftc 6 calls the
// source: generic non-optional twin for `look(style)` inside `look(_: (some Style)?)`.
// expect: no error
// expect: root.size == 20×20
import SwiftUI
extension View {
    @ViewBuilder func padding(_ length: CGFloat?) -> some View {
        if let length { padding(length) } else { self }
    }
}
struct Inset: View {
    let inset: CGFloat? = 5
    var body: some View { Color.red.frame(width: 10, height: 10).padding(inset) }
}
#Preview(traits: .sizeThatFitsLayout) { Inset() }
