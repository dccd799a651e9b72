// `.grid(1) / 2` and `2 * .grid(10)` where the app's `extension CGFloat { static func grid(_ n:
// Int) -> Self }` declares `grid`: the literal takes the type that declares the member (`Int` has
// no `grid`), so the operator is `CGFloat`'s, on either side of the literal.
// source: The Swift Programming Language, "Implicit Member Expression"; swiftc 6 compiles both.
// source: grid(1) / 2 = 4 / 2 = 2 points above and below a 10-point colour: 2 + 10 + 2 = 14;
// 2 × grid(10) = 2 × 40 = 80; grid(5) + 1 = 21.
// expect: no diagnostic
// expect: padding.height == 14
// expect: frame[1].width == 80
// expect: frame[1].height == 21
import SwiftUI

extension CGFloat {
    static func grid(_ n: Int) -> Self { Self(n) * 4 }
}

#Preview {
    VStack {
        Color.red.frame(width: 10, height: 10).padding(.vertical, .grid(1) / 2)
        Color.blue.frame(width: 2 * .grid(10), height: .grid(5) + 1)
    }
}
