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
        var first: GlyphID?
        var last: GlyphID = 0
        let glyphs = ClusterGlyphs(character, font: font) { glyph, scalar in
            if first != nil { advanceUnits += Double(pairs.kerning(left: last, right: glyph)) }
            advanceUnits += font.advanceUnits(of: glyph, for: scalar)
            if first == nil { first = glyph }
            last = glyph
        }
        let fallbackPoints = glyphs.widePoints
        lineBreakClass = LineBreakClass(character)
        if let fallback = glyphs.lacksGlyph ? FallbackCluster(character, in: font)
            : FallbackCluster.emojiPresentation(character, in: font, hasPresentationSelector: glyphs.hasPresentationSelector) {
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
