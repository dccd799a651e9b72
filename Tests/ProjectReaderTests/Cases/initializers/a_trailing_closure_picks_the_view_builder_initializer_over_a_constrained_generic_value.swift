// `PassthroughView { … }` where the view declares `init(content: Content)` before
// `init(@ViewBuilder content: () -> Content)`: a closure is never a `Content: View` (a function type
// conforms to no protocol), so the closure goes to the view-builder initializer whichever comes
// first; a view value goes to the other.
// source: The Swift Programming Language, "Generic Parameters and Arguments" (a constraint is a
// source: protocol or class the type argument must conform to); swiftc 6.3 prints "closure" for
// source: both declaration orders and "value" for a value (a library's conditional-hiding wrapper).
// source: widths: the closure's content 30 and the value 40, each passed through unchanged.
// expect: no diagnostic
// expect: Color[*].width == [30, 40]
import SwiftUI

struct PassthroughView<Content: View>: View {
    let content: Content

    init(content: Content) {
        self.content = content
    }

    init(@ViewBuilder content: () -> Content) {
        self.content = content()
    }

    var body: some View { content }
}

struct PassthroughRows: View {
    var body: some View {
        VStack {
            PassthroughView {
                Color.red.frame(width: 30, height: 4)
            }
            PassthroughView(content: Color.blue.frame(width: 40, height: 4))
        }
    }
}

#Preview { PassthroughRows() }
