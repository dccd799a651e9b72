/// SF Pro's vertical metrics as iOS reports them for the system font (text-metrics.md §1.2, from
/// a dump of the iOS build's font, 2048 units per em): ascender 1950, descender 494, line gap 0,
/// cap height 1443, x-height 1078. A 17 pt line is (1950 + 494) / 2048 × 17 = 20.287109375 pt,
/// UIKit's `UIFont.systemFont(ofSize: 17).lineHeight`. The text measurer lays lines out with
/// them, and the interpreter answers `UIFont`'s `lineHeight`, `ascender`, … with them.
public enum SystemFontVerticalMetrics {
    public static let unitsPerEm = 2048.0
    public static let ascender = 1950.0
    public static let descender = 494.0
    public static let capHeight = 1443.0
    public static let xHeight = 1078.0

    /// The metrics at `size` points.
    public static func lineMetrics(atSize size: Double) -> FontLineMetrics {
        let perUnit = size / unitsPerEm
        return FontLineMetrics(ascender: ascender * perUnit, descender: descender * perUnit, lineGap: 0,
                               capHeight: capHeight * perUnit, xHeight: xHeight * perUnit)
    }
}
