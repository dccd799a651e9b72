// SE-0279's multiple trailing closures label each closure after the first with its argument
// label, and `_:` for a parameter that has none: `Swipe(width: 40) { … } _: { … }` passes both
// closures to `init(width:_:_:)`, the second to its second unlabelled parameter.
// source: SE-0279 "Multiple Trailing Closures" (a later closure's label is its argument label, `_`
// source: when the parameter has none); checked with swiftc 6: `f(width: 1) { 2 } _: { 3 }` for
// source: `func f(width: Int, _ a: () -> Int, _ b: () -> Int)` compiles and gives 1 + 20 + 3 = 24.
// source: Sizes: the red colour is framed 20 wide, the blue one 40 (`width`), in an HStack with
// source: no spacing: 20 + 40 = 60.
// expect: no error
// expect: Color[*].width == [20, 40]
// expect: HStack.width == 60
import SwiftUI

struct Swipe<Content: View, Actions: View>: View {
    let width: CGFloat
    let content: () -> Content
    let actions: () -> Actions

    init(width: CGFloat, @ViewBuilder _ content: @escaping () -> Content, @ViewBuilder _ actions: @escaping () -> Actions) {
        self.width = width
        self.content = content
        self.actions = actions
    }

    var body: some View {
        HStack(spacing: 0) {
            content()
            actions().frame(width: width)
        }
    }
}

#Preview {
    Swipe(width: 40) {
        Color.red.frame(width: 20, height: 10)
    } _: {
        Color.blue.frame(height: 10)
    }
}
