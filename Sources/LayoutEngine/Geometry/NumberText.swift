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
        return fixedPoint(UInt64(scaled), decimals: decimals, negative: value < 0)
    }

    /// `units` ÷ 10^`decimals` (`decimals` at most 6) written out: `-` when `negative`, the whole
    /// part, then `.` and the fraction's digits, zero-padded to `decimals` and trailing zeros
    /// trimmed (nothing when the fraction is zero): `fixedPoint(96670, decimals: 3, negative: false)`
    /// is `96.67`. Written into one buffer rather than joined from strings: a diagram or a
    /// snapshot formats thousands of numbers.
    public static func fixedPoint(_ units: UInt64, decimals: Int, negative: Bool) -> String {
        let decimals = min(max(decimals, 0), 6)
        var divisor: UInt64 = 1
        for _ in 0..<decimals { divisor *= 10 }
        let whole = units / divisor
        var fraction = units % divisor
        var width = fraction == 0 ? 0 : decimals
        while width > 0, fraction % 10 == 0 {
            fraction /= 10
            width -= 1
        }
        var wholeDigits = 1
        var rest = whole / 10
        while rest > 0 {
            wholeDigits += 1
            rest /= 10
        }
        let length = (negative ? 1 : 0) + wholeDigits + (width > 0 ? 1 + width : 0)
        // The exact length: up to 15 bytes the string is made inline, without an allocation.
        return String(unsafeUninitializedCapacity: length) { buffer in
            var position = length - 1
            for _ in 0..<width {
                buffer[position] = UInt8(ascii: "0") + UInt8(fraction % 10)
                fraction /= 10
                position -= 1
            }
            if width > 0 {
                buffer[position] = UInt8(ascii: ".")
                position -= 1
            }
            var remaining = whole
            for _ in 0..<wholeDigits {
                buffer[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
                remaining /= 10
                position -= 1
            }
            if negative { buffer[0] = UInt8(ascii: "-") }
            return length
        }
    }
}
