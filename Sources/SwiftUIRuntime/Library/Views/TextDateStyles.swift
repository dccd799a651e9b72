import SwiftInterpreter

/// `Text(date, style:)` for the styles that count from now (Apple, "Text.DateStyle"):
/// `.relative` "displaying a date as relative to now" ("2 hours, 23 minutes", "1 year, 1 month"),
/// `.offset` "as offset from now" ("+2 hours", "-3 months") and `.timer` "as timer counting from
/// now" ("2:32", "36:59:01"). SwiftUI updates these every second; here "now" is the interpreter's
/// fixed moment (2024-01-01 00:00:00 UTC), with the warning `Date()` records, so a preview shows
/// the text it would show at that moment.
///
/// **Unverified** beyond Apple's examples: `.relative` writes the two largest non-zero units of
/// the calendar difference (years, months, weeks, days, hours, minutes, seconds) joined by ", ",
/// and "0 seconds" for no difference; `.offset` the largest unit with its sign ("+0 seconds"
/// likewise); `.timer` hours, two-digit minutes and seconds, or minutes and two-digit seconds
/// under an hour, counting the whole seconds either side of now.
extension SwiftUIRuntime {
    /// The text of `style` for `seconds` (since 1970), or nil for `.date` / `.time`.
    func nowRelativeDateText(_ seconds: Double, style: String) -> String? {
        guard ["relative", "offset", "timer"].contains(style) else { return nil }
        warnFixedNow()
        return Self.nowRelativeDateText(seconds, from: Interpreter.fixedNow, style: style)
    }

    /// A text counted from now reads the interpreter's fixed now, and records the warning reading
    /// `Date()` records (`Interpreter.fixedNowWarning`, docs/interpreter.md), as every use of the
    /// fixed clock does.
    func warnFixedNow() {
        interpreter.warn(Interpreter.fixedNowWarning)
    }

    static func nowRelativeDateText(_ seconds: Double, from now: Double, style: String) -> String {
        let difference = (seconds - now).rounded()
        switch style {
        case "timer":
            let total = Int(abs(difference).clamped(to: 0...9e15))
            let (hours, minutes, rest) = (total / 3_600, total % 3_600 / 60, total % 60)
            func twoDigits(_ number: Int) -> String { number < 10 ? "0\(number)" : "\(number)" }
            return hours > 0 ? "\(hours):\(twoDigits(minutes)):\(twoDigits(rest))" : "\(minutes):\(twoDigits(rest))"
        case "offset":
            let parts = RelativeDateDifference.components(from: now, to: now + difference)
            let (unit, value) = parts.first { $0.1 != 0 } ?? (.second, 0)
            return (value < 0 ? "-" : "+") + RelativeDateDifference(unit: unit, value: value).quantity(abs(value), width: .wide)
        default:
            let parts = RelativeDateDifference.components(from: now, to: now + difference).filter { $0.1 != 0 }.prefix(2)
            guard !parts.isEmpty else { return "0 seconds" }
            return parts.map { RelativeDateDifference(unit: $0.0, value: $0.1).quantity(abs($0.1), width: .wide) }.joined(separator: ", ")
        }
    }
}

private extension Double {
    func clamped(to range: ClosedRange<Double>) -> Double { Swift.min(Swift.max(self, range.lowerBound), range.upperBound) }
}
