/// The week-based fields of `Calendar.Component` (Apple docs, "Calendar.Component":
/// `weekOfMonth`, `weekOfYear`, `yearForWeekOfYear`, `weekdayOrdinal`, `dayOfYear`) for the
/// Gregorian calendar with `minimumDaysInFirstWeek` 1, as `Calendar(identifier: .gregorian)`
/// has it: a week starts on the calendar's `firstWeekday`, and the week holding the first day of
/// a month or year is its week 1, so a week that straddles New Year is week 1 of the new
/// week-based year (`yearForWeekOfYear`). Checked against Foundation (swiftc 6.3 with
/// swift-corelibs-foundation, Gregorian in UTC), `firstWeekday` 1 and 2: Sunday 2023-12-31 is week
/// 6 of December but week 1 of 2024; Sunday 2024-06-30 is week 27 of 2024; Friday 2024-03-15 is
/// week 3 of March and its third Friday (`weekdayOrdinal` 3); Monday 2026-11-30 is day 334 of the
/// year; weeks starting Monday put Sunday 2023-12-31 in week 53 of 2023.
extension GregorianUTC {
    /// The week-based fields of a day counted from 1970-01-01.
    static func weekFields(ofDay days: Int, firstWeekday: Int) -> [Field: Int] {
        let (year, _, day) = civil(fromDays: days)
        let weekStart = days - daysIntoWeek(days, firstWeekday: firstWeekday)
        // The week holding January 1st is week 1 of the year its last day is in.
        let yearOfWeek = civil(fromDays: weekStart + 6).year
        let januaryFirst = Self.days(year: yearOfWeek, month: 1, day: 1)
        let firstWeekStart = januaryFirst - daysIntoWeek(januaryFirst, firstWeekday: firstWeekday)
        let firstOfMonth = days - (day - 1)
        return [.weekOfYear: (weekStart - firstWeekStart) / 7 + 1,
                .yearForWeekOfYear: yearOfWeek,
                .weekOfMonth: (day - 1 + daysIntoWeek(firstOfMonth, firstWeekday: firstWeekday)) / 7 + 1,
                .weekdayOrdinal: (day - 1) / 7 + 1,
                .dayOfYear: days - Self.days(year: year, month: 1, day: 1) + 1]
    }

    /// Days from the start of the week (on `firstWeekday`) to the day: 0 … 6.
    static func daysIntoWeek(_ days: Int, firstWeekday: Int) -> Int {
        ((weekday(ofDay: days) - firstWeekday) % 7 + 7) % 7
    }

    /// The weeks a month holds (`range(of: .weekOfMonth, in: .month, for:)`): from 1 to the week
    /// of its last day (March 2024, starting on a Friday, spans `1..<7` with Sunday weeks).
    func weeksOfMonth(at seconds: Double) -> Range<Int> {
        let days = Self.split(seconds).days
        let (year, month, _) = Self.civil(fromDays: days)
        let next = month == 12 ? (year + 1, 1) : (year, month + 1)
        let lastDay = Self.days(year: next.0, month: next.1, day: 1) - 1
        return 1..<((Self.weekFields(ofDay: lastDay, firstWeekday: firstWeekday)[.weekOfMonth] ?? 1) + 1)
    }
}
