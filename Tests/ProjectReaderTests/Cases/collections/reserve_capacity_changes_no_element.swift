// `reserveCapacity(_:)` of an array, a dictionary and a set makes room ahead and changes none of
// their elements: counts 2, 1 and 3 after it, as before.
// source: Swift standard library, `Array.reserveCapacity(_:)`, `Dictionary.reserveCapacity(_:)`,
// source: `Set.reserveCapacity(_:)` ("Reserves enough space to store the specified number of
// source: elements"); widths 2 × 10, 1 × 10, 3 × 10.
// expect: no diagnostic
// expect: Color[*].width == [20, 10, 30]
import SwiftUI

struct Tally {
    static func counts() -> [Int] {
        var names = ["a", "b"]
        names.reserveCapacity(64)
        var totals: [String: Int] = ["a": 1]
        totals.reserveCapacity(64)
        var seen: Set<Int> = [1, 2, 3]
        seen.reserveCapacity(64)
        return [names.count, totals.count, seen.count]
    }
}

struct TallyBars: View {
    var body: some View {
        VStack(spacing: 0) {
            ForEach(Tally.counts(), id: \.self) { count in
                Color.green.frame(width: CGFloat(count * 10), height: 4)
            }
        }
    }
}
#Preview { TallyBars() }
