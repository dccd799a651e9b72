import FontTables

/// How one grapheme cluster the measuring font cannot set is measured and drawn: with the first
/// font of the fallback chain that covers it (its own advances, no kerning with its neighbours),
/// or, when none does (no `FallbackCluster`), as a box measured as before: one em for East Asian
/// wide characters, the font's .notdef advance otherwise.
///
/// A cluster falls back when one of its scalars that needs a glyph (`needsGlyph`) has none in the
/// measuring font; a cluster the font covers is measured exactly as before, so text the bundled
/// fonts cover keeps its widths.
struct FallbackCluster {
    /// The font drawing the cluster.
    let font: FallbackFonts.Font
    /// The glyphs and their pen offsets from the cluster's start, in the fallback font's units.
    let glyphs: [(glyph: GlyphID, offsetUnits: Double)]
    /// The cluster's advance in points.
    let advance: Double

    /// Whether `scalar` needs a glyph of its own: not a tab (measured as a space), not a control
    /// character, not default-ignorable, not U+FFFC (an inline image's place, one em wide:
    /// `FallbackWidth`). The measuring loops ask this only of scalars the font has no glyph for,
    /// so covered text costs nothing more.
    static func needsGlyph(_ scalar: Unicode.Scalar) -> Bool {
        scalar != "\t" && scalar != "\u{FFFC}" && scalar.properties.generalCategory != .control && !FallbackFonts.isIgnorable(scalar)
    }

    /// Whether a cluster the measuring font covers is still set in the chain's colour font: it
    /// holds U+FE0F (seen as `hasPresentationSelector` while its scalars were measured), which
    /// asks for the emoji presentation (UTS #51), and the measuring font has no colour glyphs,
    /// as iOS then draws it with Apple Color Emoji. Nil when it stays in the measuring font.
    static func emojiPresentation(_ character: Character, in font: ScaledFont, hasPresentationSelector: Bool) -> FallbackCluster? {
        guard hasPresentationSelector, font.font.colorBitmaps == nil else { return nil }
        return FallbackCluster(character, in: font, colourOnly: true)
    }

    /// The fallback font's setting of `character`, which `font` lacks a glyph for; nil when no
    /// font of the chain covers it (the caller measures it as before and draws a box).
    ///
    /// With `colourOnly`, only a colour font of the chain may set it: the measuring font covers
    /// the character, but U+FE0F asks for its emoji form (`asksForEmoji`).
    init?(_ character: Character, in font: ScaledFont, colourOnly: Bool = false) {
        if let fallback = font.fallbacks.font(covering: character, colourOnly: colourOnly) {
            let unitsPerEm = Double(fallback.font.unitsPerEm)
            var placed: [(glyph: GlyphID, offsetUnits: Double)] = []
            var pen = 0.0
            var previous: GlyphID?
            for glyph in Self.glyphs(of: character, in: fallback.font) {
                if let previous { pen += Double(fallback.font.kerning(left: previous, right: glyph)) }
                placed.append((glyph, pen))
                pen += Double(fallback.font.advance(of: glyph))
                previous = glyph
            }
            let perUnit = unitsPerEm > 0 ? font.size / unitsPerEm : 0
            self.font = fallback
            glyphs = placed
            advance = pen * perUnit
            return
        }
        return nil
    }

    /// The glyphs `font` draws `character` with: one per scalar, joiners and variation selectors
    /// left out (never drawn and no width, even in a font that has a visible glyph for them:
    /// DejaVu Sans draws VS16 as a labelled box), except that a colour emoji font's ligatures
    /// (`GlyphLigatures`) first join a ZWJ sequence, a flag's two regional indicators or a
    /// skin-tone modifier with its base into one glyph, as iOS draws them. Variation selectors
    /// are dropped before matching (Noto Color Emoji's sequences leave U+FE0F out); joiners
    /// take part, as the font's sequences list them.
    ///
    /// A ligature replaces two glyphs or more, so a character with fewer than two scalars outside
    /// the variation selectors (`☀️`: U+2600 U+FE0F) joins nothing, and the font's ligatures are
    /// not asked for (a trusted font decodes them on first use: `OpenTypeFont.ligatures`).
    static func glyphs(of character: Character, in font: OpenTypeFont) -> [GlyphID] {
        let scalars = character.unicodeScalars
        if Self.mayJoin(scalars), let ligatures = font.ligatures, !ligatures.isEmpty {
            var joinable: [GlyphID] = []
            var dropped: Set<GlyphID> = []
            for scalar in scalars where !(0xFE00...0xFE0F).contains(scalar.value) {
                let glyph = font.glyphID(for: scalar)
                if FallbackFonts.isIgnorable(scalar) {
                    guard glyph != 0 else { continue }
                    dropped.insert(glyph)
                }
                joinable.append(glyph)
            }
            let joined = ligatures.apply(joinable)
            if joined.count < joinable.count { return joined.filter { !dropped.contains($0) } }
        }
        return scalars.filter { !FallbackFonts.isIgnorable($0) }.map { font.glyphID(for: $0) }
    }

    /// Whether `scalars` has two or more scalars outside U+FE00–U+FE0F, the most a ligature
    /// could join (`glyphs(of:in:)` matches ligatures without the variation selectors).
    private static func mayJoin(_ scalars: Character.UnicodeScalarView) -> Bool {
        var joinable = 0
        for scalar in scalars where !(0xFE00...0xFE0F).contains(scalar.value) {
            joinable += 1
            if joinable > 1 { return true }
        }
        return false
    }
}
