// A closure's shorthand parameter passed in-out (`double(&$0)` inside a closure taking
// `inout Int`) is written back like any in-out argument, unlike a projected value (`&$title`),
// whose publisher the callee subscribes to.
// source: the Swift book, "In-Out Parameters" (the value is copied back when the function
// source: returns); checked with swiftc: `Counter().doubleAll()` gives [2, 4, 6].
// source: widths 2 × 10, 4 × 10, 6 × 10.
// expect: no diagnostic
// expect: Color[*].width == [20, 40, 60]
import SwiftUI

func double(_ value: inout Int) { value *= 2 }

struct Counter {
    var values = [1, 2, 3]
    mutating func doubleAll() {
        for index in values.indices { update(&values[index]) { double(&$0) } }
    }
    func update(_ value: inout Int, _ change: (inout Int) -> Void) { change(&value) }
}

struct CounterBars: View {
    var body: some View {
        var counter = Counter()
        counter.doubleAll()
        return HStack(spacing: 0) {
            ForEach(counter.values, id: \.self) { value in
                Color.red.frame(width: CGFloat(value * 10), height: 10)
            }
        }
    }
}
#Preview { CounterBars() }
