import Foundation
import SwiftInterpreter

/// Foundation's `DateFormatter` (Apple docs, "DateFormatter": `dateFormat`, `dateStyle`,
/// `timeStyle`, `locale`, `timeZone`, `string(from:)`, `date(from:)`,
/// `setLocalizedDateFormatFromTemplate(_:)`, `localizedString(from:dateStyle:timeStyle:)`).
/// The text is Foundation's own: the host's `DateFormatter` (ICU's patterns and en_US data, the
/// forms an iOS 17 device shows: "Jan 1, 2024 at 12:00 AM", with U+202F before "AM"), in the
/// formatter's locale (the preview's, `Locale.swift`, unless set) and time zone (UTC, the zone the
/// interpreter's fixed dates are read in, unless set). A formatter is a class: every reference
/// shares its settings.
extension SwiftUIRuntime {
    final class DateFormatterSettings {
        var dateFormat = ""
        var dateStyle = "none"
        var timeStyle = "none"
        var locale: String
        var secondsFromGMT = 0
        init(locale: String) { self.locale = locale }

        /// A host formatter with these settings.
        var host: DateFormatter {
            let formatter = DateFormatter()
            formatter.locale = Locale(identifier: locale)
            formatter.timeZone = TimeZone(secondsFromGMT: secondsFromGMT)
            formatter.calendar = Calendar(identifier: .gregorian)
            formatter.calendar.timeZone = formatter.timeZone
            if dateFormat.isEmpty {
                formatter.dateStyle = Self.style(dateStyle)
                formatter.timeStyle = Self.style(timeStyle)
            } else {
                formatter.dateFormat = dateFormat
            }
            return formatter
        }

        static func style(_ name: String) -> DateFormatter.Style {
            switch name {
            case "short": return .short
            case "medium": return .medium
            case "long": return .long
            case "full": return .full
            default: return .none
            }
        }
    }

    func registerDateFormatter() {
        guard let formatter = registerAppleType("DateFormatter") else { return }
        declareNestedEnum("DateFormatter.Style", in: formatter, cases: ["none", "short", "medium", "long", "full"])
        func settings(_ value: Value) -> DateFormatterSettings? { value.nativePayload(DateFormatterSettings.self) }
        func styleName(_ value: Value?) -> String { Self.caseName(value) ?? "none" }
        initializer("DateFormatter") { `self`, _ in
            self.interpreter.nativeValue("DateFormatter", DateFormatterSettings(locale: self.previewLocaleIdentifier))
        }
        formatter.computedProperties["dateFormat"] = ComputedProperty(
            getter: .native("dateFormat") { _, selfValue, _ in .string(settings(selfValue).map { $0.dateFormat.isEmpty ? $0.host.dateFormat : $0.dateFormat } ?? "") },
            setter: .native("dateFormat") { _, selfValue, arguments in
                if case let .string(text)? = arguments.first.map({ Self.unwrapped($0.value) }) { settings(selfValue)?.dateFormat = text }
                return .void
            })
        for (name, keyPath) in [("dateStyle", \DateFormatterSettings.dateStyle), ("timeStyle", \DateFormatterSettings.timeStyle)] {
            formatter.computedProperties[name] = ComputedProperty(
                getter: .hosted(name) { runtime, selfValue, _ in
                    runtime.enumCase("DateFormatter.Style", settings(selfValue)?[keyPath: keyPath] ?? "none")
                },
                setter: .native(name) { _, selfValue, arguments in
                    guard let target = settings(selfValue) else { return .void }
                    target[keyPath: keyPath] = styleName(arguments.first?.value)
                    // Setting a style drops a format set before (Apple docs: the styles and
                    // `dateFormat` are two ways of giving the one format).
                    target.dateFormat = ""
                    return .void
                })
        }
        localeProperty(formatter, DateFormatterSettings.self, \.locale)
        dateConversions(formatter, DateFormatterSettings.self, zone: \.secondsFromGMT,
                        write: { $0.host.string(from: $1) }, read: { $0.host.date(from: $1) })
        // Settings that change no text LayoutLens lays out are kept as given (not read back).
        for name in ["calendar", "doesRelativeDateFormatting", "formattingContext", "isLenient", "defaultDate"] {
            formatter.computedProperties[name] = ComputedProperty(getter: .native(name) { _, _, _ in .nil }, setter: .native(name) { _, _, _ in .void })
        }
        formatter.addMethod("setLocalizedDateFormatFromTemplate", .native("setLocalizedDateFormatFromTemplate") { _, selfValue, arguments in
            guard let target = settings(selfValue), case let .string(template)? = arguments.first?.value else { return .void }
            target.dateFormat = DateFormatter.dateFormat(fromTemplate: template, options: 0, locale: Locale(identifier: target.locale)) ?? template
            return .void
        })
        formatter.staticMethods["localizedString"] = [.hosted("localizedString") { runtime, _, arguments in
            let settings = DateFormatterSettings(locale: runtime.previewLocaleIdentifier)
            settings.dateStyle = styleName(arguments.first(where: { $0.label == "dateStyle" })?.value)
            settings.timeStyle = styleName(arguments.first(where: { $0.label == "timeStyle" })?.value)
            guard let seconds = arguments.first?.value.nativePayload(Double.self) else { return .string("") }
            return .string(settings.host.string(from: Date(timeIntervalSince1970: seconds)))
        }]
    }
}
