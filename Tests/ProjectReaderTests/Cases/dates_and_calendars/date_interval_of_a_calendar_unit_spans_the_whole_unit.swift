// `calendar.dateInterval(of:for:)` gives the whole calendar unit holding the date (Apple docs:
// "Returns the starting time and duration of a given calendar component that contains a given
// date"): a month view reads the month's length from its duration and the first day of the week
// from the week's start.
// source: 2024-03-01 00:00 UTC is 1_709_251_200 s (2024-01-01 is 1_704_067_200, plus 31 + 29 days
// source: × 86_400 s); fourteen days later is Friday 2024-03-15.
// source: March has 31 days, so the month's duration is 31 × 86_400 s; it ends where April starts (month 4).
// source: Calendar.firstWeekday is 1 (Sunday, Apple docs), so the week of Friday the 15th starts on Sunday the 10th.
// expect: no error
// expect: Text[*].text == ["31 days", "ends in month 4", "week from the 10th"]
import SwiftUI

struct MonthSummary: View {
    let calendar = Calendar.current
    let date = Date(timeIntervalSince1970: 1_709_251_200 + 14 * 86_400)

    var body: some View {
        let month = calendar.dateInterval(of: .month, for: date)
        let week = calendar.dateInterval(of: .weekOfYear, for: date)
        VStack {
            Text("\(Int((month?.duration ?? 0) / 86_400)) days")
            Text("ends in month \(calendar.component(.month, from: month?.end ?? date))")
            Text("week from the \(calendar.component(.day, from: week?.start ?? date))th")
        }
    }
}

#Preview {
    MonthSummary()
}
