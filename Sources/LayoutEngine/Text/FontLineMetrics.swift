/// The vertical metrics of a font at a size, in points. SwiftUI's `Text` stacks lines
/// `ascender + descender + lineGap` apart (`text-metrics.md` §1.5).
public struct FontLineMetrics: Hashable, Sendable {
    /// Distance from the top of a line to its baseline.
    public var ascender: Double
    /// Distance from the baseline to the bottom of a line (positive).
    public var descender: Double
    /// Extra space between lines (0 for SF).
    public var lineGap: Double
    public var capHeight: Double
    public var xHeight: Double

    public init(ascender: Double, descender: Double, lineGap: Double = 0, capHeight: Double, xHeight: Double) {
        self.ascender = ascender
        self.descender = descender
        self.lineGap = lineGap
        self.capHeight = capHeight
        self.xHeight = xHeight
    }

    /// The distance between consecutive baselines.
    public var lineHeight: Double { ascender + descender + lineGap }
}
