import FontTables
import LayoutEngine

/// The stand-in for SF Mono, the system font's monospaced design (`.monospaced()`,
/// `.system(.body, design: .monospaced)`): every character one advance of 1266 units of a
/// 2048-unit em, at every size and weight, with no tracking, and SF's line metrics.
///
/// Source: the iOS CoreText harvest (docs/text-metrics.md, "Widths"): `.AppleSystemUIFontMonospaced`
/// regular and bold give every ASCII character the same advance, 5.5634765625 at 9 pt and
/// 10.81787109375 at 17.5 pt, i.e. 1266 / 2048 em, and ascender and descender equal to SF Pro's.
/// A character outside ASCII and Latin-1 measures one advance too (a fixed-pitch font), except
/// the wide East Asian ones, measured as for SF Pro.
enum SystemMonospacedFont {
    static let advance = 1266

    static let font: OpenTypeFont = {
        var builder = FontBuilder()
        builder.familyName = "LayoutLens SF Mono stand-in"
        builder.unitsPerEm = Int(SystemFontCalibration.unitsPerEm)
        builder.ascender = Int(SystemFontCalibration.ascender)
        builder.descender = -Int(SystemFontCalibration.descender)
        builder.capHeight = Int(SystemFontCalibration.capHeight)
        builder.xHeight = Int(SystemFontCalibration.xHeight)
        builder.notdefAdvance = advance
        var scalars: [Unicode.Scalar] = (0x20...0x7E).compactMap(Unicode.Scalar.init)
        scalars += (0xA0...0xFF).compactMap(Unicode.Scalar.init)
        scalars += ["\u{2010}", "\u{2013}", "\u{2014}", "\u{2018}", "\u{2019}", "\u{201C}", "\u{201D}", "\u{2022}", "\u{2026}"]
        builder.glyphs = scalars.map { FontBuilder.Glyph([$0], advance: advance) }
        // `FontBuilder` output always parses (FontTables tests round-trip it).
        return try! OpenTypeFont(bytes: builder.build())
    }()
}

extension ScaledFont {
    /// SF Mono's stand-in at `size` (`SystemMonospacedFont`).
    public static func systemMonospaced(size: Double) -> ScaledFont {
        ScaledFont(font: SystemMonospacedFont.font, size: size,
                   pointsPerUnit: size / SystemFontCalibration.unitsPerEm, trackingPerGrapheme: 0,
                   metrics: SystemFontCalibration.lineMetrics(atSize: size))
    }
}
