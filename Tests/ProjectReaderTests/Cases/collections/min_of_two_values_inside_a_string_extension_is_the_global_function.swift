// Inside `extension String`, `min(count, wanted)` finds the string's own `min()` by name, which
// takes no value, so Swift's type checker tries the outer candidates and calls the standard
// library's global `min(_:_:)`; `max` alike. The string's `min()` is still its least character.
// source: Apple docs, `Sequence.min()` and `min(by:)`, and the global `min(_:_:)`; swiftc 6.3
// source: runs the same extension and prints 4, 5 and "x".
// source: widths: min(6, 4) × 10 = 40 and max(2, 5) × 10 = 50.
// expect: no diagnostic
// expect: Color[*].width == [40, 50]
// expect: Text.text == "x"
import SwiftUI

extension String {
    func prefixLength(_ wanted: Int) -> Int { min(count, wanted) }
    func longest(_ other: Int) -> Int { max(self.count, other) }
}

struct LengthBars: View {
    var body: some View {
        VStack {
            Color.red.frame(width: CGFloat("abcdef".prefixLength(4) * 10), height: 10)
            Color.red.frame(width: CGFloat("ab".longest(5) * 10), height: 10)
            Text(String("xyz".min()!))
        }
    }
}

#Preview { LengthBars() }
