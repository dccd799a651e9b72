/// `Calendar.isDate(_:equalTo:toGranularity:)` (Apple docs: "Compares the given dates down to the
/// given component, reporting them equal if they are the same in the given component and all
/// larger components"). Checked against Foundation (swiftc with Foundation, Gregorian in UTC,
/// `firstWeekday` 1): `.weekOfYear` is the week that starts on the calendar's first weekday, across
/// a year's end (Sunday 2023-12-31 is in Monday 2024-01-01's week, Saturday 2023-12-30 and Sunday
/// 2024-01-07 are not); `.weekOfMonth` is that week within one month (Sunday 2024-03-31 and Monday
/// 2024-04-01 are not the same); `.weekday` compares as `.day`; each other component compares it and every
/// larger one (era, year, month, day, hour, minute, second). `.yearForWeekOfYear`, `.weekdayOrdinal`
/// and `.dayOfYear` are refused with an error naming them rather than guessed.
extension GregorianUTC {
    /// Whether `first` and `second` are the same down to `granularity`; nil for a component not
    /// answered here.
    func isSame(_ first: Double, _ second: Double, toGranularity granularity: Field) -> Bool? {
        switch granularity {
        case .weekOfYear:
            return startOfWeek(first) == startOfWeek(second)
        case .weekOfMonth:
            // The same week of the same month: Foundation says no for Sunday 2024-03-31 and
            // Monday 2024-04-01, one `.weekOfYear`.
            let (a, b) = (Self.parts(of: first), Self.parts(of: second))
            return startOfWeek(first) == startOfWeek(second) && a[.year] == b[.year] && a[.month] == b[.month]
        case .nanosecond:
            return first == second
        case .yearForWeekOfYear, .weekdayOrdinal, .dayOfYear:
            return nil
        case .era, .year, .month, .day, .weekday, .hour, .minute, .second:
            let last: Field = granularity == .weekday ? .day : granularity
            let (a, b) = (Self.parts(of: first), Self.parts(of: second))
            for field in [Field.era, .year, .month, .day, .hour, .minute, .second] {
                if a[field] != b[field] { return false }
                if field == last { break }
            }
            return true
        }
    }

    /// Midnight of the day, on or before `seconds`, that is the calendar's first weekday.
    func startOfWeek(_ seconds: Double) -> Double {
        let days = Self.split(seconds).days
        return Double(days - Self.daysIntoWeek(days, firstWeekday: firstWeekday)) * 86_400
    }
}
