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
        guard let units = fixedPointUnits(value, decimals: decimals) else {
            let whole = value.rounded()
            return abs(whole) < 9.0e18 ? String(Int64(whole)) : "\(whole)"
        }
        return fixedPoint(units, decimals: decimals, negative: value < 0 && units > 0)
    }

    /// The most bytes `format(_:decimals:into:)` writes: Swift's shortest round-trip form of a
    /// `Double` is at most 24 (`-2.2250738585072014e-308`), and a fixed-point number at most 23
    /// (a sign, 16 digits, a point, 6 decimals, from below 9 × 10¹⁵ units).
    public static let maximumLength = 32

    /// `format(value, decimals:)`'s UTF-8 bytes written at the start of `buffer` (at least
    /// `maximumLength` bytes), returning how many: the same text without making a `String`, for a
    /// writer that formats thousands of numbers into one buffer (`frames`' JSON). The fixed-point
    /// form, every layout number's, is written digit by digit; the rare others are copied from
    /// `format`'s string.
    public static func format(_ value: Double, decimals: Int, into buffer: UnsafeMutableBufferPointer<UInt8>) -> Int {
        precondition(buffer.count >= maximumLength, "a number's text needs maximumLength bytes")
        let decimals = min(max(decimals, 0), 6)
        if value.isFinite, let units = fixedPointUnits(value, decimals: decimals) {
            let digits = FixedPointDigits(units: units, decimals: decimals, negative: value < 0 && units > 0)
            digits.write(into: buffer)
            return digits.length
        }
        var text = format(value, decimals: decimals)
        return text.withUTF8 { utf8 in
            _ = buffer.initialize(fromContentsOf: utf8)
            return utf8.count
        }
    }

    /// `|value|` in units of 10^-`decimals`, rounded, when `format` writes it in fixed point:
    /// zero, or below 9 × 10¹⁵ units (so exact in a `Double`); nil when it is too large.
    private static func fixedPointUnits(_ value: Double, decimals: Int) -> UInt64? {
        var scale = 1.0
        for _ in 0..<decimals { scale *= 10 }
        let scaled = (abs(value) * scale).rounded()
        return scaled < 9.0e15 ? UInt64(scaled) : nil
    }

    /// `units` ÷ 10^`decimals` (`decimals` at most 6) written out: `-` when `negative`, the whole
    /// part, then `.` and the fraction's digits, zero-padded to `decimals` and trailing zeros
    /// trimmed (nothing when the fraction is zero): `fixedPoint(96670, decimals: 3, negative: false)`
    /// is `96.67`. Written into one buffer rather than joined from strings: a diagram or a
    /// snapshot formats thousands of numbers.
    public static func fixedPoint(_ units: UInt64, decimals: Int, negative: Bool) -> String {
        let digits = FixedPointDigits(units: units, decimals: min(max(decimals, 0), 6), negative: negative)
        // The exact length: up to 15 bytes the string is made inline, without an allocation.
        return String(unsafeUninitializedCapacity: digits.length) { buffer in
            digits.write(into: buffer)
            return digits.length
        }
    }

    /// `fixedPoint`'s text measured, then written: `-` when negative, the whole part, and the
    /// fraction with its trailing zeros trimmed.
    private struct FixedPointDigits {
        let whole: UInt64
        let fraction: UInt64
        /// Fraction digits written (0: no point).
        let width: Int
        let wholeDigits: Int
        let negative: Bool
        let length: Int

        init(units: UInt64, decimals: Int, negative: Bool) {
            var divisor: UInt64 = 1
            for _ in 0..<decimals { divisor *= 10 }
            whole = units / divisor
            var fraction = units % divisor
            var width = fraction == 0 ? 0 : decimals
            while width > 0, fraction % 10 == 0 {
                fraction /= 10
                width -= 1
            }
            self.fraction = fraction
            self.width = width
            var wholeDigits = 1
            var rest = whole / 10
            while rest > 0 {
                wholeDigits += 1
                rest /= 10
            }
            self.wholeDigits = wholeDigits
            self.negative = negative
            length = (negative ? 1 : 0) + wholeDigits + (width > 0 ? 1 + width : 0)
        }

        /// Writes the `length` bytes at the start of `buffer`.
        func write(into buffer: UnsafeMutableBufferPointer<UInt8>) {
            var position = length - 1
            var fraction = fraction
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
        }
    }
}
