import LayoutEngine
import Testing
@testable import TextLayout

/// `.tracking(_:)` / `.kerning(_:)`: "the amount of additional space, in points, that the view
/// should add to each character cluster after layout" (Apple, `Text.tracking(_:)`). A text of n
/// clusters is n × spacing wider, measured and drawn alike.
@Suite struct CharacterSpacingTests {
    private func descriptor(spacing: Double) -> FontDescriptor {
        var font = FontDescriptor.body
        font.characterSpacing = spacing
        return font
    }

    @Test func eachClusterGetsTheSpacing() {
        let plain = FontLibrary.standard.resolve(descriptor(spacing: 0)).font
        let spaced = FontLibrary.standard.resolve(descriptor(spacing: 3)).font
        // "ABCDEF": 6 clusters → 6 × 3 = 18 pt wider; "Cafe\u{301}" is 4 clusters (é is one).
        #expect(abs(spaced.width(of: "ABCDEF") - plain.width(of: "ABCDEF") - 18) < 1e-9)
        #expect(abs(spaced.width(of: "Cafe\u{301}") - plain.width(of: "Cafe\u{301}") - 12) < 1e-9)
        // Negative spacing brings the characters closer: 6 × −1 = 6 pt narrower.
        let tight = FontLibrary.standard.resolve(descriptor(spacing: -1)).font
        #expect(abs(plain.width(of: "ABCDEF") - tight.width(of: "ABCDEF") - 6) < 1e-9)
    }

    @Test func theDrawnRunEndsWhereTheSpacedMeasurementSays() {
        let spaced = FontLibrary.standard.resolve(descriptor(spacing: 2.5)).font
        let run = GlyphRun("Hello", font: spaced)
        #expect(abs(run.width - spaced.width(of: "Hello")) < 1e-9)
        let plain = GlyphRun("Hello", font: FontLibrary.standard.resolve(.body).font)
        // The second glyph starts one spacing later than without it.
        #expect(abs(run.glyphs[1].x - plain.glyphs[1].x - 2.5) < 1e-9)
    }

    @Test func widerTextWrapsSooner() {
        let measurer = FontTextMeasurer()
        let text = "one two three four"
        let plainWidth = measurer.layoutText(TextLayoutRequest(text: text, font: .body, maxWidth: nil)).width
        // Offered exactly its unspaced width, the unspaced text keeps one line, the spaced one wraps.
        #expect(measurer.layoutText(TextLayoutRequest(text: text, font: .body, maxWidth: plainWidth)).lines.count == 1)
        #expect(measurer.layoutText(TextLayoutRequest(text: text, font: descriptor(spacing: 2), maxWidth: plainWidth)).lines.count == 2)
    }
}
