/// Foundation's `Calendar` for the fixed dates `Date()` gives: the Gregorian calendar in UTC, so
/// every run and every machine reads the same hour from the same date (`Calendar.current` on a
/// device uses its time zone; a view file laid out here has none). `component(_:from:)`,
/// `dateComponents(_:from:)` (week-based fields: `CalendarWeeks.swift`), `dateComponents(_:from:to:)`
/// (`CalendarDifferences.swift`), `date(byAdding:value:to:)`, `date(bySettingHour:minute:second:of:)`,
/// `startOfDay(for:)`, `range(of:in:for:)` (`CalendarRanges.swift`), `dateInterval(of:for:)`
/// (`CalendarDateIntervals.swift`), the same-day questions
/// (`isDateInToday`) and `isDate(_:equalTo:toGranularity:)` (`CalendarGranularity.swift`) are what
/// view code asks of it.
extension Interpreter {
    func registerCalendar() {
        let calendar = registerNativeType("Calendar")
        // Made when asked, in the interpreter asking: the registered types are copied into each
        // file's interpreter, and a value made here would carry the original's type.
        for name in ["current", "autoupdatingCurrent"] {
            calendar.staticComputed[name] = ComputedProperty(getter: .native(name) { interpreter, _, _ in
                interpreter.nativeValue("Calendar", GregorianUTC())
            })
        }
        calendar.initializers.append(.native("init") { interpreter, _, _ in interpreter.nativeValue("Calendar", GregorianUTC()) })
        registerTimeZone(calendar: calendar)
        registerCalendarSymbols(calendar: calendar)
        registerCalendarComponent(calendar: calendar)
        registerCalendarRanges(calendar: calendar)
        registerCalendarDateSequences(calendar: calendar)
        registerCalendarDateIntervals(calendar: calendar)
        let components = registerNativeType("DateComponents")
        for field in GregorianUTC.Field.allCases {
            // `components.hour = 9`: its fields are `var`s.
            let setter = Function.native(field.rawValue, mutating: true) { interpreter, selfValue, arguments in
                guard case let .native(native) = selfValue, var payload = native.payload as? DateComponentsPayload else { return .void }
                switch arguments.first?.value {
                case let .int(number)?, let .optional(.int(number)?)?: payload.parts[field] = number
                default: payload.parts[field] = nil
                }
                selfValue = interpreter.nativeValue("DateComponents", payload)
                return .void
            }
            components.computedProperties[field.rawValue] = ComputedProperty(getter: .native(field.rawValue) { _, selfValue, _ in
                guard case let .native(native) = selfValue, let payload = native.payload as? DateComponentsPayload,
                      let value = payload.parts[field] else { return .nil }
                return .some(.int(value))
            }, setter: setter)
        }
        // `DateComponents(calendar: .current, year: 2026, month: 1, day: 20, hour: 10)`: the fields
        // given; `.date` is that moment when a calendar is given (missing fields are the start).
        components.initializers.append(.native("init") { interpreter, _, arguments in
            var parts: [GregorianUTC.Field: Int] = [:]
            for argument in arguments {
                if let label = argument.label, let field = GregorianUTC.Field(rawValue: label), let number = argument.value.asInt {
                    parts[field] = number
                }
            }
            let hasCalendar = arguments.contains { $0.label == "calendar" }
            return interpreter.nativeValue("DateComponents", DateComponentsPayload(parts: parts, hasCalendar: hasCalendar))
        })
        components.computedProperties["date"] = ComputedProperty(getter: .native("date") { interpreter, selfValue, _ in
            guard case let .native(native) = selfValue, let payload = native.payload as? DateComponentsPayload,
                  payload.hasCalendar else { return .nil }
            return .some(interpreter.nativeValue("Date", GregorianUTC.seconds(of: payload.parts)))
        })
        calendar.addMethod("component", calendarMethod("component") { interpreter, selfValue, arguments in
            let field = try interpreter.calendarField(arguments.first?.value)
            let seconds = try interpreter.calendarDate(arguments.labelled("from"))
            return .int(GregorianUTC.parts(of: seconds, firstWeekday: GregorianUTC.of(selfValue).firstWeekday)[field] ?? 0)
        })
        calendar.addMethod("dateComponents", calendarMethod("dateComponents") { interpreter, selfValue, arguments in
            var requested: [Value] = []
            switch arguments.first?.value {
            case let .array(values)?: requested = values
            case let .set(values)?: requested = values.elements
            case let value?: requested = [value]
            case nil: break
            }
            // `dateComponents(in: timeZone, from: date)` "returns all the date components of a
            // date, as if in a given time zone" (Apple, `Calendar.dateComponents(in:from:)`); the
            // time zone is read as UTC, as every zone is here (`CalendarTimeZone.swift`).
            let fields = arguments.first?.label == "in" ? GregorianUTC.Field.allCases : try requested.map { try interpreter.calendarField($0) }
            let from = try interpreter.calendarDate(arguments.labelled("from"))
            // `dateComponents(_:from:to:)`: the difference between two dates (`CalendarDifferences.swift`).
            if let end = arguments.labelled("to") {
                let parts = try interpreter.calendarDifference(fields, from: from, to: try interpreter.calendarDate(end))
                return interpreter.nativeValue("DateComponents", DateComponentsPayload(parts: parts, hasCalendar: false))
            }
            let all = GregorianUTC.parts(of: from, firstWeekday: GregorianUTC.of(selfValue).firstWeekday)
            var parts: [GregorianUTC.Field: Int] = [:]
            for field in fields { parts[field] = all[field] }
            return interpreter.nativeValue("DateComponents", DateComponentsPayload(parts: parts, hasCalendar: false))
        })
        calendar.addMethod("date", calendarMethod("date", labels: ["from"]) { interpreter, _, arguments in
            guard case let .native(native)? = arguments.first?.value, let payload = native.payload as? DateComponentsPayload else {
                return .nil
            }
            return .some(interpreter.nativeValue("Date", GregorianUTC.seconds(of: payload.parts)))
        })
        calendar.addMethod("date", calendarMethod("date", labels: ["byAdding", "value", "to"]) { interpreter, _, arguments in
            guard let byAdding = arguments.labelled("byAdding") else { return .nil }
            let field = try interpreter.calendarField(byAdding)
            let amount = arguments.labelled("value")?.asInt ?? 0
            let seconds = GregorianUTC.adding(amount, field, to: try interpreter.calendarDate(arguments.labelled("to")))
            return .some(interpreter.nativeValue("Date", seconds))
        })
        calendar.addMethod("startOfDay", calendarMethod("startOfDay") { interpreter, _, arguments in
            let seconds = try interpreter.calendarDate(arguments.labelled("for"))
            return interpreter.nativeValue("Date", GregorianUTC.startOfDay(seconds))
        })
        // `date(bySettingHour:minute:second:of:)`: that time on the date's day, the fraction of a
        // second dropped; nil for an hour past 23 or a minute or second past 59 (Foundation on
        // this machine prints nil for 24:00:00, 05:60:00 and -1:00:00).
        calendar.addMethod("date", calendarMethod("date", labels: ["bySettingHour", "minute", "second", "of"]) { interpreter, _, arguments in
            let day = GregorianUTC.startOfDay(try interpreter.calendarDate(arguments.labelled("of")))
            guard let hour = arguments.labelled("bySettingHour")?.asInt, let minute = arguments.labelled("minute")?.asInt,
                  let second = arguments.labelled("second")?.asInt,
                  (0..<24).contains(hour), (0..<60).contains(minute), (0..<60).contains(second) else { return .nil }
            return .some(interpreter.nativeValue("Date", day + Double(hour * 3600 + minute * 60 + second)))
        })
        let sameDay: [(String, Double)] = [("isDateInToday", 0), ("isDateInYesterday", -86_400), ("isDateInTomorrow", 86_400)]
        for (name, offset) in sameDay {
            calendar.addMethod(name, calendarMethod(name) { interpreter, _, arguments in
                let seconds = try interpreter.calendarDate(arguments.first?.value)
                return .bool(GregorianUTC.startOfDay(seconds) == GregorianUTC.startOfDay(Interpreter.fixedNow + offset))
            })
        }
        // `isDateInWeekend(_:)`: the Gregorian weekend is Saturday and Sunday (weekdays 7 and 1 of
        // `component(.weekday, from:)`, which numbers Sunday 1); UTC here like every fixed date.
        calendar.addMethod("isDateInWeekend", calendarMethod("isDateInWeekend") { interpreter, _, arguments in
            let weekday = GregorianUTC.parts(of: try interpreter.calendarDate(arguments.first?.value))[.weekday] ?? 2
            return .bool(weekday == 1 || weekday == 7)
        })
        calendar.addMethod("isDate", calendarMethod("isDate") { interpreter, selfValue, arguments in
            let first = try interpreter.calendarDate(arguments.first?.value)
            // `isDate(_:equalTo:toGranularity:)`: `CalendarGranularity.swift`.
            if let other = arguments.labelled("equalTo") {
                let granularity = try interpreter.calendarField(arguments.labelled("toGranularity"))
                var calendar = GregorianUTC()
                if case let .native(native) = selfValue, let own = native.payload as? GregorianUTC { calendar = own }
                guard let same = calendar.isSame(first, try interpreter.calendarDate(other), toGranularity: granularity) else {
                    throw RuntimeError(.invalid, "'isDate(_:equalTo:toGranularity: .\(granularity.rawValue))' is not modelled by LayoutLens",
                                       at: interpreter.currentRange)
                }
                return .bool(same)
            }
            let second = try interpreter.calendarDate(arguments.labelled("inSameDayAs"))
            return .bool(GregorianUTC.startOfDay(first) == GregorianUTC.startOfDay(second))
        })
    }

    /// A method of `Calendar`; given another file's date (`profile.goalDate`, also reached
    /// through a member of another file's type no context named: `.default.goalDate`) it answers
    /// with that unknown value, as another file's value answers every member.
    func calendarMethod(_ name: String, labels: [String?]? = nil, _ body: @escaping NativeBody) -> Function {
        .native(name, labels: labels) { interpreter, selfValue, arguments in
            if let unseen = arguments.first(where: { interpreter.isUnseen($0.value) }) { return unseen.value }
            let dateLabels: Set<String?> = ["from", "to", "for", "inSameDayAs", "equalTo"]
            if let unknown = arguments.first(where: { argument in
                guard case let .unresolvedMember(member) = argument.value else { return false }
                return member.name.contains(".") && (dateLabels.contains(argument.label) || argument.label == nil && name.hasPrefix("is"))
            }) {
                return unknown.value
            }
            return try body(interpreter, &selfValue, arguments)
        }
    }

    /// `.hour`, `Calendar.Component.hour`.
    func calendarField(_ value: Value?) throws -> GregorianUTC.Field {
        var name: String?
        switch value {
        case let .unresolvedMember(member)?: name = member.name
        case let .enumValue(instance)?: name = instance.caseName
        default: break
        }
        guard let name, let field = GregorianUTC.Field(rawValue: name) else {
            throw RuntimeError(.invalid, "'\(name ?? "?")' is not a Calendar.Component LayoutLens knows", at: currentRange)
        }
        return field
    }

    func calendarDate(_ value: Value?) throws -> Double {
        var value = value
        // Every date parameter of `Calendar` is a `Date`: `.now` written there is `Date.now`.
        if case .unresolvedMember? = value { value = try coerce(value!, to: .named("Date")) }
        guard case let .native(native)? = value, let seconds = native.payload as? Double else {
            throw RuntimeError(.invalid, "cannot convert value of type '\(value.map(typeName(of:)) ?? "nil")' to expected argument type 'Date'",
                               at: currentRange)
        }
        return seconds
    }
}

/// The proleptic Gregorian calendar in UTC, on seconds since 1970 (Howard Hinnant's civil-date
/// algorithms).
public struct GregorianUTC {
    /// `Calendar.firstWeekday`: 1 (Sunday) unless the program sets it.
    var firstWeekday = 1

    /// The calendar a `Calendar` value holds (a fresh one for a value that is not a calendar).
    static func of(_ value: Value) -> GregorianUTC {
        guard case let .native(native) = value, let own = native.payload as? GregorianUTC else { return GregorianUTC() }
        return own
    }

    public enum Field: String, CaseIterable, Sendable {
        case era, year, month, day, hour, minute, second, nanosecond, weekday, weekOfYear, yearForWeekOfYear
        case weekOfMonth, weekdayOrdinal, dayOfYear
    }

    /// Year, month (1–12) and day (1–31) of a day counted from 1970-01-01.
    public static func civil(fromDays days: Int) -> (year: Int, month: Int, day: Int) {
        let shifted = days + 719_468
        let era = (shifted >= 0 ? shifted : shifted - 146_096) / 146_097
        let dayOfEra = shifted - era * 146_097
        let yearOfEra = (dayOfEra - dayOfEra / 1_460 + dayOfEra / 36_524 - dayOfEra / 146_096) / 365
        let dayOfYear = dayOfEra - (365 * yearOfEra + yearOfEra / 4 - yearOfEra / 100)
        let monthIndex = (5 * dayOfYear + 2) / 153
        let day = dayOfYear - (153 * monthIndex + 2) / 5 + 1
        let month = monthIndex < 10 ? monthIndex + 3 : monthIndex - 9
        return (yearOfEra + era * 400 + (month <= 2 ? 1 : 0), month, day)
    }

    /// Days from 1970-01-01 to a civil date.
    static func days(year: Int, month: Int, day: Int) -> Int {
        let y = month <= 2 ? year - 1 : year
        let era = (y >= 0 ? y : y - 399) / 400
        let yearOfEra = y - era * 400
        let dayOfYear = (153 * (month > 2 ? month - 3 : month + 9) + 2) / 5 + day - 1
        let dayOfEra = yearOfEra * 365 + yearOfEra / 4 - yearOfEra / 100 + dayOfYear
        return era * 146_097 + dayOfEra - 719_468
    }

    /// Dates this calendar computes with: ±10¹⁵ s (±31 million years) around 1970, so no step of
    /// the arithmetic below overflows `Int`; a date beyond (or not a number) is clamped into it.
    static let secondsRange = -1e15...1e15

    /// Counts given by the file (`DateComponents(year:)`, `date(byAdding:value:to:)`), clamped so
    /// the day arithmetic cannot overflow.
    static func bounded(_ count: Int) -> Int { min(max(count, -10_000_000), 10_000_000) }

    /// Whole days since 1970 and the seconds into that day.
    static func split(_ seconds: Double) -> (days: Int, secondOfDay: Double) {
        let seconds = seconds.isNaN ? 0 : min(max(seconds, secondsRange.lowerBound), secondsRange.upperBound)
        let days = Int((seconds / 86_400).rounded(.down))
        return (days, seconds - Double(days) * 86_400)
    }

    /// Every field of the moment; the week-based ones count weeks starting on `firstWeekday`
    /// (`CalendarWeeks.swift`).
    public static func parts(of seconds: Double, firstWeekday: Int = 1) -> [Field: Int] {
        let (days, secondOfDay) = split(seconds)
        let (year, month, day) = civil(fromDays: days)
        let whole = Int(secondOfDay.rounded(.down))
        var parts: [Field: Int] = [.era: 1, .year: year, .month: month, .day: day, .hour: whole / 3600, .minute: whole % 3600 / 60,
                                   .second: whole % 60, .nanosecond: Int(((secondOfDay - Double(whole)) * 1e9).rounded()),
                                   .weekday: weekday(ofDay: days)]
        parts.merge(weekFields(ofDay: days, firstWeekday: firstWeekday)) { own, _ in own }
        return parts
    }

    /// Foundation numbers Sunday 1 … Saturday 7; 1970-01-01 was a Thursday.
    static func weekday(ofDay days: Int) -> Int { ((days % 7 + 7) % 7 + 4) % 7 + 1 }

    /// The moment the fields name; a missing year is 1 (as Foundation's), a missing month or day
    /// is the first, a missing time is midnight.
    public static func seconds(of parts: [Field: Int]) -> Double {
        func part(_ field: Field, _ absent: Int) -> Int { bounded(parts[field] ?? absent) }
        // A month beyond 1…12 carries into the year, as Foundation's does.
        let months = part(.year, 1) * 12 + part(.month, 1) - 1
        let year = months >= 0 ? months / 12 : (months - 11) / 12
        let days = Self.days(year: year, month: months - year * 12 + 1, day: 1) + part(.day, 1) - 1
        let time = part(.hour, 0) * 3_600 + part(.minute, 0) * 60 + part(.second, 0)
        return Double(days) * 86_400 + Double(time) + Double(part(.nanosecond, 0)) / 1e9
    }

    public static func startOfDay(_ seconds: Double) -> Double { Double(split(seconds).days) * 86_400 }

    /// `date(byAdding:value:to:)`: months and years keep the day of the month where it exists
    /// (January 31st plus a month is February's last day, as Foundation does).
    public static func adding(_ amount: Int, _ field: Field, to seconds: Double) -> Double {
        let amount = bounded(amount)
        switch field {
        case .second: return seconds + Double(amount)
        case .minute: return seconds + Double(amount) * 60
        case .hour: return seconds + Double(amount) * 3_600
        case .day, .weekday: return seconds + Double(amount) * 86_400
        case .dayOfYear: return seconds + Double(amount) * 86_400
        case .weekOfYear, .weekOfMonth, .weekdayOrdinal: return seconds + Double(amount) * 7 * 86_400
        case .nanosecond: return seconds + Double(amount) / 1e9
        case .month, .year, .era, .yearForWeekOfYear:
            let (days, secondOfDay) = split(seconds)
            let (year, month, day) = civil(fromDays: days)
            let months = year * 12 + (month - 1) + (field == .month ? amount : amount * 12)
            let newYear = months >= 0 ? months / 12 : (months - 11) / 12
            let newMonth = months - newYear * 12 + 1
            let length = Self.days(year: newMonth == 12 ? newYear + 1 : newYear, month: newMonth == 12 ? 1 : newMonth + 1, day: 1)
                - Self.days(year: newYear, month: newMonth, day: 1)
            return Double(Self.days(year: newYear, month: newMonth, day: min(day, length))) * 86_400 + secondOfDay
        }
    }
}

/// What a `DateComponents` holds: the fields set, and whether it was given a calendar (its
/// `date` is nil without one, as in Foundation).
struct DateComponentsPayload {
    var parts: [GregorianUTC.Field: Int]
    var hasCalendar: Bool
}
