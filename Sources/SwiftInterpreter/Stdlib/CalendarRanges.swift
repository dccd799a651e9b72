/// `Calendar.range(of:in:for:)`: the values a smaller component takes within the larger one that
/// holds the date, as a half-open range (`range(of: .day, in: .month, for: date)` is `1..<32` in
/// March, `1..<30` in a leap February). A month view lays out one cell per day of that range.
///
/// The pairs answered are the Gregorian calendar's fixed ones; their bounds were checked against
/// Foundation (swiftc 6.3 with Foundation, Gregorian in UTC): day in month and in year, month in
/// year, hour in day, minute in hour, second in minute, weekday in week and in month, and the
/// weeks of a month (`CalendarWeeks.swift`: 1 to the week of its last day, counted from the
/// calendar's `firstWeekday`). Another pair (weeks of a year, which Foundation answers `1..<54`
/// whatever the year, or one Foundation answers nil, as day in week) is refused with an error
/// naming it rather than guessed.
extension Interpreter {
    func registerCalendarRanges(calendar: TypeInfo) {
        calendar.addMethod("range", calendarMethod("range", labels: ["of", "in", "for"]) { interpreter, selfValue, arguments in
            let smaller = try interpreter.calendarField(arguments.labelled("of"))
            let larger = try interpreter.calendarField(arguments.labelled("in"))
            let seconds = try interpreter.calendarDate(arguments.labelled("for"))
            let gregorian = GregorianUTC.of(selfValue)
            let weeks = smaller == .weekOfMonth && larger == .month ? gregorian.weeksOfMonth(at: seconds) : nil
            guard let bounds = weeks ?? GregorianUTC.range(of: smaller, in: larger, at: seconds) else {
                throw RuntimeError(.invalid, "'range(of: .\(smaller.rawValue), in: .\(larger.rawValue), for:)' is not modelled by LayoutLens",
                                   at: interpreter.currentRange)
            }
            return .optional(.range(RangeValue(lower: .int(bounds.lowerBound), upper: .int(bounds.upperBound), isClosed: false)))
        })
    }
}

extension GregorianUTC {
    /// The values `smaller` takes within the `larger` component holding `seconds`, or nil for a
    /// pair not answered here.
    static func range(of smaller: Field, in larger: Field, at seconds: Double) -> Range<Int>? {
        let (days, _) = split(seconds)
        let (year, month, _) = civil(fromDays: days)
        switch (smaller, larger) {
        case (.day, .month):
            let next = month == 12 ? (year + 1, 1) : (year, month + 1)
            return 1..<(Self.days(year: next.0, month: next.1, day: 1) - Self.days(year: year, month: month, day: 1) + 1)
        case (.day, .year):
            return 1..<(Self.days(year: year + 1, month: 1, day: 1) - Self.days(year: year, month: 1, day: 1) + 1)
        case (.month, .year): return 1..<13
        case (.hour, .day): return 0..<24
        case (.minute, .hour), (.second, .minute): return 0..<60
        case (.weekday, .weekOfYear), (.weekday, .month): return 1..<8
        default: return nil
        }
    }
}
