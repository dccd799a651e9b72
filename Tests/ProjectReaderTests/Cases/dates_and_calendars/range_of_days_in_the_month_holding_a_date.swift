// `Calendar.range(of: .day, in: .month, for: date)`: the days of the month holding the date, a
// half-open range from 1, so a month grid makes one cell per day; `.month in .year` is 1..<13.
// source: Apple docs, `Calendar.range(of:in:for:)` ("the range of absolute time values that a
// source: smaller calendar component can take on in a larger calendar component"); swiftc 6.3
// source: with Foundation prints 1..<30 for February 2024, 1..<32 for March and 1..<13 for months.
// source: widths: 29 days × 2 = 58, 31 × 2 = 62, 12 months × 2 = 24; 2024 has 366 days.
// expect: no diagnostic
// expect: Color[*].width == [58, 62, 24, 366]
import SwiftUI

struct MonthLengths: View {
    let calendar = Calendar.current

    func date(_ month: Int) -> Date {
        calendar.date(from: DateComponents(year: 2024, month: month, day: 10))!
    }

    var body: some View {
        VStack {
            Color.red.frame(width: CGFloat(calendar.range(of: .day, in: .month, for: date(2))!.count * 2), height: 4)
            Color.red.frame(width: CGFloat((calendar.range(of: .day, in: .month, for: date(3))?.count ?? 0) * 2), height: 4)
            Color.red.frame(width: CGFloat(calendar.range(of: .month, in: .year, for: date(3))!.count * 2), height: 4)
            Color.red.frame(width: CGFloat(calendar.range(of: .day, in: .year, for: date(7))!.upperBound - 1), height: 4)
        }
    }
}

#Preview { MonthLengths() }
