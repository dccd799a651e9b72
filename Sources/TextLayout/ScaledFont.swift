import FontTables
import LayoutEngine

/// A font file at a point size, ready to measure: points per font unit, tracking per grapheme
/// and line metrics in points.
public struct ScaledFont: Sendable {
    public let font: OpenTypeFont
    public let size: Double
    /// Points per font unit, including any calibration factor.
    public let pointsPerUnit: Double
    /// Added after every grapheme (SF's size-dependent tracking, or the font's 'trak' table),
    /// plus the text's own `.tracking(_:)` / `.kerning(_:)` (`FontDescriptor.characterSpacing`).
    public private(set) var trackingPerGrapheme: Double
    /// The advances of the figures 0–9 are this much wider again than `pointsPerUnit` makes them:
    /// 1 for a real font; the SF stand-in's figure calibration (`SystemFontWidthCalibration`).
    public let figureScale: Double
    public let metrics: FontLineMetrics
    /// Where characters this font lacks are looked for (`FallbackFonts`); the Debian system
    /// fonts unless the library names another chain.
    public var fallbacks: FallbackFonts = .system
    /// `monospacedDigit()`: the figures 0–9 are set as the font's tabular figures (its 'tnum'
    /// substitutions, `TabularFigures`); a font without them sets each figure on the advance of
    /// its widest figure, as tabular figures are set (unverified for such fonts).
    public var usesTabularFigures = false

    /// This font with `points` more after every grapheme: the text's own tracking or kerning.
    func addingCharacterSpacing(_ points: Double) -> ScaledFont {
        var spaced = self
        spaced.trackingPerGrapheme += points
        return spaced
    }

    /// A real font measured as it is: its own advances, kerning and 'trak' tracking; line metrics
    /// from 'hhea' ascender and descender, as Apple's text stack reads them. The line gap is left
    /// out because SwiftUI measures without `usesFontLeading` (text-metrics.md §1.5). Cap and
    /// x-height come from OS/2 (0.7 and 0.5 em when the table is older than version 2).
    public init(font: OpenTypeFont, size: Double) {
        let perUnit = size / Double(font.unitsPerEm)
        self.font = font
        self.size = size
        pointsPerUnit = perUnit
        trackingPerGrapheme = font.tracking(forSize: size) * perUnit
        figureScale = 1
        metrics = FontLineMetrics(
            ascender: Double(font.ascender) * perUnit, descender: Double(-font.descender) * perUnit, lineGap: 0,
            capHeight: font.capHeight.map { Double($0) * perUnit } ?? 0.7 * size,
            xHeight: font.xHeight.map { Double($0) * perUnit } ?? 0.5 * size)
    }

    /// The SF Pro stand-in at `size` and `weight`: a bundled Inter face scaled to SF's widths at
    /// that weight and optical size, with SF's tracking and line metrics (`SystemFontCalibration`).
    public static func system(size: Double, weight: FontWeight = .regular) -> ScaledFont {
        let font = SystemFontCalibration.bundledFont(for: weight).font
        let scales = SystemFontWidthCalibration.forWeight(weight).scales(atSize: size)
        return ScaledFont(font: font, size: size,
                          pointsPerUnit: size / Double(font.unitsPerEm) * scales.design,
                          trackingPerGrapheme: SystemFontCalibration.trackingPoints(atSize: size),
                          figureScale: scales.figures,
                          metrics: SystemFontCalibration.lineMetrics(atSize: size))
    }

    init(font: OpenTypeFont, size: Double, pointsPerUnit: Double, trackingPerGrapheme: Double,
         figureScale: Double = 1, metrics: FontLineMetrics) {
        self.font = font
        self.size = size
        self.pointsPerUnit = pointsPerUnit
        self.trackingPerGrapheme = trackingPerGrapheme
        self.figureScale = figureScale
        self.metrics = metrics
    }

    /// The advance of `glyph`, drawn for `scalar`, in font units as this font measures it: the
    /// figures 0–9 widened by `figureScale`.
    func advanceUnits(of glyph: GlyphID, for scalar: Unicode.Scalar) -> Double {
        var units = Double(font.advance(of: glyph))
        if usesTabularFigures, scalar.value >= 0x30 && scalar.value <= 0x39, font.tabularFigures?.isEmpty ?? true {
            units = widestFigureUnits
        }
        return figureScale != 1 && scalar.value >= 0x30 && scalar.value <= 0x39 ? units * figureScale : units
    }

    /// The glyph this font draws `scalar` with: the character map's, a tab as a space (SwiftUI's
    /// default tab stops are not modelled), a figure as its tabular glyph under `usesTabularFigures`.
    func glyph(for scalar: Unicode.Scalar) -> GlyphID {
        let glyph = font.glyphID(for: scalar == "\t" ? " " : scalar)
        guard usesTabularFigures, scalar.value >= 0x30 && scalar.value <= 0x39,
              let figures = font.tabularFigures, !figures.isEmpty else { return glyph }
        return figures.substitute(for: glyph)
    }

    /// The advance of a figure under `usesTabularFigures` in a font without tabular figures: its
    /// widest figure's, so every figure takes the same room.
    private var widestFigureUnits: Double {
        (0x30...0x39).compactMap(Unicode.Scalar.init).map { Double(font.advance(of: font.glyphID(for: $0))) }.max() ?? 0
    }

    /// The width of a single line of `text`: advances, pair kerning and tracking, trailing
    /// spaces included. For wrapping, use `TextLayouter`.
    public func width(of text: String) -> Double {
        let clusters = GraphemeClusters(text[...], font: self)
        return clusters.width(of: 0..<clusters.count, includingTrailingSpaces: true)
    }
}
