// `.padding(.grid(5))` with the app's `extension CGFloat { static func grid(_ n: Int) -> CGFloat }`:
// `Edge.Set` has no static function, so an implicit member call given alone to `padding` is the
// `CGFloat` length of `padding(_ length: CGFloat)`.
// source: Apple, "padding(_:)": `func padding(_ length: CGFloat) -> some View`.
// source: grid(5) = 5 × 4 = 20 on each side of a 10 × 10 colour: 20 + 10 + 20 = 50.
// expect: no error
// expect: padding.width == 50
// expect: padding.height == 50
import SwiftUI

extension CGFloat {
    static func grid(_ n: Int) -> CGFloat { CGFloat(n) * 4 }
}

#Preview { Color.red.frame(width: 10, height: 10).padding(.grid(5)) }
