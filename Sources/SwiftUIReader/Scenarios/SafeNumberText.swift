import LayoutEngine

/// Number text for messages and output that is safe for every `Double`: the engine's
/// `NumberText.format` (at most `decimals` decimals, no `-0`) for ordinary magnitudes, and Swift's
/// own shortest form (`1e+300`, `-inf`, `nan`) beyond ±10¹⁵, where fixed-point text would be
/// meaningless (and the engine's integer conversion would overflow).
public enum SafeNumberText {
    public static func format(_ value: Double, decimals: Int = 4) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "inf" : "-inf" }
        if abs(value) >= 1e15 { return "\(value)" }
        return NumberText.format(value, decimals: decimals)
    }
}
