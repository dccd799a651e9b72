import LayoutEngine

/// The one number formatter of every diagram, label, table and description: at most two
/// decimals, trailing zeros trimmed, `.` as separator, never `-0`, no locale, no exponent below
/// 10^19 (absurd frames beyond that print as `1e+300`, still a valid SVG number).
/// `100`, `96.67`, `0.5`, `-3.25`; infinity is `∞`, NaN `nan`, a missing value `nil`.
public enum DiagramNumber {
    public static func format(_ value: Double) -> String {
        if value.isNaN { return "nan" }
        if value.isInfinite { return value > 0 ? "∞" : "-∞" }
        let hundredths = (abs(value) * 100).rounded(.toNearestOrAwayFromZero)
        if hundredths == 0 { return "0" }
        // Beyond 2^53 hundredths a Double has no fractional digits left to print.
        guard hundredths < 9_007_199_254_740_992 else {
            let whole = abs(value).rounded()
            guard whole < 1.8e19 else { return "\(value.rounded())" }
            return (value < 0 ? "-" : "") + String(UInt64(whole))
        }
        return NumberText.fixedPoint(UInt64(hundredths), decimals: 2, negative: value < 0)
    }

    /// A proposal axis: `nil` for "ideal", otherwise `format(_:)`.
    public static func format(_ value: Double?) -> String {
        value.map { format($0) } ?? "nil"
    }

    /// `620×80`, the way sizes appear in titles, descriptions and labels.
    public static func size(_ width: Double?, _ height: Double?) -> String {
        format(width) + "×" + format(height)
    }

    /// A scale factor with six decimals (trailing zeros trimmed), for transforms where two
    /// decimals would misplace glyphs: `0.008339`.
    public static func precise(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e9 else { return format(value) }
        let millionths = (abs(value) * 1_000_000).rounded(.toNearestOrAwayFromZero)
        guard millionths > 0 else { return "0" }
        return NumberText.fixedPoint(UInt64(millionths), decimals: 6, negative: value < 0)
    }
}
