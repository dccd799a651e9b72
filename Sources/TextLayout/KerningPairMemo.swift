import FontTables

/// The pair kerning of one font, each glyph pair looked up once. Measuring a text asks for the
/// kerning of every neighbouring pair; a GPOS lookup walks the font's lookups and subtables
/// (microseconds), while a text has few distinct pairs (a 1 MB paragraph of "word " has five).
/// Without this a 1 MB `Text` took minutes to measure (issue 30, "Bad input": no input hangs).
/// The answers are the font's own, so nothing measured changes.
struct KerningPairMemo {
    let font: OpenTypeFont
    private var known: [UInt32: Int] = [:]

    init(_ font: OpenTypeFont) { self.font = font }

    mutating func kerning(left: GlyphID, right: GlyphID) -> Int {
        let key = UInt32(left) << 16 | UInt32(right)
        if let value = known[key] { return value }
        let value = font.kerning(left: left, right: right)
        known[key] = value
        return value
    }
}
