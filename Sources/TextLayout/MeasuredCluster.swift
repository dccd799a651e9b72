import FontTables

/// One grapheme cluster measured alone: its advance in points (glyphs, kerning inside it,
/// tracking; or a fallback font's advance), its first and last glyphs and its line-breaking
/// class. What it adds to a run beyond this is the kerning with the cluster before it.
struct MeasuredCluster {
    let advance: Double
    let firstGlyph: GlyphID
    let lastGlyph: GlyphID
    let lineBreakClass: LineBreakClass
    /// Set in a font of the fallback chain: no glyphs of the measuring font, no kerning.
    let isFallback: Bool

    init(_ character: Character, font: ScaledFont, pairs: inout KerningPairMemo) {
        var advanceUnits = 0.0
        var fallbackPoints = 0.0
        var first: GlyphID?
        var last: GlyphID = 0
        var lacksGlyph = false
        var hasPresentationSelector = false
        for scalar in character.unicodeScalars {
            // A tab measures as a space: SwiftUI's default tab stops are not modelled.
            let glyph = font.glyph(for: scalar)
            if glyph == 0 && FallbackCluster.needsGlyph(scalar) { lacksGlyph = true }
            if scalar == "\u{FE0F}" { hasPresentationSelector = true }
            // A joiner or variation selector the font has no glyph for is invisible: no .notdef, no width.
            if glyph == 0 && FallbackFonts.isIgnorable(scalar) { continue }
            if glyph == 0 && FallbackWidth.isWide(scalar) {
                // The system would draw it with a CJK font, whose wide glyphs are one em.
                fallbackPoints += font.size
                continue
            }
            if first != nil { advanceUnits += Double(pairs.kerning(left: last, right: glyph)) }
            advanceUnits += font.advanceUnits(of: glyph, for: scalar)
            if first == nil { first = glyph }
            last = glyph
        }
        lineBreakClass = LineBreakClass(character)
        if let fallback = lacksGlyph ? FallbackCluster(character, in: font)
            : FallbackCluster.emojiPresentation(character, in: font, hasPresentationSelector: hasPresentationSelector) {
            advance = fallback.advance
            firstGlyph = 0
            lastGlyph = 0
            isFallback = true
            return
        }
        advance = fallbackPoints > 0 && first == nil
            ? fallbackPoints
            : advanceUnits * font.pointsPerUnit + font.trackingPerGrapheme + fallbackPoints
        firstGlyph = first ?? 0
        lastGlyph = last
        isFallback = false
    }
}
