// An app's `extension View { func modifier(_ transform: (Self) -> Content) }` sits beside
// SwiftUI's `modifier(_: some ViewModifier)`: `modifier(Lifted())` gives an instance of a struct,
// which is no closure, so it is SwiftUI's; `modifier { $0.padding(5) }` is the extension's.
// source: The Swift Programming Language, "Functions" (functions are told apart by name and
// source: type) and "Closures" (only a closure expression or function converts to a function
// source: type; a struct, even with `callAsFunction`, does not).
// source: heights: 20 + 30 (the modifier's top padding) = 50; 10 + 2 × 5 = 20.
// expect: no diagnostic
// expect: padding[*].height == [50, 20]
import SwiftUI

struct Lifted: ViewModifier {
    func body(content: Content) -> some View {
        content.padding(.top, 30)
    }
}

extension View {
    @ViewBuilder func modifier<Content: View>(@ViewBuilder _ transform: (Self) -> Content) -> some View {
        transform(self)
    }

    func lifted() -> some View {
        modifier(Lifted())
    }
}

#Preview {
    VStack {
        Color.red.frame(width: 40, height: 20).lifted()
        Color.blue.frame(width: 10, height: 10).modifier { $0.padding(5) }
    }
}
