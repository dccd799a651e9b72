/// Locale-free, deterministic formatting of layout numbers for descriptions and traces.
public enum NumberText {
    /// Formats `value` with at most `decimals` fractional digits, trailing zeros trimmed,
    /// never `-0`; `∞` and `nil` are spelled out. Values too large to carry `decimals` exactly
    /// are printed as a rounded integer, and beyond `Int64` in Swift's shortest round-trip form
    /// (`1e+300`), so no value can overflow.
    public static func format(_ value: Double?, decimals: Int = 3) -> String {
        guard let value else { return "nil" }
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        let decimals = min(max(decimals, 0), 6)
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        if scaled == 0 { return "0" }
        if scaled >= 9.0e15 {
            let whole = value.rounded()
            return abs(whole) < 9.0e18 ? String(Int64(whole)) : "\(whole)"
        }
        let units = Int64(scaled)
        let divisor = Int64(scale)
        var text = String(units / divisor)
        var fraction = units % divisor
        if fraction != 0 {
            var digits = String(fraction)
            digits = String(repeating: "0", count: decimals - digits.count) + digits
            while digits.hasSuffix("0") { digits.removeLast() }
            fraction = 0
            text += "." + digits
        }
        return value < 0 ? "-" + text : text
    }
}
