import FontTables
import Testing
@testable import TextLayout

/// Scalars that are never drawn (variation selectors, joiners: Unicode's
/// Default_Ignorable_Code_Point) take no width and no glyph in a fallback font, even one that has
/// a visible glyph for them, as DejaVu Sans has for U+FE0F.
@Suite struct FallbackIgnorableTests {
    /// A text (not colour) fallback font with a 500-unit heart and a 700-unit visible glyph for VS16.
    static func fallback() throws -> FallbackFonts.Font {
        var builder = FontBuilder()
        builder.glyphs = [FontBuilder.Glyph(["\u{2764}"], advance: 500), FontBuilder.Glyph(["\u{FE0F}"], advance: 700)]
        return FallbackFonts.Font(font: try OpenTypeFont(bytes: builder.build()), cssFamily: "Heart Test")
    }

    @Test func aVariationSelectorAddsNoWidthOrGlyphInAFallbackFont() throws {
        var font = ScaledFont.system(size: 10)
        // U+2639 (☹): a symbol the bundled font lacks, so it falls back; VS15 (text presentation)
        // after it is ignorable.
        try #require(font.font.glyphID(for: "\u{2639}") == 0, "the bundled font lacks U+2639")
        var builder = FontBuilder()
        builder.glyphs = [FontBuilder.Glyph(["\u{2639}"], advance: 500), FontBuilder.Glyph(["\u{FE0E}"], advance: 700)]
        font.fallbacks = FallbackFonts(fonts: [FallbackFonts.Font(font: try OpenTypeFont(bytes: builder.build()), cssFamily: "Face Test")])
        // The face alone: 500 units at 10 pt per 1000-unit em = 5 pt; the selector adds nothing.
        #expect(abs(font.width(of: "\u{2639}\u{FE0E}") - 5) < 1e-9)
        let run = GlyphRun("\u{2639}\u{FE0E}", font: font)
        #expect(run.fallbackGlyphs.first?.glyphs.count == 1)
        #expect(abs(run.width - 5) < 1e-9)
    }

    @Test func aSelectorTheMeasuringFontLacksIsNeitherDrawnNorMeasured() throws {
        var font = ScaledFont.system(size: 17)
        font.fallbacks = .none
        try #require(font.font.glyphID(for: "A") != 0 && font.font.glyphID(for: "\u{FE0E}") == 0)
        // "A" then VS15: the selector has no glyph, so the cluster is A's width and one glyph, no .notdef.
        #expect(abs(font.width(of: "A\u{FE0E}") - font.width(of: "A")) < 1e-9)
        #expect(GlyphRun("A\u{FE0E}", font: font).glyphs.map(\.glyph) == [font.font.glyphID(for: "A")])
    }

    @Test func anEmojiPresentationSequenceWithoutAColourFontStaysInTheMeasuringFont() throws {
        var font = ScaledFont.system(size: 17)
        font.fallbacks = FallbackFonts(fonts: [try Self.fallback()])
        try #require(font.font.glyphID(for: "\u{2764}") != 0, "the bundled font has the heart")
        // No colour font in the chain: the heart is the bundled font's, VS16 invisible.
        let run = GlyphRun("\u{2764}\u{FE0F}", font: font)
        #expect(run.fallbackGlyphs.isEmpty && run.missing.isEmpty)
        #expect(abs(font.width(of: "\u{2764}\u{FE0F}") - font.width(of: "\u{2764}")) < 1e-9)
    }
}
