import FontTables

extension GlyphRun {
    /// Whether `font` draws `character` (an emoji ZWJ sequence, a flag, a skin-tone pair) as one
    /// glyph through its ligatures, as `FallbackCluster` sets it.
    public static func drawsAsOneGlyph(_ character: Character, in font: OpenTypeFont) -> Bool {
        FallbackCluster.glyphs(of: character, in: font).count == 1
    }
}
