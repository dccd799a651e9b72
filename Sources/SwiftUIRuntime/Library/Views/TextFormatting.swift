import SwiftInterpreter

/// What `Text` shows for values that are not strings: `Text(date, style: .date)` and
/// `Text(value, format: …)`, formatted as an en_US device formats them. Dates come from the
/// interpreter's fixed "now" (2024-01-01 00:00:00 UTC), so the text is the same on every run.
extension SwiftUIRuntime {
    static let monthNames = ["January", "February", "March", "April", "May", "June", "July", "August", "September",
                             "October", "November", "December"]

    /// The text of `Text(value, style:)` / `Text(value, format:)`, or nil when `value` is neither a
    /// date nor formatted (the caller then reads it as a string).
    func formattedText(_ value: Value, _ arguments: NativeArguments) throws -> String? {
        if case let .native(native) = value, let seconds = native.payload as? Double, native.type.name == "Date" {
            if let format = arguments["format"], let relative = relativeFormatText(seconds, format) { return relative }
            let style = try arguments["style"].map { try caseName($0, "Text.DateStyle") } ?? "date"
            return nowRelativeDateText(seconds, style: style) ?? Self.dateText(seconds, style: style)
        }
        guard let format = arguments["format"] else { return nil }
        // `Text(names, format: .list(type: .and))` (Apple, `Text.init(_:format:)`: "the formatted
        // representation of a nonstring type supported by a corresponding format style"): the
        // text `names.formatted(.list(type: .and))` gives (`ListFormatters.swift`).
        if case .array = value, case let .unresolvedMember(style) = format, style.name == "list" {
            var list = value
            if case let .string(text) = try interpreter.callMethod("formatted", on: &list, [CallArgument(nil, format)]) { return text }
        }
        let number: Double
        var isInteger = false
        switch value {
        case let .int(int): number = Double(int); isInteger = true
        case let .double(double), let .cgFloat(double): number = double
        default:
            guard let decimal = Self.decimalAsDouble(value) else { return nil }
            number = decimal
        }
        guard case let .unresolvedMember(style) = format else { return Self.grouped(number, isInteger: isInteger, fractionDigits: nil) }
        switch style.name {
        case "currency":
            // `.currency(code: "USD")`: the symbol, grouping and two decimals ("$1,234.50").
            let code = try style.arguments?.first.map { try string($0.value, "code") } ?? "USD"
            let symbols = ["USD": "$", "EUR": "€", "GBP": "£", "JPY": "¥"]
            let digits = code == "JPY" ? 0 : 2
            let body = Self.grouped(abs(number), isInteger: false, fractionDigits: digits)
            return (number < 0 ? "-" : "") + (symbols[code] ?? code + " ") + body
        case "percent":
            // A floating value is a fraction (0.25 → "25%"); an integer is already a percentage.
            return Self.grouped(isInteger ? number : number * 100, isInteger: isInteger, fractionDigits: nil) + "%"
        default:
            return Self.grouped(number, isInteger: isInteger, fractionDigits: nil)
        }
    }

    /// `price.formatted()`, `price.formatted(.currency(code: "USD"))`, `ratio.formatted(.percent)`,
    /// `Date.now.formatted(date: .long, time: .omitted)`: the same strings `Text(_:format:)` shows.
    func registerFormattedMethods() {
        for typeName in ["Int", "Double", "CGFloat"] {
            interpreter.type(named: typeName)?.addMethod("formatted", .native("formatted", labels: nil) { [unowned self] _, selfValue, arguments in
                let style = arguments.first?.value ?? .unresolvedMember(UnresolvedMember(name: "number", arguments: nil))
                return .string(try self.formattedText(selfValue, NativeArguments("formatted", [CallArgument("format", style)])) ?? "")
            })
        }
        interpreter.type(named: "Date")?.addMethod("formatted", .native("formatted", labels: nil) { [unowned self] _, selfValue, arguments in
            guard case let .native(native) = selfValue, let seconds = native.payload as? Double else { return .string("") }
            if let format = arguments.first(where: { $0.label == nil })?.value, let relative = self.relativeFormatText(seconds, format) {
                return .string(relative)
            }
            let omitsDate: Bool
            if case let .unresolvedMember(member)? = arguments.first(where: { $0.label == "date" })?.value { omitsDate = member.name == "omitted" } else { omitsDate = false }
            var timeStyle = "time"
            if case let .unresolvedMember(member)? = arguments.first(where: { $0.label == "time" })?.value, member.name == "omitted" { timeStyle = "" }
            let date = omitsDate ? "" : Self.dateText(seconds, style: "date")
            let time = timeStyle.isEmpty ? "" : Self.dateText(seconds, style: "time")
            return .string([date, time].filter { !$0.isEmpty }.joined(separator: " at "))
        })
    }

    /// `Text(date, style: .date)` → "January 1, 2024"; `.time` → "12:00 AM".
    static func dateText(_ seconds: Double, style: String) -> String {
        // "yyyy-MM-dd HH:mm:ss +0000"
        let parts = Interpreter.formatUTC(seconds).split(whereSeparator: { $0 == "-" || $0 == " " || $0 == ":" }).compactMap { Int($0) }
        guard parts.count >= 5 else { return "" }
        let (year, month, day, hour, minute) = (parts[0], parts[1], parts[2], parts[3], parts[4])
        let time = "\(hour % 12 == 0 ? 12 : hour % 12):\(minute < 10 ? "0" : "")\(minute) \(hour < 12 ? "AM" : "PM")"
        switch style {
        case "time": return time
        default: return "\(monthNames[month - 1]) \(day), \(year)"
        }
    }

    /// A number as `formatted()` shows it in en_US: thousands grouped with commas; a floating
    /// value with up to six significant fraction digits (trailing zeros dropped), or exactly
    /// `fractionDigits`.
    static func grouped(_ number: Double, isInteger: Bool, fractionDigits: Int?) -> String {
        guard number.isFinite else { return number.isNaN ? "NaN" : (number < 0 ? "-∞" : "∞") }
        let digits = isInteger ? 0 : (fractionDigits ?? 6)
        let scale = pow10(digits)
        let scaled = (abs(number) * scale).rounded()
        guard scaled < 9e15 else { return String(number) }
        let whole = Int(scaled / scale)
        var fraction = Int(scaled) - whole * Int(scale)
        var fractionText = ""
        if digits > 0 {
            var text = String(fraction)
            text = String(repeating: "0", count: digits - text.count) + text
            if fractionDigits == nil { while text.hasSuffix("0") { text.removeLast() } }
            fractionText = text.isEmpty ? "" : "." + text
            fraction = 0
        }
        var wholeText = String(whole)
        var groupedText = ""
        while wholeText.count > 3 {
            groupedText = "," + wholeText.suffix(3) + groupedText
            wholeText.removeLast(3)
        }
        return (number < 0 && scaled > 0 ? "-" : "") + wholeText + groupedText + fractionText
    }

    private static func pow10(_ exponent: Int) -> Double {
        (0..<exponent).reduce(1.0) { value, _ in value * 10 }
    }
}
