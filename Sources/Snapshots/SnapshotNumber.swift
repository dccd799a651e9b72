import LayoutEngine

/// The one number format of snapshots: at most three decimals (enough for a 1/3-pt grid),
/// trailing zeros trimmed, no `-0`, `inf` for ∞, `nil` for an unspecified axis.
enum SnapshotNumber {
    static func format(_ value: Double?) -> String { NumberText.format(value, decimals: 3) }

    static func parse(_ text: Substring) -> Double?? {
        switch text {
        case "nil": return .some(nil)
        case "inf": return .some(.infinity)
        case "-inf": return .some(-.infinity)
        default:
            // Only finite numbers: `nan` (which compares unequal to itself) and spellings such
            // as `infinity` or `1e999` are not snapshot numbers.
            guard let value = decimal(text), value.isFinite else { return nil }
            return .some(value)
        }
    }

    private static let powersOfTen: [Double] = [1, 10, 100, 1_000, 10_000, 100_000, 1_000_000]

    /// `Double(text)`, with the plain decimals snapshots are made of (`-12.345`: at most 15
    /// digits, at most 6 after the point, a digit on each side of it) read without `strtod`:
    /// their digits as an integer (exact below 2⁵³) divided by a power of ten (exact up to 10⁶)
    /// is the correctly rounded quotient, which is the double `strtod` gives for the decimal.
    /// Anything else goes to `Double(_:)`.
    static func decimal(_ text: Substring) -> Double? {
        var mantissa: UInt64 = 0
        var digits = 0, fractionDigits = 0, index = 0
        var negative = false, seenPoint = false, plain = true
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "0")...UInt8(ascii: "9"):
                mantissa = mantissa &* 10 &+ UInt64(byte &- UInt8(ascii: "0"))
                digits += 1
                if seenPoint { fractionDigits += 1 }
            case UInt8(ascii: "-") where index == 0: negative = true
            case UInt8(ascii: ".") where !seenPoint && digits > 0: seenPoint = true
            default: plain = false
            }
            if !plain { break }
            index += 1
        }
        guard plain, digits > 0, digits <= 15, fractionDigits <= 6, !seenPoint || fractionDigits > 0 else { return Double(text) }
        let value = Double(mantissa) / powersOfTen[fractionDigits]
        return negative ? -value : value
    }

    /// `value` as it reads back from its formatted text.
    static func quantized(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return decimal(Substring(format(value))) ?? value
    }

    static func quantized(_ rect: Rect) -> Rect {
        Rect(x: quantized(rect.x), y: quantized(rect.y), width: quantized(rect.width), height: quantized(rect.height))
    }

    static func quantized(_ size: Size) -> Size { Size(width: quantized(size.width), height: quantized(size.height)) }

    static func quantized(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map(quantized), height: proposal.height.map(quantized))
    }
}
