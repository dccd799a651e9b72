// A dictionary literal's tuple values take the labels their declared value type gives, through a
// `typealias` too (`[Int: Spec]` with `typealias Spec = (name: String, size: CGFloat)`), as a
// `let` and an array's elements do, so `specs[2]!.size` reads the second member.
// source: the Swift book, "Type Alias Declaration" (an alias is another name for its type) and
// source: "Tuple Type"; swiftc 6.3 runs the same literal and prints 30.0 for `specs[2]!.size`.
// source: widths: 24 and 30, the values' sizes.
// expect: no diagnostic
// expect: Color[*].width == [24, 30]
import SwiftUI

typealias Spec = (name: String, size: CGFloat)

let specs: [Int: Spec] = [1: ("Inter", 24), 2: ("Inter", 30)]

struct SpecBars: View {
    var body: some View {
        VStack {
            Color.red.frame(width: specs[1]!.size, height: 10)
            Color.red.frame(width: specs[2]!.size, height: 10)
        }
    }
}

#Preview { SpecBars() }
