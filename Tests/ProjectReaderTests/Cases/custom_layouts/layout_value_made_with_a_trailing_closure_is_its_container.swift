// `VStackLayout(spacing: 0) { … }`: no initializer of `VStackLayout` takes a closure, so Swift
// applies the trailing closure to the layout made, whose `callAsFunction(_:)` gives the container
// view — a stack of the two 20-point-high colours with no spacing, 40 high, padded by 16 on each
// side to 40 + 32 = 72. The same holds for `HStackLayout` and for `AnyLayout(layout) { … }`:
// two 30-wide colours side by side with no spacing are 60 wide.
// source: SE-0253 (callAsFunction; checked with swiftc 6: `S(x: 1) { 5 }` is
// source: `S(x: 1).callAsFunction { 5 }`); Apple docs, "VStackLayout" ("behaves like a VStack").
// expect: no diagnostic
// expect: padding.height == 72
// expect: HStack.width == 60
import SwiftUI

#Preview {
    VStack {
        VStackLayout(spacing: 0) {
            Color.red.frame(height: 20)
            Color.blue.frame(height: 20)
        }
        .padding()
        AnyLayout(HStackLayout(spacing: 0)) {
            Color.green.frame(width: 30)
            Color.orange.frame(width: 30)
        }
        .frame(height: 10)
    }
}
