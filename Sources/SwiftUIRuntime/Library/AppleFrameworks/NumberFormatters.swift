import Foundation
import SwiftInterpreter

/// Foundation's `NumberFormatter` (Apple docs, "NumberFormatter": `numberStyle`, `locale`,
/// `minimumFractionDigits`, `maximumFractionDigits`, `minimumIntegerDigits`,
/// `maximumIntegerDigits`, `usesGroupingSeparator`, `groupingSeparator`, `decimalSeparator`,
/// `currencyCode`, `currencySymbol`, `positivePrefix`, `positiveSuffix`, `negativePrefix`,
/// `negativeSuffix`, `zeroSymbol`, `string(from:)`, `string(for:)`, `number(from:)`,
/// `localizedString(from:number:)`). The text is the toolchain Foundation's own (ICU's number
/// patterns and CLDR data: en_US decimal "1,234.568", percent "26%", currency "$1,234.50",
/// spell-out "forty-two", ordinal "42nd"), in the formatter's locale (the preview's, `Locale.swift`,
/// unless set). A formatter is a class: every reference shares its settings, kept here and given to
/// a fresh host formatter for each text. Linux's Foundation ignores the maximum number of fraction
/// digits once a minimum above 0 is set (`minimumFractionDigits = 2; maximumFractionDigits = 2`
/// writes "3.142" there; Apple's writes "3.14", rounding half to even as `roundingMode`'s default
/// `.halfEven` says), so the host rounds with the maximum only (raised to the minimum when below
/// it, as ICU does) and the minimum's zeros are added after the last fraction digit here.
extension SwiftUIRuntime {
    final class NumberFormatterSettings {
        var style = "none"
        var locale: String
        var integers: [String: Int] = [:]
        var flags: [String: Bool] = [:]
        var texts: [String: String] = [:]
        var kept: [String: Value] = [:]
        init(locale: String) { self.locale = locale }

        static var integerSettings: [(String, ReferenceWritableKeyPath<NumberFormatter, Int>)] { [
            ("minimumIntegerDigits", \.minimumIntegerDigits), ("maximumIntegerDigits", \.maximumIntegerDigits),
            ("minimumFractionDigits", \.minimumFractionDigits), ("maximumFractionDigits", \.maximumFractionDigits),
            ("minimumSignificantDigits", \.minimumSignificantDigits), ("maximumSignificantDigits", \.maximumSignificantDigits),
        ] }
        static var flagSettings: [(String, ReferenceWritableKeyPath<NumberFormatter, Bool>)] { [
            ("usesGroupingSeparator", \.usesGroupingSeparator), ("usesSignificantDigits", \.usesSignificantDigits),
            ("alwaysShowsDecimalSeparator", \.alwaysShowsDecimalSeparator), ("generatesDecimalNumbers", \.generatesDecimalNumbers),
        ] }
        static var textSettings: [(String, ReferenceWritableKeyPath<NumberFormatter, String?>)] { [
            ("groupingSeparator", \.groupingSeparator), ("decimalSeparator", \.decimalSeparator), ("currencyCode", \.currencyCode),
            ("currencySymbol", \.currencySymbol), ("positivePrefix", \.positivePrefix), ("positiveSuffix", \.positiveSuffix),
            ("negativePrefix", \.negativePrefix), ("negativeSuffix", \.negativeSuffix), ("zeroSymbol", \.zeroSymbol),
            ("notANumberSymbol", \.notANumberSymbol), ("percentSymbol", \.percentSymbol), ("minusSign", \.minusSign),
            ("plusSign", \.plusSign), ("currencyDecimalSeparator", \.currencyDecimalSeparator),
            ("currencyGroupingSeparator", \.currencyGroupingSeparator), ("internationalCurrencySymbol", \.internationalCurrencySymbol),
            ("perMillSymbol", \.perMillSymbol), ("exponentSymbol", \.exponentSymbol),
        ] }

        static let styles: [(String, NumberFormatter.Style)] = [
            ("none", .none), ("decimal", .decimal), ("currency", .currency), ("percent", .percent), ("scientific", .scientific),
            ("spellOut", .spellOut), ("ordinal", .ordinal), ("currencyISOCode", .currencyISOCode), ("currencyPlural", .currencyPlural),
            ("currencyAccounting", .currencyAccounting),
        ]

        /// A host formatter with these settings.
        var host: NumberFormatter {
            let formatter = NumberFormatter()
            formatter.numberStyle = Self.styles.first { $0.0 == style }?.1 ?? .none
            formatter.locale = Locale(identifier: locale)
            for (name, keyPath) in Self.textSettings {
                if let text = texts[name] { formatter[keyPath: keyPath] = text }
            }
            for (name, keyPath) in Self.flagSettings {
                if let flag = flags[name] { formatter[keyPath: keyPath] = flag }
            }
            for (name, keyPath) in Self.integerSettings {
                if let number = integers[name] { formatter[keyPath: keyPath] = number }
            }
            return formatter
        }

        /// The styles whose text has the minimum's fraction zeros added here (see the type's comment).
        static let paddedStyles: Set<String> = ["none", "decimal", "percent", "currency", "currencyISOCode", "currencyAccounting"]

        /// The text of `number`.
        func string(_ number: BoxedNumber) -> String? {
            let minimum = integers["minimumFractionDigits"] ?? 0
            guard minimum > 0, Self.paddedStyles.contains(style) else { return host.string(from: NSNumber(value: number.value)) }
            let formatter = host
            let maximum = max(integers["maximumFractionDigits"] ?? formatter.maximumFractionDigits, minimum)
            let rounding = host
            rounding.minimumFractionDigits = 0
            rounding.maximumFractionDigits = maximum
            guard let text = rounding.string(from: NSNumber(value: number.value)) else { return nil }
            let separator = (style.hasPrefix("currency") ? formatter.currencyDecimalSeparator : formatter.decimalSeparator) ?? "."
            return Self.padded(text, fractionDigits: minimum, separator: separator)
        }

        /// `text` with zeros after its last digit until that number has `fractionDigits` digits
        /// after `separator` (the separator added when there is none).
        static func padded(_ text: String, fractionDigits: Int, separator: String) -> String {
            guard let lastDigit = text.lastIndex(where: \.isNumber) else { return text }
            let end = text.index(after: lastDigit)
            let number = text[..<end]
            var digitsStart = number.startIndex
            if let firstDigit = number.firstIndex(where: \.isNumber) { digitsStart = firstDigit }
            let body = number[digitsStart...]
            var present = 0
            var addition = ""
            if let separatorRange = body.range(of: separator, options: .backwards) {
                present = body[separatorRange.upperBound...].filter(\.isNumber).count
            } else {
                addition = separator
            }
            guard present < fractionDigits else { return text }
            addition += String(repeating: "0", count: fractionDigits - present)
            return String(number) + addition + text[end...]
        }
    }

    func registerNumberFormatter() {
        registerNSNumber()
        guard let formatter = registerAppleType("NumberFormatter") else { return }
        declareNestedEnum("NumberFormatter.Style", in: formatter, cases: NumberFormatterSettings.styles.map(\.0))
        typealias Settings = NumberFormatterSettings
        func settings(_ value: Value) -> Settings? { value.nativePayload(Settings.self) }
        func styleName(_ value: Value?) -> String { Self.caseName(value) ?? "none" }
        initializer("NumberFormatter") { `self`, _ in
            self.interpreter.nativeValue("NumberFormatter", NumberFormatterSettings(locale: self.previewLocaleIdentifier))
        }
        formatter.computedProperties["numberStyle"] = ComputedProperty(
            getter: .hosted("numberStyle") { runtime, selfValue, _ in runtime.enumCase("NumberFormatter.Style", settings(selfValue)?.style ?? "none") },
            setter: .native("numberStyle") { _, selfValue, arguments in
                settings(selfValue)?.style = styleName(arguments.first?.value)
                return .void
            })
        localeProperty(formatter, NumberFormatterSettings.self, \.locale)
        for (name, keyPath) in Settings.integerSettings {
            settingsProperty(formatter, name, Settings.self, empty: .int(0), get: { .int($0.integers[name] ?? $0.host[keyPath: keyPath]) },
                             set: { if case let .int(number) = $1 { $0.integers[name] = number } })
        }
        for (name, keyPath) in Settings.flagSettings {
            settingsProperty(formatter, name, Settings.self, empty: .bool(false), get: { .bool($0.flags[name] ?? $0.host[keyPath: keyPath]) },
                             set: { if case let .bool(flag) = $1 { $0.flags[name] = flag } })
        }
        for (name, keyPath) in Settings.textSettings {
            settingsProperty(formatter, name, Settings.self, empty: .nil,
                             get: { .optional(($0.texts[name] ?? $0.host[keyPath: keyPath]).map(Value.string)) },
                             set: { settings, value in
                                 if case let .string(text) = value { settings.texts[name] = text } else { settings.texts[name] = nil }
                             })
        }
        // Settings that change no text of the numbers a preview shows: kept as given and read back
        // (`minimum`/`maximum` bound what `number(from:)` accepts when a field is edited).
        for name in ["roundingMode", "formattingContext", "isLenient", "formatWidth", "paddingCharacter", "multiplier", "roundingIncrement",
                     "minimum", "maximum", "allowsFloats", "isPartialStringValidationEnabled", "format"] {
            settingsProperty(formatter, name, Settings.self, empty: .nil, get: { $0.kept[name] ?? .nil }, set: { $0.kept[name] = $1 })
        }
        formatter.addMethod("string", .native("string") { _, selfValue, arguments in
            // `string(for: Any?)` answers nil for what is not a number (Apple docs, `Formatter.string(for:)`).
            guard let target = settings(selfValue), let number = arguments.first.flatMap({ Self.boxedNumber($0.value) }) else { return .nil }
            return .optional(target.string(number).map(Value.string))
        })
        formatter.addMethod("number", .native("number") { interpreter, selfValue, arguments in
            guard let target = settings(selfValue), case let .string(text)? = arguments.first.map({ Self.unwrapped($0.value) }),
                  let parsed = target.host.number(from: text) else { return .nil }
            let value = parsed.doubleValue
            return .optional(interpreter.nativeValue("NSNumber", BoxedNumber(value: value, isIntegral: value == value.rounded())))
        })
        formatter.staticMethods["localizedString"] = [.hosted("localizedString") { runtime, _, arguments in
            let settings = NumberFormatterSettings(locale: runtime.previewLocaleIdentifier)
            settings.style = styleName(arguments.first(where: { $0.label == "number" })?.value)
            guard let number = arguments.first.flatMap({ Self.boxedNumber($0.value) }) else { return .string("") }
            return .string(settings.string(number) ?? "")
        }]
    }
}
