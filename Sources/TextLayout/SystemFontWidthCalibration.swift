import LayoutEngine

/// How wide the SF Pro stand-in draws at one weight: the scales that bring a bundled Inter face's
/// advances to SF's at SF's two optical sizes.
///
/// SF Pro is one variable font with an optical-size axis: below 17 pt it draws its Text design,
/// from 28 pt its Display design, which is narrower and whose figures are relatively wider; in
/// between, an interpolation of the two (WWDC20 "The details of UI typography"; measured in the
/// iOS harvest described in docs/text-metrics.md, "Widths"). Each design is one scale for letters
/// and one extra scale for the figures 0–9, on top of Apple's size-dependent tracking.
struct SystemFontWidthCalibration: Sendable {
    /// Inter's advances × this ≈ SF Text's untracked advances (sizes up to 17 pt).
    let textScale: Double
    /// Inter's advances × this ≈ SF Display's untracked advances (28 pt and up).
    let displayScale: Double
    /// The figures 0–9 of SF Text are this much wider again than `textScale` makes Inter's.
    let textFigureScale: Double
    /// The figures 0–9 of SF Display are this much wider again than `displayScale` makes Inter's.
    let displayFigureScale: Double

    /// The calibration of each SwiftUI weight.
    ///
    /// Fitted on the iOS harvest (docs/text-metrics.md, "Widths": `Vercantez/openuikit`
    /// `golden/font_metrics_ios.json`, CoreText widths of `.SFUI-<Weight>` with kerning) at two
    /// sizes only, 17 pt for Text and 34 pt for Display: the letter scale by least squares of the
    /// relative error of "Hello UIKit", "The quick brown fox jumps over the lazy dog" and
    /// "AVAST Wavy To. LT" with Apple's tracking added, the figure scale on "0123456789". Regular
    /// also fits "Hello", "Hello, world", "This is a test string" and the Lorem sentence, whose
    /// widths the harvest's per-glyph advances give (without SF's kerning). Every other size of
    /// the harvest (8–40 pt) is evidence, checked in `SystemFontWidthTests`.
    static func forWeight(_ weight: FontWeight) -> SystemFontWidthCalibration {
        switch weight {
        case .ultraLight: SystemFontWidthCalibration(textScale: 0.9398, displayScale: 0.7940, textFigureScale: 1.0273, displayFigureScale: 1.1291)
        case .thin: SystemFontWidthCalibration(textScale: 0.9523, displayScale: 0.8111, textFigureScale: 1.0238, displayFigureScale: 1.1221)
        case .light: SystemFontWidthCalibration(textScale: 0.9778, displayScale: 0.8460, textFigureScale: 1.0171, displayFigureScale: 1.1090)
        case .regular: SystemFontWidthCalibration(textScale: 1.0018, displayScale: 0.8741, textFigureScale: 1.0078, displayFigureScale: 1.0980)
        case .medium: SystemFontWidthCalibration(textScale: 1.0200, displayScale: 0.8978, textFigureScale: 1.0171, displayFigureScale: 1.0958)
        case .semibold: SystemFontWidthCalibration(textScale: 1.0167, displayScale: 0.8986, textFigureScale: 1.0016, displayFigureScale: 1.0727)
        case .bold: SystemFontWidthCalibration(textScale: 1.0291, displayScale: 0.9145, textFigureScale: 0.9969, displayFigureScale: 1.0594)
        case .heavy: SystemFontWidthCalibration(textScale: 1.0612, displayScale: 0.9501, textFigureScale: 1.0028, displayFigureScale: 1.0545)
        case .black: SystemFontWidthCalibration(textScale: 1.0893, displayScale: 0.9812, textFigureScale: 1.0078, displayFigureScale: 1.0505)
        }
    }

    /// How far SF has moved from its Text design (0) to its Display design (1) at a point size.
    ///
    /// Measured in the same harvest: at every size from 17.5 to 27 pt each weight's widths are the
    /// same mix of its 17 pt and 28 pt designs, and the mix is the same for all nine weights. The
    /// knots are the mixes at 19, 20 and 24 pt (mean over the weights); the sizes between are
    /// read linearly and checked against the harvest.
    static let opticalBlend = PiecewiseLinear(points: [(17, 0), (19, 0.090), (20, 0.232), (24, 0.811), (28, 1)])

    /// The letter scale and the extra scale of the figures 0–9 at `size`: Text's, Display's, or
    /// their mix.
    func scales(atSize size: Double) -> (design: Double, figures: Double) {
        let blend = Self.opticalBlend(size)
        return (textScale + (displayScale - textScale) * blend,
                textFigureScale + (displayFigureScale - textFigureScale) * blend)
    }
}
