import Foundation
import SwiftInterpreter

/// Foundation's `ISO8601DateFormatter` (Apple docs, "ISO8601DateFormatter"): a class whose
/// `formatOptions` start at `[.withInternetDateTime]` and whose `timeZone` starts at GMT;
/// `string(from:)`, `date(from:)` and the class method `string(from:timeZone:formatOptions:)`.
/// The text is the toolchain Foundation's own (RFC 3339's profile of ISO 8601:
/// "2023-11-14T22:13:20Z"; with `.withFractionalSeconds` "2023-11-14T22:13:20.250Z"), so it is
/// what an app prints. The options are an option set in Foundation; here a set of them is an
/// array of its cases, as `Axis.Set` is, and `formatOptions` reads back as that array.
extension SwiftUIRuntime {
    final class ISO8601FormatterSettings {
        var options: [String] = ["withInternetDateTime"]
        var secondsFromGMT = 0

        /// A host formatter with these settings.
        var host: ISO8601DateFormatter {
            let formatter = ISO8601DateFormatter()
            formatter.formatOptions = Self.hostOptions(options)
            formatter.timeZone = TimeZone(secondsFromGMT: secondsFromGMT)
            return formatter
        }

        /// Foundation's options, by the names Apple documents for `ISO8601DateFormatter.Options`.
        static let optionsByName: [(String, ISO8601DateFormatter.Options)] = [
            ("withYear", .withYear), ("withMonth", .withMonth), ("withWeekOfYear", .withWeekOfYear), ("withDay", .withDay),
            ("withTime", .withTime), ("withTimeZone", .withTimeZone), ("withSpaceBetweenDateAndTime", .withSpaceBetweenDateAndTime),
            ("withDashSeparatorInDate", .withDashSeparatorInDate), ("withColonSeparatorInTime", .withColonSeparatorInTime),
            ("withColonSeparatorInTimeZone", .withColonSeparatorInTimeZone), ("withFractionalSeconds", .withFractionalSeconds),
            ("withFullDate", .withFullDate), ("withFullTime", .withFullTime), ("withInternetDateTime", .withInternetDateTime),
        ]

        static func hostOptions(_ names: [String]) -> ISO8601DateFormatter.Options {
            var options: ISO8601DateFormatter.Options = []
            for (name, option) in optionsByName where names.contains(name) { options.insert(option) }
            return options
        }
    }

    func registerISO8601DateFormatter() {
        guard let formatter = registerAppleType("ISO8601DateFormatter") else { return }
        declareNestedEnum("ISO8601DateFormatter.Options", in: formatter, cases: ISO8601FormatterSettings.optionsByName.map(\.0))
        func settings(_ value: Value) -> ISO8601FormatterSettings? { value.nativePayload(ISO8601FormatterSettings.self) }
        initializer("ISO8601DateFormatter") { `self`, _ in
            self.interpreter.nativeValue("ISO8601DateFormatter", ISO8601FormatterSettings())
        }
        formatter.computedProperties["formatOptions"] = ComputedProperty(
            getter: .hosted("formatOptions") { runtime, selfValue, _ in
                .array((settings(selfValue)?.options ?? []).map { runtime.enumCase("ISO8601DateFormatter.Options", $0) })
            },
            setter: .native("formatOptions") { _, selfValue, arguments in
                settings(selfValue)?.options = Self.optionNames(arguments.first?.value)
                return .void
            })
        dateConversions(formatter, ISO8601FormatterSettings.self, zone: \.secondsFromGMT,
                        write: { $0.host.string(from: $1) }, read: { $0.host.date(from: $1) })
        formatter.staticMethods["string"] = [.native("string") { _, _, arguments in
            let target = ISO8601FormatterSettings()
            if let zone = arguments.first(where: { $0.label == "timeZone" })?.value.nativePayload(Int.self) { target.secondsFromGMT = zone }
            if let options = arguments.first(where: { $0.label == "formatOptions" }) { target.options = Self.optionNames(options.value) }
            guard let seconds = arguments.first?.value.nativePayload(Double.self) else { return .string("") }
            return .string(target.host.string(from: Date(timeIntervalSince1970: seconds)))
        }]
    }
}
