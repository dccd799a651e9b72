/// `Calendar.isDate(_:equalTo:toGranularity:)` (Apple docs: "Compares the given dates down to the
/// given component, reporting them equal if they are the same in the given component and all
/// larger components"). Checked against Foundation (swiftc with Foundation, Gregorian in UTC,
/// `firstWeekday` 1): `.weekOfYear` is the week that starts on the calendar's first weekday, across
/// a year's end (Sunday 2023-12-31 is in Monday 2024-01-01's week, Saturday 2023-12-30 and Sunday
/// 2024-01-07 are not); `.weekday` compares as `.day`; each other component compares it and every
/// larger one (era, year, month, day, hour, minute, second). `.yearForWeekOfYear` is refused with
/// an error naming it rather than guessed.
extension GregorianUTC {
    /// Whether `first` and `second` are the same down to `granularity`; nil for a component not
    /// answered here.
    func isSame(_ first: Double, _ second: Double, toGranularity granularity: Field) -> Bool? {
        switch granularity {
        case .weekOfYear:
            return startOfWeek(first) == startOfWeek(second)
        case .nanosecond:
            return first == second
        case .yearForWeekOfYear:
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
        let weekday = Self.parts(of: seconds)[.weekday] ?? firstWeekday
        return Self.startOfDay(seconds) - Double((weekday - firstWeekday + 7) % 7) * 86_400
    }
}
