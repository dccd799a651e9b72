/// `Calendar.Component` as a real enum, so a component stored in a variable, property or
/// collection (`let unit: Calendar.Component = .day`, `var units: [Calendar.Component]`,
/// `switch unit { case .hour: … }`) is a value of a known type rather than an implicit member no
/// context resolves. Its cases are Foundation's (Apple docs, "Calendar.Component": `era`, `year`,
/// `month`, `day`, `hour`, `minute`, `second`, `weekday`, `weekdayOrdinal`, `quarter`,
/// `weekOfMonth`, `weekOfYear`, `yearForWeekOfYear`, `nanosecond`, `calendar`, `timeZone`,
/// `isLeapMonth`, `isRepeatedDay`, `dayOfYear`). A calendar method reads a case by its name
/// (`calendarField`); one the Gregorian calendar here does not compute (`quarter`) is an error
/// there, as before.
extension Interpreter {
    static let calendarComponentCases = ["era", "year", "month", "day", "hour", "minute", "second", "weekday", "weekdayOrdinal",
                                         "quarter", "weekOfMonth", "weekOfYear", "yearForWeekOfYear", "nanosecond", "calendar",
                                         "timeZone", "isLeapMonth", "isRepeatedDay", "dayOfYear"]

    func registerCalendarComponent(calendar: TypeInfo) {
        let type = declareType("Calendar.Component", kind: .enumType)
        type.conformances = ["Hashable", "Equatable", "Sendable"]
        for name in Self.calendarComponentCases { type.addCase(EnumCase(name: name)) }
        calendar.nestedTypes["Component"] = type
    }
}
