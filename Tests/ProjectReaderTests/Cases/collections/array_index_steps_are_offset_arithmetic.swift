// An array's indices are its offsets, so `index(_:offsetBy:)`, `index(after:)`,
// `index(before:)` and `distance(from:to:)` are arithmetic, and `index(_:offsetBy:limitedBy:)`
// is nil when the limit lies ahead of the destination in the direction of travel. An extension
// that clamps with it (`index(_:offsetBy:boundedBy:)`, a label the standard library does not
// use) calls the standard library's method, not itself.
// source: Swift standard library, Array (RandomAccessCollection, Index == Int) and
// source: index(_:offsetBy:limitedBy:) ("nil if the resulting index would be beyond limit");
// source: swiftc 6.3 prints nil, Optional(5), nil, Optional(1), 4, -1, 2 for the same calls on
// source: [1, 2, 3, 4] in /tmp, and 2 for a string's limited step of 2.
// source: texts: 0 + 10 passes the bound 4 → 4; 4 − 3 = 1 stays above the bound 0; 0 + 2 = 2;
// source: limited 3 + 2 with the limit 1 behind → 5; after 3 → 4; before 0 → −1; 3 − 1 = 2.
// expect: no diagnostic
// expect: Text[*].text == ["4 1 2", "nil 5 4 -1 2", "2 nil"]
import SwiftUI

extension Array {
    func index(_ index: Index, offsetBy offset: Int, boundedBy bound: Index) -> Index {
        self.index(index, offsetBy: offset, limitedBy: bound) ?? bound
    }
}

struct SeatMap: View {
    let seats = [1, 2, 3, 4]
    let name = "hello"

    var body: some View {
        VStack {
            Text("\(seats.index(seats.startIndex, offsetBy: 10, boundedBy: seats.endIndex)) \(seats.index(seats.endIndex, offsetBy: -3, boundedBy: seats.startIndex)) \(seats.index(0, offsetBy: 2))")
            Text("\(seats.index(0, offsetBy: 10, limitedBy: 4).map(String.init) ?? "nil") \(seats.index(3, offsetBy: 2, limitedBy: 1) ?? 0) \(seats.index(after: 3)) \(seats.index(before: 0)) \(seats.distance(from: 1, to: 3))")
            Text("\(name.distance(from: name.startIndex, to: name.index(name.startIndex, offsetBy: 2, limitedBy: name.endIndex)!)) \(name.index(name.startIndex, offsetBy: 9, limitedBy: name.endIndex) == nil ? "nil" : "some")")
        }
    }
}

#Preview {
    SeatMap()
}
