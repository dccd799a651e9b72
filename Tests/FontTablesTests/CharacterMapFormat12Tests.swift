import Testing
@testable import FontTables

/// A 'cmap' format 12 subtable ("Segmented coverage", OpenType 'cmap'): groups of
/// `startCharCode`, `endCharCode`, `startGlyphID`, each code point of a group mapping to
/// `startGlyphID` plus its distance from `startCharCode`.
@Suite struct CharacterMapFormat12Tests {
    /// A cmap table with one (3,10) format 12 subtable of `groups`.
    private func cmap(_ groups: [(first: UInt32, last: UInt32, glyph: UInt32)]) -> [UInt8] {
        var bytes: [UInt8] = []
        func u16(_ value: Int) { bytes += [UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        func u32(_ value: UInt32) { bytes += [UInt8(value >> 24), UInt8(value >> 16 & 0xFF), UInt8(value >> 8 & 0xFF), UInt8(value & 0xFF)] }
        u16(0); u16(1)                          // version, one encoding record
        u16(3); u16(10); u32(12)                // (3,10) at offset 12: after the 4-byte header and one 8-byte record
        u16(12); u16(0); u32(UInt32(16 + groups.count * 12)); u32(0); u32(UInt32(groups.count))
        for group in groups { u32(group.first); u32(group.last); u32(group.glyph) }
        return bytes
    }

    private func map(_ groups: [(first: UInt32, last: UInt32, glyph: UInt32)], numGlyphs: Int) throws -> CharacterMap {
        var warnings: [FontWarning] = []
        return try CharacterMap(try FontDataReader(bytes: cmap(groups), table: "cmap"), numGlyphs: numGlyphs, warnings: &warnings)
    }

    @Test func eachCodePointOfAGroupMapsToItsDistanceFromTheGroupsFirstGlyph() throws {
        // "A"…"C" (0x41…0x43) from glyph 5; U+1F600…U+1F601 from glyph 9.
        let map = try map([(0x41, 0x43, 5), (0x1_F600, 0x1_F601, 9)], numGlyphs: 20)
        #expect(map.glyphID(for: "A") == 5)
        #expect(map.glyphID(for: "C") == 7)
        #expect(map.glyphID(for: "D") == 0)
        #expect(map.glyphID(for: "\u{1F601}") == 10)
        #expect(map.glyphID(for: "\u{1F602}") == 0)
    }

    @Test func theFirstGroupCoveringACodePointWinsAndAGroupPastTheLastGlyphIsSkipped() throws {
        // Groups out of order and overlapping (which the format forbids) read as before: the first
        // group listed that covers a code point gives its glyph; a group whose last glyph would be
        // 21 in a font of 20 glyphs (0…19) maps nothing.
        let map = try map([(0x50, 0x52, 1), (0x41, 0x51, 3), (0x60, 0x62, 19)], numGlyphs: 20)
        #expect(map.glyphID(for: "P") == 1)         // 0x50: the first group's
        #expect(map.glyphID(for: "Q") == 2)         // 0x51: the first group's, not 3 + 16
        #expect(map.glyphID(for: "A") == 3)
        #expect(map.glyphID(for: "O") == 3 + 0x4F - 0x41)
        #expect(map.glyphID(for: "`") == 0)         // 0x60: skipped group
    }

    @Test func aGroupThatIsNotAUnicodeRangeIsAnError() {
        #expect(throws: FontError.self) { try map([(0x43, 0x41, 1)], numGlyphs: 10) }
        #expect(throws: FontError.self) { try map([(0x41, 0x11_0000, 1)], numGlyphs: 10) }
    }

    /// Inter's (3,10) format 12 subtable and its (3,1) format 4 subtable map the Basic
    /// Multilingual Plane alike, scalar by scalar (two encodings of one mapping in the file).
    @Test func intersFormat12AndFormat4SubtablesAgreeOnTheBasicPlane() throws {
        let font = try OpenTypeFont(bytes: BundledFontFiles.interRegular)
        #expect(font.characterMap.source?.format == 12)
        let directory = try TableDirectory(bytes: BundledFontFiles.interRegular, fontOffset: 0, verifiesChecksums: false)
        let reader = try #require(try directory.reader("cmap", in: BundledFontFiles.interRegular))
        // The same table with every (3,10) and (0,4) record given platform 1 (a Macintosh encoding
        // LayoutLens does not read), so the format 4 subtable is the one chosen.
        var table = Array(reader.bytes[reader.start..<(reader.start + reader.count)])
        for record in 0..<Int(try reader.uint16(2)) {
            let at = 4 + record * 8
            let pair = (Int(table[at]) << 8 | Int(table[at + 1]), Int(table[at + 2]) << 8 | Int(table[at + 3]))
            if pair == (3, 10) || pair == (0, 4) { table[at] = 0; table[at + 1] = 1 }
        }
        var warnings: [FontWarning] = []
        let format4 = try CharacterMap(try FontDataReader(bytes: table, table: "cmap"), numGlyphs: font.numberOfGlyphs, warnings: &warnings)
        #expect(format4.source?.format == 4)
        var differing = 0
        for value in 0..<0x1_0000 {
            guard let scalar = Unicode.Scalar(value) else { continue }
            if font.characterMap.glyphID(for: scalar) != format4.glyphID(for: scalar) { differing += 1 }
        }
        #expect(differing == 0)
        #expect(font.characterMap.glyphID(for: "A") != 0)
    }
}
