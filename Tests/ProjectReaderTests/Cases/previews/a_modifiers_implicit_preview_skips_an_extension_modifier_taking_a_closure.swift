// A file holding only a `ViewModifier` (no preview, no view) is laid out applied to
// `Text("Content")`; the module also declares `extension View { func modifier(_ transform: (Self)
// -> Content) }`, which a modifier value does not fit, so the modifier is applied through
// SwiftUI's `modifier(_:)` as `Text("Content").modifier(Boxed())` would be.
// source: The Swift Programming Language, "Functions" (functions are told apart by name and
// source: type) and "Closures" (a struct instance does not convert to a function type).
// source: the frame the modifier gives its content: 100 × 40.
// expect: no error
// expect: frame.size == 100×40
import SwiftUI

struct Boxed: ViewModifier {
    func body(content: Content) -> some View {
        content.frame(width: 100, height: 40)
    }
}

extension View {
    @ViewBuilder func modifier<Content: View>(@ViewBuilder _ transform: (Self) -> Content) -> some View {
        transform(self)
    }
}
