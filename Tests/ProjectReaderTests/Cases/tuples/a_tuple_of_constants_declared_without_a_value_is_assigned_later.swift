// `let (start, end): (CGFloat, CGFloat)` declares two constants without a value; each branch of
// the `if` assigns both once before they are read. A `var` tuple of optionals starts as nil, as
// `var x: Int?` does. A star field generator picks each star's path this way.
// source: The Swift Programming Language, "Constant Declaration" (a constant may be assigned
// source: once, later) and "Tuple Pattern"; swiftc 6 on Linux compiled `let (a, b): (Int, String)`
// source: assigned in both branches of an `if`, and printed "nil" for `d` of `var (c, d): (Int?,
// source: String?)` never assigned.
// source: widths: i = 2 < 3 takes the first branch: start 20, end 50, so 50 - 20 = 30; the
// source: untouched optional gives its `?? 7`.
// expect: no error
// expect: Color[*].width == [30, 7]
import SwiftUI

struct StarPath: View {
    let index = 2

    var span: CGFloat {
        let (start, end): (CGFloat, CGFloat)
        if index < 3 {
            start = CGFloat(index) * 10
            end = 50
        } else {
            start = 0
            end = 10
        }
        return end - start
    }

    var fallback: CGFloat {
        var (picked, unused): (CGFloat?, CGFloat?)
        if index > 5 { picked = 1 }
        return (unused ?? picked) ?? 7
    }

    var body: some View {
        VStack {
            Color.blue.frame(width: span, height: 4)
            Color.red.frame(width: fallback, height: 4)
        }
    }
}

#Preview { StarPath() }
