import FontTables
import LayoutEngine
import Testing
@testable import TextLayout

/// A line drawn from a `GlyphRun` must end where the measurement said: the run's pen positions
/// are built from the same advances, kerning and tracking as `GraphemeClusters`.
@Suite struct GlyphRunTests {
    @Test(arguments: ["Hello, World", "AVAWAY To", "Cafe\u{301} naïve", "Jane Appleseed", "x", ""])
    func runEndsAtTheMeasuredWidth(_ text: String) {
        for font in [ScaledFont.system(size: 17), ScaledFont.system(size: 28, weight: .bold)] {
            let run = GlyphRun(text, font: font)
            #expect(abs(run.width - font.width(of: text)) < 1e-9, "\(text)")
            #expect(run.isComplete)
            // Pen positions never go backwards by more than a kerning step.
            for (a, b) in zip(run.glyphs, run.glyphs.dropFirst()) { #expect(b.x > a.x - 0.5 * font.size) }
        }
    }

    @Test func kerningMovesTheFollowingGlyph() {
        // "AV": Inter kerns the pair, so V starts before A's advance (plus tracking) ends.
        let font = ScaledFont.system(size: 17)
        let run = GlyphRun("AV", font: font)
        let a = font.font.glyphID(for: "A"), v = font.font.glyphID(for: "V")
        let kerning = Double(font.font.kerning(left: a, right: v))
        #expect(kerning < 0)
        let expected = Double(font.font.advance(of: a)) * font.pointsPerUnit + font.trackingPerGrapheme + kerning * font.pointsPerUnit
        #expect(abs(run.glyphs[1].x - expected) < 1e-9)
    }

    @Test func aCharacterNoFontHasMakesTheRunIncompleteAndIsListedAsMissing() {
        var font = ScaledFont.system(size: 17)
        font.fallbacks = .none
        let run = GlyphRun("A日本", font: font)
        #expect(!run.isComplete)
        #expect(run.missing.map(\.character) == ["日", "本"])
        // Without a fallback font a wide character keeps its one-em stand-in width (FallbackWidth).
        #expect(abs(run.missing[0].width - 17) < 1e-9)
        #expect(abs(run.width - font.width(of: "A日本")) < 1e-9)
    }
}
