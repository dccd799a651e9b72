/// `Calendar.dateInterval(of:for:)` and the `DateInterval` it gives (Apple docs: "Returns the
/// starting time and duration of a given calendar component that contains a given date"; a
/// `DateInterval` has a `start`, an `end` and a `duration` in seconds, `end = start + duration`).
/// A week or month view reads `calendar.dateInterval(of: .weekOfYear, for: today)?.start` for its
/// first day.
///
/// The units answered are whole units of this calendar (Gregorian, UTC): second, minute, hour,
/// day, the week starting on `firstWeekday` (as `isDate(_:equalTo:toGranularity: .weekOfYear)`
/// takes it, `CalendarGranularity.swift`; `.weekOfMonth` is the same whole week, not cut at the
/// month's end: Foundation gives 2024-02-25 to 2024-03-03 for February 29th), month, year and the
/// week-based year (week 1 to the next year's week 1: 2023-12-31 to 2024-12-29); the interval ends
/// where the next unit starts. Another unit (era, nanosecond, weekday ordinal, day of year) is
/// refused with an error naming it rather than guessed.
extension Interpreter {
    func registerCalendarDateIntervals(calendar: TypeInfo) {
        let interval = registerNativeType("DateInterval")
        func bounds(_ value: Value) -> DateIntervalPayload? {
            guard case let .native(native) = value else { return nil }
            return native.payload as? DateIntervalPayload
        }
        for (name, read) in [("start", { (bounds: DateIntervalPayload) in bounds.start }), ("end", { $0.end })] {
            interval.computedProperties[name] = ComputedProperty(getter: .native(name) { interpreter, selfValue, _ in
                guard let payload = bounds(selfValue) else { return .nil }
                return interpreter.nativeValue("Date", read(payload))
            })
        }
        interval.computedProperties["duration"] = ComputedProperty(getter: .native("duration") { _, selfValue, _ in
            guard let payload = bounds(selfValue) else { return .double(0) }
            return .double(payload.end - payload.start)
        })
        // `DateInterval(start:end:)`, `DateInterval(start:duration:)`: an end before the start
        // (a negative duration) is refused, as Foundation's precondition refuses it (Apple docs,
        // `init(start:end:)`: "end must be later than or equal to start").
        func made(_ start: Double, _ end: Double, _ interpreter: Interpreter) throws -> Value {
            guard end >= start else {
                throw RuntimeError(.invalid, "a DateInterval's end must not be before its start", at: interpreter.currentRange)
            }
            return interpreter.nativeValue("DateInterval", DateIntervalPayload(start: start, end: end))
        }
        interval.initializers.append(.native("init", labels: ["start", "end"]) { interpreter, _, arguments in
            try made(try interpreter.calendarDate(arguments.labelled("start")), try interpreter.calendarDate(arguments.labelled("end")), interpreter)
        })
        interval.initializers.append(.native("init", labels: ["start", "duration"]) { interpreter, _, arguments in
            let start = try interpreter.calendarDate(arguments.labelled("start"))
            return try made(start, start + (arguments.labelled("duration")?.asDouble ?? 0), interpreter)
        })
        // `contains(_:)`: "Indicates whether this interval contains the given date" — both ends
        // included (Apple docs, `DateInterval.contains(_:)`: start ≤ date ≤ end).
        interval.addMethod("contains", .native("contains") { interpreter, selfValue, arguments in
            guard let payload = bounds(selfValue) else { return .bool(false) }
            let date = try interpreter.calendarDate(arguments.first?.value)
            return .bool(payload.start <= date && date <= payload.end)
        })
        calendar.addMethod("dateInterval", calendarMethod("dateInterval", labels: ["of", "for"]) { interpreter, selfValue, arguments in
            let unit = try interpreter.calendarField(arguments.labelled("of"))
            let seconds = try interpreter.calendarDate(arguments.labelled("for"))
            let gregorian = GregorianUTC.of(selfValue)
            guard let found = gregorian.interval(of: unit, containing: seconds) else {
                throw RuntimeError(.invalid, "'dateInterval(of: .\(unit.rawValue), for:)' is not modelled by LayoutLens", at: interpreter.currentRange)
            }
            return .optional(interpreter.nativeValue("DateInterval", found))
        })
    }
}

/// A `DateInterval`'s two ends, in seconds since 1970.
struct DateIntervalPayload: Equatable {
    var start: Double
    var end: Double
}

extension GregorianUTC {
    /// The whole `unit` holding `seconds`, from its start to the next one's; nil for a unit not
    /// answered here.
    func interval(of unit: Field, containing seconds: Double) -> DateIntervalPayload? {
        let start: Double
        switch unit {
        case .second: start = seconds.rounded(.down)
        case .minute: start = (seconds / 60).rounded(.down) * 60
        case .hour: start = (seconds / 3_600).rounded(.down) * 3_600
        case .day, .weekday: start = Self.startOfDay(seconds)
        case .weekOfYear, .weekOfMonth: start = startOfWeek(seconds)
        case .yearForWeekOfYear:
            // From week 1 of the week-based year to week 1 of the next (`CalendarWeeks.swift`).
            let year = Self.parts(of: seconds, firstWeekday: firstWeekday)[.yearForWeekOfYear] ?? 1970
            let firstWeek = { (year: Int) -> Double in self.startOfWeek(Double(Self.days(year: year, month: 1, day: 1)) * 86_400) }
            return DateIntervalPayload(start: firstWeek(year), end: firstWeek(year + 1))
        case .month, .year:
            let (year, month, _) = Self.civil(fromDays: Self.split(seconds).days)
            start = Double(Self.days(year: year, month: unit == .month ? month : 1, day: 1)) * 86_400
        case .era, .nanosecond, .weekdayOrdinal, .dayOfYear: return nil
        }
        return DateIntervalPayload(start: start, end: Self.adding(1, unit == .weekday ? .day : unit, to: start))
    }
}
