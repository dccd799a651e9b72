import Foundation
import SwiftInterpreter

/// The standard library's `Duration` (SE-0329; Apple docs, "Duration") and Foundation's ways of
/// writing one (Apple docs, "Duration.TimeFormatStyle", "Duration.UnitsFormatStyle"). A value is
/// the toolchain's own `Duration`, so the arithmetic, comparisons and `description` ("0.5 seconds")
/// are exact, and the text is Foundation's own in en_US:
/// - `.seconds(_:)`, `.milliseconds(_:)`, `.microseconds(_:)`, `.nanoseconds(_:)` (integer or
///   floating), `.zero`, `init(secondsComponent:attosecondsComponent:)`, `components`;
/// - `+`, `-`, `*` and `/` by a number, `/` by a duration (a `Double`), `<` and `==`;
/// - `formatted()`: `.time(pattern: .hourMinuteSecond)` (3 725 s is "1:02:05");
///   `formatted(.time(pattern:))` with `.hourMinute`, `.hourMinuteSecond`, `.minuteSecond`;
///   `formatted(.units(allowed:width:))` ("1 hr, 2 min, 5 secs"). A style not listed keeps the
///   default with `libraryAssumedValue`.
extension SwiftUIRuntime {
    static let durationUnitNames: [(String, Duration.UnitsFormatStyle.Unit)] = [
        ("weeks", .weeks), ("days", .days), ("hours", .hours), ("minutes", .minutes), ("seconds", .seconds),
        ("milliseconds", .milliseconds), ("microseconds", .microseconds), ("nanoseconds", .nanoseconds),
    ]
    static let durationWidthNames: [(String, Duration.UnitsFormatStyle.UnitWidth)] = [
        ("wide", .wide), ("abbreviated", .abbreviated), ("condensedAbbreviated", .condensedAbbreviated), ("narrow", .narrow),
    ]
    static let durationPatternNames: [(String, Duration.TimeFormatStyle.Pattern)] = [
        ("hourMinute", .hourMinute), ("hourMinuteSecond", .hourMinuteSecond), ("minuteSecond", .minuteSecond),
    ]

    /// `.seconds(n)` and its siblings (integer or floating count; a count too large or not
    /// finite gives nil), `.zero`.
    static func makeDuration(_ name: String, _ count: Value?) -> Duration? {
        if name == "zero" { return .zero }
        switch count.map(unwrapped) {
        case let .int(whole)?:
            switch name {
            case "seconds": return .seconds(whole)
            case "milliseconds": return .milliseconds(whole)
            case "microseconds": return .microseconds(whole)
            case "nanoseconds": return .nanoseconds(whole)
            default: return nil
            }
        case let value?:
            guard let fraction = durationCount(value), fraction.isFinite, abs(fraction) < 9e15 else { return nil }
            switch name {
            case "seconds": return .seconds(fraction)
            case "milliseconds": return .milliseconds(fraction)
            case "microseconds": return .microseconds(fraction)
            case "nanoseconds": return .nanoseconds(Int(fraction))
            default: return nil
            }
        case nil: return nil
        }
    }

    /// A count or factor: an integer or floating number.
    static func durationCount(_ value: Value) -> Double? {
        switch unwrapped(value) {
        case let .int(count): return Double(count)
        case let .double(count), let .cgFloat(count): return count
        default: return nil
        }
    }

    /// A `Duration` value, or `.seconds(1)` written where the type was not yet known.
    static func duration(_ value: Value?) -> Duration? {
        switch value.map(unwrapped) {
        case let .unresolvedMember(member)?: return makeDuration(member.name, member.arguments?.first?.value)
        case let other?: return other.nativePayload(Duration.self)
        case nil: return nil
        }
    }

    func registerDuration() {
        var descriptor = NativeTypeDescriptor(describe: { value in
            value.nativePayload(Duration.self).map { String(describing: $0) } ?? "Duration"
        })
        descriptor.resolveImplicitMember = { interpreter, member in
            Self.makeDuration(member.name, member.arguments?.first?.value).map { interpreter.nativeValue("Duration", $0) }
        }
        guard let type = registerAppleType("Duration", descriptor: descriptor) else { return }
        type.conformances = ["Hashable", "Equatable", "Comparable", "Sendable"]
        let duration = Self.duration
        for name in ["seconds", "milliseconds", "microseconds", "nanoseconds"] {
            type.staticMethods[name] = [.native(name, labels: [nil]) { interpreter, _, arguments in
                interpreter.nativeValue("Duration", Self.makeDuration(name, arguments.first?.value) ?? .zero)
            }]
        }
        type.staticComputed["zero"] = ComputedProperty(getter: .native("zero") { interpreter, _, _ in interpreter.nativeValue("Duration", Duration.zero) })
        type.initializers.append(.native("init") { interpreter, _, arguments in
            func component(_ label: String) -> Int64 {
                guard case let .int(count)? = arguments.first(where: { $0.label == label }).map({ Self.unwrapped($0.value) }) else { return 0 }
                return Int64(count)
            }
            let seconds = component("secondsComponent"), attoseconds = component("attosecondsComponent")
            return interpreter.nativeValue("Duration", Duration(secondsComponent: seconds, attosecondsComponent: attoseconds))
        })
        type.computedProperties["components"] = ComputedProperty(getter: .native("components") { _, selfValue, _ in
            let (seconds, attoseconds) = duration(selfValue)?.components ?? (0, 0)
            return .tuple([.int(Int(seconds)), .int(Int(attoseconds))], labels: ["seconds", "attoseconds"])
        })
        type.staticMethods["<"] = [.native("<", labels: [nil, nil]) { _, _, arguments in
            guard let a = duration(arguments.first?.value), let b = duration(arguments.last?.value) else { return .bool(false) }
            return .bool(a < b)
        }]
        for symbol in ["+", "-", "*", "/"] {
            type.staticMethods[symbol] = [.native(symbol, labels: [nil, nil]) { interpreter, _, arguments in
                guard let a = duration(arguments.first?.value), let right = arguments.last.map({ Self.unwrapped($0.value) }) else { return .void }
                if let b = duration(right) {
                    switch symbol {
                    case "+": return interpreter.nativeValue("Duration", a + b)
                    case "-": return interpreter.nativeValue("Duration", a - b)
                    case "/": return b == .zero ? .double(.nan) : .double(a / b)
                    default: return .void
                    }
                }
                switch (symbol, right) {
                case ("*", .int(let factor)): return interpreter.nativeValue("Duration", a * factor)
                case ("/", .int(let divisor)) where divisor != 0: return interpreter.nativeValue("Duration", a / divisor)
                case ("*", _): return Self.durationCount(right).map { interpreter.nativeValue("Duration", a * $0) } ?? .void
                case ("/", _): return Self.durationCount(right).flatMap { $0 == 0 ? nil : interpreter.nativeValue("Duration", a / $0) } ?? .void
                default: return .void
                }
            }]
        }
        type.addMethod("formatted", .hosted("formatted") { runtime, selfValue, arguments in
            guard let value = duration(selfValue) else { return .string("") }
            return .string(runtime.durationText(value, style: arguments.first?.value))
        })
    }

    /// `duration.formatted(style)` in en_US.
    func durationText(_ value: Duration, style: Value?) -> String {
        let locale = Locale(identifier: "en_US")
        let defaultText = value.formatted(.time(pattern: .hourMinuteSecond).locale(locale))
        guard let style else { return defaultText }
        guard case let .unresolvedMember(member) = Self.unwrapped(style) else { return assumedDurationStyle(defaultText) }
        func argument(_ label: String) -> Value? { member.arguments?.first(where: { $0.label == label })?.value }
        switch member.name {
        case "time":
            guard let name = Self.caseName(argument("pattern")), let pattern = Self.durationPatternNames.first(where: { $0.0 == name })?.1 else {
                return assumedDurationStyle(defaultText)
            }
            return value.formatted(.time(pattern: pattern).locale(locale))
        case "units":
            var units: [Duration.UnitsFormatStyle.Unit] = [.hours, .minutes, .seconds]
            if let allowed = argument("allowed") {
                let elements: [Value]
                switch Self.unwrapped(allowed) {
                case let .array(given): elements = given
                case let .set(given): elements = given.elements
                case let given: elements = [given]
                }
                units = elements.compactMap { element in Self.caseName(element).flatMap { name in Self.durationUnitNames.first { $0.0 == name }?.1 } }
            }
            var width = Duration.UnitsFormatStyle.UnitWidth.abbreviated
            if let given = argument("width") {
                guard let name = Self.caseName(given), let found = Self.durationWidthNames.first(where: { $0.0 == name })?.1 else {
                    return assumedDurationStyle(defaultText)
                }
                width = found
            }
            return value.formatted(.units(allowed: Set(units), width: width).locale(locale))
        default:
            return assumedDurationStyle(defaultText)
        }
    }

    private func assumedDurationStyle(_ text: String) -> String {
        warn(.libraryAssumedValue("Duration.formatted", reason: "uses a format style LayoutLens does not model",
                                  assumption: "the hour-minute-second pattern (\"\(text)\")"), at: interpreter.currentRange)
        return text
    }
}
