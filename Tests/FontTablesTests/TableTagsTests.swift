import Testing
@testable import FontTables

/// `OpenTypeFont.tableTags(in:fontIndex:)` reads the table directory alone (OpenType spec,
/// "Organization of an OpenType Font": the sfnt header, then one 16-byte record per table), so a
/// fallback chain can ask whether a font has colour bitmaps ('CBLC') without decoding it.
@Suite struct TableTagsTests {
    /// `FontBuilder.build()` writes OS/2, cmap, head, hhea, hmtx, maxp and name, and GPOS when it
    /// is given kerning, its records sorted by tag as the spec asks ("in ascending order by tag":
    /// byte order, so upper case first).
    @Test func tagsAreTheDirectorysInFileOrder() throws {
        let bytes = SyntheticFontTests.builder().build()
        #expect(OpenTypeFont.tableTags(in: bytes) == ["GPOS", "OS/2", "cmap", "head", "hhea", "hmtx", "maxp", "name"])
        #expect(OpenTypeFont.tableTags(in: bytes) == (try OpenTypeFont(bytes: bytes)).tableTags)
        #expect(OpenTypeFont.tableTags(in: bytes)?.contains("CBLC") == false)
    }

    /// No table is decoded: a 'cmap' that claims 65 535 subtables (more than
    /// `CharacterMap.maximumSubtables`, so decoding the font throws) is still listed.
    @Test func aTableThatCannotBeDecodedIsStillListed() throws {
        var bytes = SyntheticFontTests.builder().build()
        // The cmap is the third record (after GPOS and OS/2): 12 header bytes + 2 × 16, and its
        // offset 8 bytes into the record.
        let record = 12 + 2 * 16
        #expect(bytes[record..<(record + 4)].elementsEqual("cmap".utf8))
        let offset = (record + 8..<record + 12).reduce(0) { $0 << 8 | Int(bytes[$1]) }
        // numTables is the cmap's second 16-bit field (after its version).
        bytes[offset + 2] = 0xFF
        bytes[offset + 3] = 0xFF
        #expect(throws: FontError.self) { try OpenTypeFont(trustedBytes: bytes) }
        #expect(OpenTypeFont.tableTags(in: bytes)?.contains("cmap") == true)
    }

    /// Bytes that hold no sfnt directory (here four bytes, shorter than the 12-byte header) list
    /// nothing, as decoding them throws.
    @Test func bytesWithoutADirectoryListNothing() {
        let bytes: [UInt8] = [0, 1, 0, 0]
        #expect(OpenTypeFont.tableTags(in: bytes) == nil)
        #expect(throws: FontError.self) { try OpenTypeFont(trustedBytes: bytes) }
    }
}
