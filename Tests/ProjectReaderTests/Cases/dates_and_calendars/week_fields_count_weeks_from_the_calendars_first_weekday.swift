// The week-based calendar components (Apple docs, "Calendar.Component": `weekOfMonth`,
// `weekOfYear`, `yearForWeekOfYear`, `weekdayOrdinal`) count weeks that start on the calendar's
// `firstWeekday`, the week holding the 1st being week 1: a week that straddles New Year is week 1
// of the next week-based year, and a month starting on a Friday spans six Sunday weeks.
// source: Foundation with swiftc 6.3 (swift-corelibs-foundation, Gregorian in UTC, firstWeekday 1) prints these for the same dates.
// source: 2024-03-15 is 1_704_067_200 + (31 + 29 + 14) × 86_400 = 1_710_460_800 s, a Friday; March 1st is a Friday,
// source: so its Sunday weeks are 1–2, 3–9, 10–16, 17–23, 24–30, 31: the 15th is in week 3, the month spans 1..<7 (6 weeks),
// source: and the 15th is March's third Friday ((15 − 1) / 7 + 1 = 3).
// source: 2023-12-31 (1_704_067_200 − 86_400 = 1_703_980_800 s) is a Sunday: its week holds 2024-01-01, week 1 of 2024.
// source: 2024-06-30 (1_704_067_200 + 181 × 86_400 = 1_719_705_600 s) is a Sunday; week 1 of 2024 starts on 2023-12-31,
// source: 182 days earlier: 182 / 7 + 1 = week 27.
// source: February 29th 2024 (1_709_164_800 s) is a Thursday: its week, as `.weekOfMonth`, runs from Sunday the 25th.
// expect: no error
// expect: Text[*].text == ["week 3 of 6", "Friday 3", "week 1 of 2024", "week 27", "from the 25th"]
import SwiftUI

struct WeekSummary: View {
    let calendar = Calendar.current

    var body: some View {
        let ides = Date(timeIntervalSince1970: 1_710_460_800)
        let newYearsEve = calendar.dateComponents([.weekOfYear, .yearForWeekOfYear], from: Date(timeIntervalSince1970: 1_703_980_800))
        let weeks = calendar.range(of: .weekOfMonth, in: .month, for: ides)
        let leapWeek = calendar.dateInterval(of: .weekOfMonth, for: Date(timeIntervalSince1970: 1_709_164_800))
        VStack {
            Text("week \(calendar.component(.weekOfMonth, from: ides)) of \(weeks?.count ?? 0)")
            Text("Friday \(calendar.component(.weekdayOrdinal, from: ides))")
            Text("week \(newYearsEve.weekOfYear ?? 0) of \(String(newYearsEve.yearForWeekOfYear ?? 0))")
            Text("week \(calendar.component(.weekOfYear, from: Date(timeIntervalSince1970: 1_719_705_600)))")
            Text("from the \(calendar.component(.day, from: leapWeek?.start ?? ides))th")
        }
    }
}

#Preview {
    WeekSummary()
}
