// Two literals combined where a `Ratio` is expected, with `typealias Ratio = Double`, are
// `Double` literals: `7 / 2` divides as `Double` does, not as `Int`.
// source: The Swift Programming Language, "Type Alias Declaration" (an alias is another name for
// source: an existing type); swiftc 6 on Linux: `typealias Ratio = Double; let half: Ratio = 7 / 2;
// source: print(half)` prints 3.5 (Int division would give 3).
// expect: no diagnostic
// expect: Color.size == 3.5×5
import SwiftUI

typealias Ratio = Double

struct Half: View {
    var body: some View {
        let half: Ratio = 7 / 2
        Color.red.frame(width: CGFloat(half), height: 5)
    }
}

#Preview { Half() }
