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
            guard let value = Double(text), value.isFinite else { return nil }
            return .some(value)
        }
    }

    /// `value` as it reads back from its formatted text.
    static func quantized(_ value: Double) -> Double {
        guard value.isFinite else { return value }
        return Double(format(value)) ?? value
    }

    static func quantized(_ rect: Rect) -> Rect {
        Rect(x: quantized(rect.x), y: quantized(rect.y), width: quantized(rect.width), height: quantized(rect.height))
    }

    static func quantized(_ size: Size) -> Size { Size(width: quantized(size.width), height: quantized(size.height)) }

    static func quantized(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: proposal.width.map(quantized), height: proposal.height.map(quantized))
    }
}
