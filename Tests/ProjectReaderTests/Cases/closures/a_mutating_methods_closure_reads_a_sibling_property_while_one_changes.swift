// In a struct's `mutating` method, `order.sort { … self.weight … }` changes one stored property
// in place while its closure reads another; Swift allows it (distinct stored properties of a
// struct in an `inout` self do not overlap), so the closure reads the sibling's value, and the
// struct keeps its other properties meanwhile.
// source: The Swift Programming Language, "Memory Safety" ("Conflicting Access to Properties");
// source: swiftc 6.3.1 on Linux compiled this struct (with `typealias CGFloat = Double`) and
// source: printed "[3.0, 2.0]" for `order` and "[3.0, 3.0, 2.0]" for `kept` after `arrange()`.
// source: widths: order sorted descending is [3, 2, 1], without those under 2 [3, 2]; kept is
// source: [3] then 3 and 2: (3 + 3 + 2) × 10 = 80.
// expect: no error
// expect: Color.width == 80
import SwiftUI

struct Stack {
    var weight: CGFloat = 2
    var order: [CGFloat] = [3, 1, 2]
    var kept: [CGFloat] = [3]

    mutating func arrange() {
        order.sort { a, b in a * self.weight > b * weight }
        order.removeAll { $0 < weight }
        kept.append(contentsOf: order.filter { $0 >= self.weight })
    }
}

struct StackBar: View {
    var body: some View {
        var stack = Stack()
        stack.arrange()
        return Color.red.frame(width: stack.kept.reduce(0, +) * 10, height: 5)
    }
}

#Preview { StackBar() }
