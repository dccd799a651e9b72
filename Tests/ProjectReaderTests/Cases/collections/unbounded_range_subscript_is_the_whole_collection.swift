// The unbounded range operator written alone as a subscript's argument (`items[...]`) is a
// slice of the whole collection, for arrays and strings; a partial range (`items[1...]`) starts
// at its bound.
// source: Swift standard library, UnboundedRange ("numbers[...]" is a slice of the entire
// source: collection) and RangeExpression subscripts of Array and String.
// source: texts: 3 passed + 2 upcoming = 5 slots, all 3 of "a b c"; "Lab" whole, 2 from index 1.
// expect: no diagnostic
// expect: Text[*].text == ["5 3", "Lab 2"]
import SwiftUI

struct SlotSummary: View {
    let passed = ["a", "b", "c"]
    let upcoming = ["d", "e"]
    let room = "Lab"

    var body: some View {
        let visible = passed[...] + upcoming
        VStack {
            Text("\(visible.count) \(passed[...].count)")
            Text("\(String(room[...])) \(room[room.index(after: room.startIndex)...].count)")
        }
    }
}

#Preview {
    SlotSummary()
}
