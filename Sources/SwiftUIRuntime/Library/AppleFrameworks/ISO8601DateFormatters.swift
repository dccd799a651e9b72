import Foundation
import SwiftInterpreter

/// Foundation's `ISO8601DateFormatter` (Apple docs, "ISO8601DateFormatter": `formatOptions`
/// defaults to `.withInternetDateTime`, `timeZone` to GMT; `string(from:)`, `date(from:)` and the
/// class's `string(from:timeZone:formatOptions:)`). The text and the parsing are the toolchain
/// Foundation's own formatter with the same options, so `string(from:)` of 2024-01-01 00:00 UTC is
/// "2024-01-01T00:00:00Z", and `date(from:)` of text that does not match the options (a date
/// alone for the default options, fractional seconds without `.withFractionalSeconds`) is nil.
/// A formatter is a class: every reference shares its settings.
extension SwiftUIRuntime {
    final class ISO8601FormatterSettings {
        var options: ISO8601DateFormatter.Options = .withInternetDateTime
        var secondsFromGMT = 0

        var host: ISO8601DateFormatter {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = options
            formatter.timeZone = TimeZone(secondsFromGMT: secondsFromGMT)
            return formatter
        }
    }

    /// `ISO8601DateFormatter.Options` by the names Swift code writes them.
    static let iso8601OptionNames: [(String, ISO8601DateFormatter.Options)] = [
        ("withYear", .withYear), ("withMonth", .withMonth), ("withWeekOfYear", .withWeekOfYear), ("withDay", .withDay),
        ("withTime", .withTime), ("withTimeZone", .withTimeZone), ("withSpaceBetweenDateAndTime", .withSpaceBetweenDateAndTime),
        ("withDashSeparatorInDate", .withDashSeparatorInDate), ("withColonSeparatorInTime", .withColonSeparatorInTime),
        ("withColonSeparatorInTimeZone", .withColonSeparatorInTimeZone), ("withFractionalSeconds", .withFractionalSeconds),
        ("withFullDate", .withFullDate), ("withFullTime", .withFullTime), ("withInternetDateTime", .withInternetDateTime),
    ]

    /// `[.withInternetDateTime, .withFractionalSeconds]`, `.withFullDate` or `[]`.
    static func iso8601Options(_ value: Value?) -> ISO8601DateFormatter.Options? {
        let elements: [Value]
        switch value.map(unwrapped) {
        case let .array(given)?: elements = given
        case let .set(given)?: elements = given.elements
        case let given?: elements = [given]
        case nil: return nil
        }
        var options: ISO8601DateFormatter.Options = []
        for element in elements {
            guard let name = caseName(element), let option = iso8601OptionNames.first(where: { $0.0 == name })?.1 else { return nil }
            options.insert(option)
        }
        return options
    }

    func registerISO8601DateFormatter() {
        guard let formatter = registerAppleType("ISO8601DateFormatter") else { return }
        declareNestedEnum("ISO8601DateFormatter.Options", in: formatter, cases: Self.iso8601OptionNames.map(\.0))
        typealias Settings = ISO8601FormatterSettings
        func settings(_ value: Value) -> Settings? { value.nativePayload(Settings.self) }
        func seconds(_ value: Value?) -> Double? { value.map(Self.unwrapped)?.nativePayload(Double.self) }
        initializer("ISO8601DateFormatter") { `self`, _ in self.interpreter.nativeValue("ISO8601DateFormatter", Settings()) }
        formatter.computedProperties["formatOptions"] = ComputedProperty(
            getter: .hosted("formatOptions") { runtime, selfValue, _ in
                let options = settings(selfValue)?.options ?? .withInternetDateTime
                return .array(Self.iso8601OptionNames.filter { options.contains($0.1) && $0.1.rawValue.nonzeroBitCount == 1 }
                    .map { runtime.enumCase("ISO8601DateFormatter.Options", $0.0) })
            },
            setter: .native("formatOptions") { _, selfValue, arguments in
                if let options = Self.iso8601Options(arguments.first?.value) { settings(selfValue)?.options = options }
                return .void
            })
        formatter.computedProperties["timeZone"] = ComputedProperty(
            getter: .native("timeZone") { interpreter, selfValue, _ in interpreter.nativeValue("TimeZone", settings(selfValue)?.secondsFromGMT ?? 0) },
            setter: .native("timeZone") { _, selfValue, arguments in
                if let offset = arguments.first.map({ Self.unwrapped($0.value) })?.nativePayload(Int.self) { settings(selfValue)?.secondsFromGMT = offset }
                return .void
            })
        formatter.addMethod("string", .native("string") { _, selfValue, arguments in
            guard let target = settings(selfValue), let seconds = seconds(arguments.first?.value) else { return .string("") }
            return .string(target.host.string(from: Date(timeIntervalSince1970: seconds)))
        })
        formatter.addMethod("date", .native("date") { interpreter, selfValue, arguments in
            guard let target = settings(selfValue), case let .string(text)? = arguments.first.map({ Self.unwrapped($0.value) }),
                  let date = target.host.date(from: text) else { return .nil }
            return .optional(interpreter.nativeValue("Date", date.timeIntervalSince1970))
        })
        formatter.staticMethods["string"] = [.native("string") { _, _, arguments in
            let target = Settings()
            if let zone = arguments.first(where: { $0.label == "timeZone" }).map({ Self.unwrapped($0.value) })?.nativePayload(Int.self) {
                target.secondsFromGMT = zone
            }
            if let options = Self.iso8601Options(arguments.first(where: { $0.label == "formatOptions" })?.value) { target.options = options }
            guard let seconds = seconds(arguments.first?.value) else { return .string("") }
            return .string(target.host.string(from: Date(timeIntervalSince1970: seconds)))
        }]
    }
}
