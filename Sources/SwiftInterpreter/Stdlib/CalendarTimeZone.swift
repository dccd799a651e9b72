/// `TimeZone`, `Calendar.timeZone` and `Calendar.nextDate(after:matching:matchingPolicy:)` for the
/// UTC Gregorian calendar of `GregorianCalendar.swift`.
///
/// Every calendar here is in UTC (a view file laid out here has no device time zone), so a zone
/// set on it is kept only when it is UTC itself (`TimeZone(secondsFromGMT: 0)`, "UTC", "GMT");
/// another zone is reported once as a warning and the dates stay UTC. Apple docs,
/// "TimeZone.init(secondsFromGMT:)": returns nil when the offset is beyond ±18 hours;
/// "Calendar.nextDate(after:matching:matchingPolicy:repeatedTimePolicy:direction:)": the next
/// date after the given one whose components match those given.
extension Interpreter {
    func registerTimeZone(calendar: TypeInfo) {
        let zone = registerNativeType("TimeZone")
        zone.initializers.append(.native("init") { interpreter, _, arguments in
            if let seconds = arguments.labelled("secondsFromGMT")?.asInt {
                guard abs(seconds) <= 18 * 3_600 else { return .nil }
                return .some(interpreter.nativeValue("TimeZone", seconds))
            }
            if let identifier = arguments.labelled("identifier")?.asString ?? arguments.labelled("abbreviation")?.asString {
                if ["UTC", "GMT", "Etc/UTC", "Etc/GMT"].contains(identifier) { return .some(interpreter.nativeValue("TimeZone", 0)) }
                interpreter.warn(.timeZoneReadAsUTC(identifier))
                return .some(interpreter.nativeValue("TimeZone", 0))
            }
            return interpreter.nativeValue("TimeZone", 0)
        })
        for name in ["current", "autoupdatingCurrent", "gmt", "utc"] {
            zone.staticComputed[name] = ComputedProperty(getter: .native(name) { interpreter, _, _ in interpreter.nativeValue("TimeZone", 0) })
        }
        zone.addMethod("secondsFromGMT", .native("secondsFromGMT") { _, selfValue, _ in .int(Self.zoneOffset(selfValue)) })
        zone.computedProperties["identifier"] = ComputedProperty(getter: .native("identifier") { _, selfValue, _ in
            .string(Self.zoneOffset(selfValue) == 0 ? "GMT" : "GMT\(Self.zoneOffset(selfValue) > 0 ? "+" : "-")\(abs(Self.zoneOffset(selfValue)) / 3_600)")
        })
        let setZone = Function.native("timeZone", mutating: true) { interpreter, _, arguments in
            var value = arguments.first?.value ?? .void
            if case let .optional(wrapped?) = value { value = wrapped }
            if Self.zoneOffset(value) != 0 {
                interpreter.warn(.calendarTimeZoneIgnored())
            }
            return .void
        }
        calendar.computedProperties["timeZone"] = ComputedProperty(getter: .native("timeZone") { interpreter, _, _ in
            interpreter.nativeValue("TimeZone", 0)
        }, setter: setZone)
        calendar.addMethod("nextDate", .native("nextDate") { interpreter, _, arguments in
            guard case let .native(after)? = arguments.labelled("after"), let start = after.payload as? Double,
                  case let .native(matching)? = arguments.labelled("matching"), let wanted = matching.payload as? DateComponentsPayload else {
                return .nil
            }
            return GregorianUTC.nextDate(after: start, matching: wanted.parts).map { .some(interpreter.nativeValue("Date", $0)) } ?? .nil
        })
    }

    private static func zoneOffset(_ value: Value) -> Int {
        if case let .native(native) = value, let seconds = native.payload as? Int { return seconds }
        return 0
    }
}

extension GregorianUTC {
    /// The first moment after `start` whose fields are `wanted`'s: the day-level fields (year,
    /// month, day, weekday) pick the day, searched up to about eight years ahead (a February 29th
    /// recurs within that); the time fields given pick the time in it, a time field left out below
    /// one given is 0 and one above it takes each value in turn (`minute: 30` is each hour's
    /// half past).
    static func nextDate(after start: Double, matching wanted: [Field: Int]) -> Double? {
        let firstDay = split(start).days
        let hours = wanted[.hour].map { [$0] } ?? (wanted[.minute] != nil || wanted[.second] != nil ? Array(0..<24) : [0])
        let minutes = wanted[.minute].map { [$0] } ?? (wanted[.second] != nil && wanted[.hour] == nil ? Array(0..<60) : [0])
        let seconds = wanted[.second] ?? 0
        let dayFields: [Field] = [.year, .month, .day, .weekday]
        for day in firstDay...(firstDay + 366 * 8) {
            let midnight = Double(day) * 86_400
            let parts = Self.parts(of: midnight)
            if dayFields.contains(where: { field in wanted[field].map { $0 != parts[field] } ?? false }) { continue }
            for hour in hours {
                for minute in minutes {
                    let moment = midnight + Double(hour * 3_600 + minute * 60 + seconds)
                    if moment > start { return moment }
                }
            }
        }
        return nil
    }
}
