import LayoutEngine
import AppResources
import SwiftInterpreter

/// What a string literal shows when SwiftUI reads it as a `LocalizedStringKey` (`Text("…")`,
/// `Button("…")`, `Label("…", systemImage:)`, `Toggle("…", isOn:)`): an interpolated
/// floating-point value is formatted with `%lf` (six decimals: `Text("\(0.5)")` shows
/// `0.500000`), other values as Swift prints them, and the literal's inline Markdown is rendered
/// (`InlineMarkdown`). Both readers use it, so they agree.
public enum LocalizedStringKeyText {
    /// The displayed text of a literal made of `pieces`: literal text, and interpolated values
    /// already formatted (`formatted`) or to be formatted here (floating point) or by `describe`.
    public static func display(_ pieces: [(text: String?, number: Double?, formatted: String?)]) -> String {
        var text = ""
        // Interpolated values stand in as private-use placeholders while the literal's Markdown is
        // rendered, then replace them (values are arguments, not Markdown).
        var arguments: [String] = []
        for piece in pieces {
            if let literal = piece.text {
                text += literal
                continue
            }
            let argument: String
            if let formatted = piece.formatted {
                argument = formatted
            } else if let number = piece.number, number.isFinite {
                argument = sixDecimals(number)
            } else {
                argument = piece.number.map { "\($0)" } ?? ""
            }
            arguments.append(argument)
            text.unicodeScalars.append(placeholder(arguments.count - 1))
        }
        // Without arguments no scalar is replaced (a private-use scalar the literal itself holds has
        // no argument and is kept), so the rendered text is the display as it is, not copied.
        guard !arguments.isEmpty else { return InlineMarkdown.displayText(text) }
        var display = ""
        for scalar in InlineMarkdown.displayText(text).unicodeScalars {
            if let index = placeholderIndex(scalar), index < arguments.count {
                display += arguments[index]
            } else {
                display.unicodeScalars.append(scalar)
            }
        }
        return display
    }

    /// `%lf` formatting without Foundation: six decimals, rounded half away from zero.
    public static func sixDecimals(_ value: Double) -> String {
        let scaled = (abs(value) * 1_000_000).rounded()
        guard scaled < 9e15 else {
            // Too large for six decimals: the integer part, or Swift's exponent form past Int64.
            let whole = value.rounded()
            return abs(whole) < 9e18 ? String(Int64(whole)) + ".000000" : "\(whole)"
        }
        let units = Int64(scaled)
        let fraction = String(units % 1_000_000)
        let text = "\(units / 1_000_000).\(String(repeating: "0", count: 6 - fraction.count))\(fraction)"
        return value < 0 && units != 0 ? "-" + text : text
    }

    /// Private-use scalars U+F0000… stand for interpolated arguments while Markdown is rendered.
    public static func placeholder(_ index: Int) -> Unicode.Scalar {
        Unicode.Scalar(0xF0000 + UInt32(min(index, 0xFFFD))) ?? "?"
    }

    public static func placeholderIndex(_ scalar: Unicode.Scalar) -> Int? {
        (0xF0000...0xFFFFD).contains(scalar.value) ? Int(scalar.value - 0xF0000) : nil
    }
}

extension SwiftUIRuntime {
    /// Types whose first unlabelled string literal is a `LocalizedStringKey`.
    static let localizedKeyTypes: Set<String> = ["Text", "Button", "Label", "Toggle"]

    func registerLocalizedStringKeys() {
        interpreter.literalKeyTypes = Self.localizedKeyTypes
        // `Text("Closes in \(date, style: .timer)")`, `"\(price, format: .currency(code: "USD"))"`:
        // `LocalizedStringKey.StringInterpolation`'s `appendInterpolation(_:style:)` and
        // `appendInterpolation(_:format:)` write what `Text(_:style:)` and `Text(_:format:)` show.
        interpreter.labelledInterpolation = { [unowned self] value, others in
            let known = others.filter { $0.label == "style" || $0.label == "format" }
            guard !known.isEmpty, known.count == others.count else { return nil }
            return try self.formattedText(value, NativeArguments("appendInterpolation", known.map { CallArgument($0.label, $0.value) }))
        }
        interpreter.literalKeyLookupLabels = ["tableName", "bundle"]
        interpreter.stringLiteralInitializer = { [unowned self] pieces, lookup in
            let parts = try pieces.map { piece -> (text: String?, number: Double?, formatted: String?) in
                switch piece {
                case let .text(text): return (text, nil, nil)
                case let .value(value, formatted?): return (nil, nil, formatted)
                case let .value(.double(number), nil), let .value(.cgFloat(number), nil): return (nil, number, nil)
                case let .value(value, nil): return (nil, nil, try self.interpolatedRun(value) ?? self.interpreter.describe(value))
                }
            }
            if let localized = self.localizedValue(pieces, lookup: lookup) { return .string(LocalizedStringKeyText.display([(localized, nil, nil)])) }
            return .string(LocalizedStringKeyText.display(parts))
        }
    }

    /// The value the string tables of the bundle `lookup` names (`bundle:`, `Bundle.main` when
    /// none: `LookupBundle`) give the key a literal makes in table `tableName:` (`Localizable`
    /// when none), each interpolation a format specifier, as SwiftUI's `LocalizedStringKey`
    /// makes it: `%lld` for integers, `%lf` for floating point, `%@` otherwise; formatted with
    /// the interpolated values. Nil when no bundle of the program has string tables. A key the
    /// bundle lacks is shown as written, with a warning when no table has it or another bundle
    /// does (none for the empty key, which shows nothing either way).
    func localizedValue(_ pieces: [LiteralPiece], lookup: [CallArgument] = []) -> String? {
        guard !resources.localizations.isEmpty else { return nil }
        let bundle = lookupBundle(lookup.first { $0.label == "bundle" }?.value)
        var table = "Localizable"
        if case let .string(name)? = lookup.first(where: { $0.label == "tableName" }).map({ Self.unwrapped($0.value) }) { table = name }
        var key = ""
        var arguments: [FormatArgument] = []
        for piece in pieces {
            switch piece {
            case let .text(text): key += text.replacingEvery("%", with: "%%")
            case let .value(.int(number), nil):
                key += "%lld"
                arguments.append(.integer(number))
            case let .value(.double(number), nil), let .value(.cgFloat(number), nil):
                key += "%lf"
                arguments.append(.number(number))
            case let .value(value, formatted):
                key += "%@"
                arguments.append(.string(formatted ?? ((try? interpreter.describe(value)) ?? "")))
            }
        }
        let found = bundle.resources.formatted(key: key, table: table, locale: settings.locale, arguments: arguments)
        if case .table = found.origin { return found.text }
        // `Text("")` (an empty footer, the seed of a `reduce` of texts) shows nothing whether or
        // not a table has the key: nothing a reader would see stands in (`warnKeyShown`).
        warnKeyShown(key, table: table, in: bundle, origin: found.origin)
        return nil
    }

    /// Whether a format key (`"%@ items"`, `"%lld"`) has a letter outside its format specifiers:
    /// the words a string table would translate. The specifiers `localizedValue` writes are `%@`,
    /// `%lld`, `%lf` and `%%` (Apple, "String Format Specifiers").
    static func hasWords(formatKey key: String) -> Bool {
        var rest = Substring(key)
        while let first = rest.first {
            if first == "%" {
                let specifier = ["%lld", "%lf", "%@", "%%"].first { rest.hasPrefix($0) }
                rest = rest.dropFirst(specifier?.count ?? 1)
                continue
            }
            if first.isLetter { return true }
            rest = rest.dropFirst()
        }
        return false
    }
}
