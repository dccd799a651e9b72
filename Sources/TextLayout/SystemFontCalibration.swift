import LayoutEngine

/// How the bundled Inter faces are made to measure like SF Pro, the iOS system font.
///
/// - Heights and baselines use SF's published vertical metrics, not Inter's: ascender 1950,
///   descender 494, line gap 0, cap height 1443, x-height 1078 per 2048-unit em (text-metrics.md
///   §1.2). A 17 pt line is then exactly 20.287109375 pt, as UIKit reports.
/// - Widths: SF adds a size-dependent tracking to every glyph (§1.3, Apple's SF tracking table),
///   so LayoutLens does the same with Apple's published values, on top of Inter's advances and
///   GPOS kerning scaled by one design factor (`designScale`) that brings Inter's untracked
///   proportions to SF's. docs/text-metrics.md shows the fit and the remaining error.
enum SystemFontCalibration {
    static let unitsPerEm = 2048.0
    static let ascender = 1950.0
    static let descender = 494.0
    static let capHeight = 1443.0
    static let xHeight = 1078.0

    /// Inter's design advances × this ≈ SF's untracked design advances.
    ///
    /// Fitted once on the two 17 pt sentences of harvest (a) (text-metrics.md §1.6): SF's untracked
    /// width is the published sum minus the tracking of its n graphemes (n × −26/1000 × 17 =
    /// n × −0.442 pt, §1.3), and Inter's kerned widths are from §3.3:
    /// ("Hello, world" 90.047 + Lorem sentence 420.825 + (12 + 56) × 0.442) / (94.780 + 443.666)
    /// = 540.928 / 538.446 = 1.0046.
    static let designScale = 1.0046

    /// SF's tracking in 1/1000 em at the sizes Apple publishes (uxcel's summary of the HIG SF
    /// tracking table, text-metrics.md §1.3): 10 pt +12, 12 pt 0, 13 pt −6, 17 pt −26, 28 pt +14.
    static let trackingTable: [(size: Double, thousandths: Double)] = [
        (10, 12), (12, 0), (13, -6), (17, -26), (28, 14),
    ]

    /// Tracking per glyph in points at `size`: linear between the published sizes, held at the
    /// end values outside them. SF switches from its Text to its Display optical size at 20 pt;
    /// between 17 and 28 pt the straight line is an approximation of that step.
    static func trackingPoints(atSize size: Double) -> Double {
        let table = trackingTable
        let thousandths: Double
        if size <= table[0].size {
            thousandths = table[0].thousandths
        } else if size >= table[table.count - 1].size {
            thousandths = table[table.count - 1].thousandths
        } else {
            let upper = table.firstIndex { $0.size >= size }!
            let low = table[upper - 1], high = table[upper]
            thousandths = low.thousandths + (high.thousandths - low.thousandths) * (size - low.size) / (high.size - low.size)
        }
        return thousandths * size / 1000
    }

    /// SF's line metrics at `size`, in points.
    static func lineMetrics(atSize size: Double) -> FontLineMetrics {
        let perUnit = size / unitsPerEm
        return FontLineMetrics(ascender: ascender * perUnit, descender: descender * perUnit, lineGap: 0,
                               capHeight: capHeight * perUnit, xHeight: xHeight * perUnit)
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
