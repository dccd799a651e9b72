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
        // Sign, at most 20 whole digits, point, 6 fraction digits.
        return String(unsafeUninitializedCapacity: 32) { buffer in
            var count = 0
            if negative {
                buffer[count] = UInt8(ascii: "-")
                count += 1
            }
            var whole = units / divisor
            let wholeStart = count
            repeat {
                buffer[count] = UInt8(ascii: "0") + UInt8(whole % 10)
                whole /= 10
                count += 1
            } while whole > 0
            var low = wholeStart, high = count - 1
            while low < high {
                buffer.swapAt(low, high)
                low += 1
                high -= 1
            }
            var fraction = units % divisor
            guard fraction != 0 else { return count }
            var width = decimals
            while fraction % 10 == 0 {
                fraction /= 10
                width -= 1
            }
            buffer[count] = UInt8(ascii: ".")
            count += 1
            for position in stride(from: count + width - 1, through: count, by: -1) {
                buffer[position] = UInt8(ascii: "0") + UInt8(fraction % 10)
                fraction /= 10
            }
            return count + width
        }
    }
}
