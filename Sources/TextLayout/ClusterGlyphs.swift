import FontTables

/// The glyphs one grapheme cluster is set with in the measuring font, scalar by scalar, as both
/// measuring (`MeasuredCluster`) and drawing (`GlyphRun`) read them, so a drawn line ends where
/// the layout measured it:
/// - a joiner or variation selector the font has no glyph for is invisible (no .notdef, no
///   width: `FallbackFonts.isIgnorable`);
/// - a wide scalar the font lacks is drawn by the system's CJK font, one em wide
///   (`FallbackWidth.isWide`), counted in `widePoints`;
/// - every other scalar is the font's glyph for it (a tab measures as a space: SwiftUI's default
///   tab stops are not modelled), handed to the caller in order.
/// Whether the cluster needs a fallback font (`lacksGlyph`) or asks for emoji presentation
/// (U+FE0F) is recorded for `FallbackCluster`.
struct ClusterGlyphs {
    /// A scalar that must be drawn has no glyph in the font.
    private(set) var lacksGlyph = false
    /// The cluster holds VARIATION SELECTOR-16 (emoji presentation).
    private(set) var hasPresentationSelector = false
    /// The width of the wide scalars set in the CJK fallback, points.
    private(set) var widePoints = 0.0

    /// Walks `character`'s scalars, calling `drawn` with each glyph the font sets and its scalar.
    init(_ character: Character, font: ScaledFont, drawn: (GlyphID, Unicode.Scalar) -> Void) {
        for scalar in character.unicodeScalars {
            let glyph = font.glyph(for: scalar)
            if glyph == 0 && FallbackCluster.needsGlyph(scalar) { lacksGlyph = true }
            if scalar == "\u{FE0F}" { hasPresentationSelector = true }
            if glyph == 0 && FallbackFonts.isIgnorable(scalar) { continue }
            if glyph == 0 && FallbackWidth.isWide(scalar) {
                widePoints += font.size
                continue
            }
            drawn(glyph, scalar)
        }
    }
}
