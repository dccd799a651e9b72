import LayoutEngine

/// How the bundled Inter faces are made to measure like SF Pro, the iOS system font.
///
/// - Heights and baselines use SF's published vertical metrics, not Inter's: ascender 1950,
///   descender 494, line gap 0, cap height 1443, x-height 1078 per 2048-unit em (text-metrics.md
///   §1.2). A 17 pt line is then exactly 20.287109375 pt, as UIKit reports.
/// - Widths: SF adds a size-dependent tracking to every glyph (§1.3, Apple's SF tracking table),
///   so LayoutLens does the same with Apple's published values, on top of Inter's advances and
///   GPOS kerning scaled per weight and optical size (`SystemFontWidthCalibration`) to SF's
///   untracked proportions. docs/text-metrics.md shows the fit and the remaining error.
enum SystemFontCalibration {
    static let unitsPerEm = SystemFontVerticalMetrics.unitsPerEm
    static let ascender = SystemFontVerticalMetrics.ascender
    static let descender = SystemFontVerticalMetrics.descender
    static let capHeight = SystemFontVerticalMetrics.capHeight
    static let xHeight = SystemFontVerticalMetrics.xHeight

    /// SF Pro's tracking in 1/1000 em, from Apple's HIG typography page, "Tracking values", SF Pro
    /// table for iOS (developer.apple.com/design/human-interface-guidelines/typography; the rows
    /// are reproduced in many public design references, e.g. uxcel's HIG course; text-metrics.md
    /// §1.3). The table's dip to −23 at 20 pt and its climb to +3 at 24 pt are where SF moves from
    /// its Text to its Display optical size.
    static let trackingTable = PiecewiseLinear(points: [
        (6, 41), (7, 34), (8, 26), (9, 19), (10, 12), (11, 6), (12, 0), (13, -6), (14, -11), (15, -16),
        (16, -20), (17, -26), (18, -25), (19, -24), (20, -23), (21, -18), (22, -12), (23, -4), (24, 3),
        (25, 6), (26, 8), (27, 11), (28, 14), (34, 12), (40, 10), (48, 8), (60, 4), (72, 2), (80, 0),
    ])

    /// Tracking per glyph in points at `size`: the table's value at a listed size, linear between
    /// listed sizes, held at the end values outside them.
    static func trackingPoints(atSize size: Double) -> Double {
        trackingTable(size) * size / 1000
    }

    /// SF's line metrics at `size`, in points.
    static func lineMetrics(atSize size: Double) -> FontLineMetrics {
        SystemFontVerticalMetrics.lineMetrics(atSize: size)
    }

    /// The bundled face for a SwiftUI weight: Regular up to medium, SemiBold, and Bold from bold on.
    static func bundledFont(for weight: FontWeight) -> BundledFont {
        switch weight {
        case .ultraLight, .thin, .light, .regular, .medium: .interRegular
        case .semibold: .interSemiBold
        case .bold, .heavy, .black: .interBold
        }
    }
}
