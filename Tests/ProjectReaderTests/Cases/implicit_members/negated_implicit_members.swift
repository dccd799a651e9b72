// `.rotationEffect(.radians(-.pi / 2))`: the argument of `radians(_:)` is a `Double`, so `-.pi` is
// `Double`'s; with no contextual type the interpreter takes the floating-point default.
// `frame(maxWidth: -.infinity)` is negative, so SwiftUI drops it (warning).
// source: an eleventh sample of public view files (50 files of 5 app repositories kept outside
// source: the repository); dropping a negative dimension: reference/swiftui-layout-facts.md B5.
// expect: no error
// expect: warning [droppedFrameDimension] "-inf"
import SwiftUI
#Preview {
    Color.red.frame(width: 20, height: 20)
        .rotationEffect(.radians(-.pi / 2))
        .frame(maxWidth: -.infinity)
}
