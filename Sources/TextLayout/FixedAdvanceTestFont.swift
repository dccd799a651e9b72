import FontTables

/// A deterministic font for tests and fixtures, in the spirit of the Ahem font of the CSS test
/// suites: every glyph is one em wide (1000 of 1000 units), ascender 800, descender 200, line gap
/// 0, so at 10 pt each grapheme is 10 pt wide and a line is 10 pt tall. Combining marks are zero
/// wide. One kerning pair, "A" then "V", is −200 units (GPOS PairPos format 1) so measuring can be
/// checked to apply kerning. Registered in `FontLibrary` as "LayoutLens Test".
public enum FixedAdvanceTestFont {
    public static let familyName = "LayoutLens Test"
    public static let kerningAV = -200

    public static let bytes: [UInt8] = {
        var builder = FontBuilder()
        builder.familyName = familyName
        var scalars: [Unicode.Scalar] = (0x20...0x7E).compactMap(Unicode.Scalar.init)
        scalars += (0xA0...0xFF).compactMap(Unicode.Scalar.init)
        scalars += ["\u{2010}", "\u{2026}", "\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}", "\u{2060}", "\u{3001}", "\u{3002}"]
        scalars += (0x4E00...0x4E2F).compactMap(Unicode.Scalar.init)
        builder.glyphs = scalars.map { FontBuilder.Glyph([$0], advance: 1000) }
        builder.glyphs.append(FontBuilder.Glyph(["\u{0301}", "\u{0308}"], advance: 0))
        builder.pairKerning = [("A", "V", kerningAV)]
        return builder.build()
    }()

    /// The parsed font. `FontBuilder` output always parses (FontTables tests round-trip it).
    static let font: OpenTypeFont = try! OpenTypeFont(bytes: bytes)
}
