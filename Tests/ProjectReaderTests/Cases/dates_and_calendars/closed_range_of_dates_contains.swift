// `(start...end).contains(date)`: a range of dates is no sequence, but `contains(_:)` needs only
// `Comparable` bounds, so a chart filtering its data by period reads it; a predicate walks the
// elements of a countable range.
// source: Swift standard library, "ClosedRange.contains(_:)"; swiftc 6 prints true, false, true,
// source: false for the four questions below. Widths: 10 (inside), 20 (outside), 30, 40.
// expect: no error
// expect: Color.width == 10
// expect: Color[1].width == 20
// expect: Color[2].width == 30
// expect: Color[3].width == 40
import SwiftUI

struct Period: View {
    let period = Date(timeIntervalSince1970: 0)...Date(timeIntervalSince1970: 100)

    var body: some View {
        VStack {
            Color.red.frame(width: period.contains(Date(timeIntervalSince1970: 50)) ? 10 : 0, height: 10)
            Color.red.frame(width: period.contains(Date(timeIntervalSince1970: 150)) ? 0 : 20, height: 10)
            Color.red.frame(width: (1...5).contains { $0 > 4 } ? 30 : 0, height: 10)
            Color.red.frame(width: (1..<5).contains(5) ? 0 : 40, height: 10)
        }
    }
}

#Preview { Period() }
