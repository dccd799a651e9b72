import Diagnostics
/// `Date()` and `UUID()` as fixed, deterministic values (the same on every run), each recording a
/// warning that says so. `Date()` is 2024-01-01 00:00:00 UTC; each `UUID()` is the next of
/// `00000000-0000-0000-0000-000000000001`, `…0002`, ….
extension Interpreter {
    /// Seconds since 1970 of the fixed "now".
    public static let fixedNow = 1_704_067_200.0
    /// What reading the fixed now records (`warnings`), once per run however often it is read.
    public static let fixedNowWarning = DiagnosticMessage.fixedNow()

    func registerDateAndUUID() {
        let date = registerNativeType("Date", descriptor: NativeTypeDescriptor(describe: { value in
            guard case let .native(native) = value, let seconds = native.payload as? Double else { return "Date" }
            return Interpreter.formatUTC(seconds)
        }))
        date.initializers.append(.native("init") { interpreter, _, arguments in
            if let seconds = arguments.labelled("timeIntervalSince1970")?.asDouble { return interpreter.nativeValue("Date", seconds) }
            // `Date(timeInterval:since:)`: "a date initialized relative to another given date by a
            // given number of seconds" (Apple, "Date").
            if let offset = arguments.labelled("timeInterval")?.asDouble, let since = arguments.labelled("since"),
               case let .native(base) = try interpreter.coerce(since, to: .named("Date")), let seconds = base.payload as? Double {
                return interpreter.nativeValue("Date", seconds + offset)
            }
            if let offset = arguments.labelled("timeIntervalSinceNow")?.asDouble {
                interpreter.warn(Interpreter.fixedNowWarning)
                return interpreter.nativeValue("Date", Interpreter.fixedNow + offset)
            }
            interpreter.warn(Interpreter.fixedNowWarning)
            return interpreter.nativeValue("Date", Interpreter.fixedNow)
        })
        // Apple docs, `Date.distantPast` (the year 1) and `distantFuture` (the year 4001):
        // −62 135 769 600 and 64 092 211 200 seconds from 1970, what Foundation's
        // `timeIntervalSince1970` gives for them (swiftc 6, Foundation on Linux).
        for (name, seconds) in [("distantPast", -62_135_769_600.0), ("distantFuture", 64_092_211_200.0)] {
            date.staticComputed[name] = ComputedProperty(getter: .native(name) { interpreter, _, _ in
                interpreter.nativeValue("Date", seconds)
            })
        }
        date.staticComputed["now"] = ComputedProperty(getter: .native("now") { interpreter, _, _ in
            interpreter.warn(Interpreter.fixedNowWarning)
            return interpreter.nativeValue("Date", Interpreter.fixedNow)
        })
        // `Date` is `Comparable` (Apple docs, "Date": "Conforms To … Comparable"): earlier is less.
        date.staticMethods["<"] = [.native("<", labels: [nil, nil]) { _, _, arguments in
            guard case let .native(left)? = arguments.first?.value, let a = left.payload as? Double,
                  case let .native(right)? = arguments.last?.value, let b = right.payload as? Double else { return .bool(false) }
            return .bool(a < b)
        }]
        // `Date + TimeInterval`, `TimeInterval + Date` and `Date - TimeInterval` (Apple docs, "Date":
        // `static func + (lhs: Date, rhs: TimeInterval) -> Date`, and `-` likewise).
        for symbol in ["+", "-"] {
            date.staticMethods[symbol] = [.native(symbol, labels: [nil, nil]) { interpreter, _, arguments in
                let left = arguments.first?.value, right = arguments.last?.value
                func seconds(_ value: Value?) -> Double? {
                    if case let .native(native)? = value { return native.payload as? Double }
                    return nil
                }
                if let date = seconds(left), let interval = right?.asDouble {
                    return interpreter.nativeValue("Date", symbol == "+" ? date + interval : date - interval)
                }
                if symbol == "+", let interval = left?.asDouble, let date = seconds(right) {
                    return interpreter.nativeValue("Date", date + interval)
                }
                if let unread = interpreter.operatorOfUnreadModule("Date \(symbol) \(right.map(interpreter.typeName(of:)) ?? "nil")") { return unread }
                throw interpreter.error(.invalid, "binary operator '\(symbol)' cannot be applied to these operands of 'Date'")
            }]
        }
        date.addMethod("timeIntervalSince", .native("timeIntervalSince", labels: [nil]) { interpreter, selfValue, arguments in
            // The argument is a `Date`: `.now` written there is `Date.now`.
            let argument = try interpreter.coerce(try arguments.value(0), to: .named("Date"))
            guard case let .native(native) = selfValue, let seconds = native.payload as? Double,
                  case let .native(other) = argument, let since = other.payload as? Double else { return .double(0) }
            return .double(seconds - since)
        })
        date.computedProperties["timeIntervalSince1970"] = ComputedProperty(getter: .native("timeIntervalSince1970") { _, selfValue, _ in
            if case let .native(native) = selfValue, let seconds = native.payload as? Double { return .double(seconds) }
            return .double(0)
        })
        // `advanced(by:)` is `Date`'s `Strideable` offset, the same date as `addingTimeInterval(_:)`;
        // `distance(to:)` the interval from this date to the other (Apple docs, "Date":
        // `advanced(by:)` "Returns a date offset the specified time interval from this date",
        // `distance(to:)` "Returns the distance from this date to another date").
        for name in ["addingTimeInterval", "advanced"] {
            date.addMethod(name, .native(name) { interpreter, selfValue, arguments in
                guard case let .native(native) = selfValue, let seconds = native.payload as? Double else { return selfValue }
                return interpreter.nativeValue("Date", seconds + (try arguments.value(0).asDouble ?? 0))
            })
        }
        date.addMethod("distance", .native("distance", labels: ["to"]) { _, selfValue, arguments in
            guard case let .native(native) = selfValue, let seconds = native.payload as? Double,
                  case let .native(other)? = arguments.first?.value, let end = other.payload as? Double else { return .double(0) }
            return .double(end - seconds)
        })
        let uuid = registerNativeType("UUID", descriptor: NativeTypeDescriptor(describe: { value in
            guard case let .native(native) = value, let text = native.payload as? String else { return "UUID" }
            return text
        }))
        uuid.initializers.append(.native("init") { interpreter, _, arguments in
            if let text = arguments.labelled("uuidString")?.asString { return .some(interpreter.nativeValue("UUID", text.uppercased())) }
            interpreter.warn(.fixedUUID())
            interpreter.uuidCount += 1
            let digits = String(interpreter.uuidCount, radix: 16, uppercase: true)
            let tail = String(repeating: "0", count: max(0, 12 - digits.count)) + digits
            return interpreter.nativeValue("UUID", "00000000-0000-0000-0000-" + tail)
        })
        uuid.computedProperties["uuidString"] = ComputedProperty(getter: .native("uuidString") { _, selfValue, _ in
            if case let .native(native) = selfValue, let text = native.payload as? String { return .string(text) }
            return .string("")
        })
        // `UUID` is `Comparable` (iOS 17, macOS 14; swift-foundation's `FoundationEssentials/UUID.swift`
        // compares the 16 bytes in order, and swiftc 6 on Linux sorts `…0001` before `…0002`). The
        // payload is the upper-case `uuidString`, whose hex digits keep the bytes' order and whose
        // dashes sit at the same places, so comparing the texts compares the bytes.
        uuid.staticMethods["<"] = [.native("<", labels: [nil, nil]) { _, _, arguments in
            guard case let .native(left)? = arguments.first?.value, let a = left.payload as? String,
                  case let .native(right)? = arguments.last?.value, let b = right.payload as? String else { return .bool(false) }
            return .bool(a < b)
        }]
    }

    /// `yyyy-MM-dd HH:mm:ss +0000`, as `print(Date())` shows a date.
    public static func formatUTC(_ seconds: Double) -> String {
        let parts = GregorianUTC.parts(of: seconds.rounded(.down))
        func two(_ n: Int?) -> String { let n = n ?? 0; return n < 10 ? "0\(n)" : "\(n)" }
        return "\(parts[.year] ?? 1970)-\(two(parts[.month]))-\(two(parts[.day])) \(two(parts[.hour])):\(two(parts[.minute])):\(two(parts[.second])) +0000"
    }
}
