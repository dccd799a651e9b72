/// The table glyph outlines are read from: 'CFF ' for OpenType fonts with PostScript outlines,
/// 'glyf' with 'loca' for TrueType outlines.
enum GlyphOutlineSource: Sendable {
    case cff(CompactFontFormat)
    case trueType(GlyphDataTable)

    /// The outline tables of the font, or nil (with a warning when they exist but are malformed).
    static func read(directory: TableDirectory, bytes: [UInt8], head: HeadTable, numGlyphs: Int,
                     warnings: inout [FontWarning]) -> GlyphOutlineSource? {
        do {
            if let cff = try directory.reader("CFF ", in: bytes) {
                return .cff(try CompactFontFormat(cff))
            }
            if let glyf = try directory.reader("glyf", in: bytes), let loca = try directory.reader("loca", in: bytes) {
                return .trueType(try GlyphDataTable(glyf: glyf, loca: loca, numGlyphs: numGlyphs,
                                                    longOffsets: head.indexToLocFormat == 1))
            }
        } catch let error as FontError {
            warnings.append(.ignoredTable(error))
        } catch {}
        return nil
    }
}
