import Testing
@testable import FontTables

/// Hand-made hostile GPOS tables: offsets that overlap or loop must stop with a `FontError`,
/// with bounded work, never hang or crash.
@Suite struct HostileGlyphPositioningTests {
    /// A GPOS whose 'kern' feature has one lookup of `lookupType` with one subtable, `subtable`.
    static func gpos(lookupType: Int, subtable: [UInt8]) -> [UInt8] {
        var writer = ByteWriter()
        writer.u16(1); writer.u16(0); writer.u16(10); writer.u16(30); writer.u16(44)
        writer.u16(1); writer.tag("DFLT"); writer.u16(8)  // ScriptList → Script at +8
        writer.u16(4); writer.u16(0)  // Script → default LangSys at +4
        writer.u16(0); writer.u16(0xFFFF); writer.u16(1); writer.u16(0)  // LangSys: feature 0
        writer.u16(1); writer.tag("kern"); writer.u16(8)  // FeatureList → Feature at +8
        writer.u16(0); writer.u16(1); writer.u16(0)  // Feature: lookup 0
        writer.u16(1); writer.u16(4)  // LookupList → Lookup at +4 (offset 48)
        writer.u16(lookupType); writer.u16(0); writer.u16(1); writer.u16(8)  // Lookup → subtable at +8
        writer.append(subtable)
        return writer.bytes
    }

    static func parse(_ bytes: [UInt8]) throws -> GlyphPositioningKerning {
        try GlyphPositioningKerning(try FontDataReader(bytes: bytes, table: "GPOS"))
    }

    @Test func extensionPointingToAnExtensionThrows() {
        var subtable = ByteWriter()
        subtable.u16(1); subtable.u16(9); subtable.u32(0)  // ExtensionPos → itself, type 9
        #expect(throws: FontError.self) { try Self.parse(Self.gpos(lookupType: 9, subtable: subtable.bytes)) }
    }

    @Test func pairSetsSharingOneHugeSetAreDecodedOnce() throws {
        // PairPos format 1: 4 000 pair-set offsets all pointing at one set of 10 000 pairs. Read
        // per offset that is 40 million records from a 100 kB table (the fuzzer's slow font);
        // sharing an offset is legal, so the one set is decoded once and every left glyph uses it.
        let setCount = 4_000, pairCount = 10_000
        var subtable = ByteWriter()
        let headerSize = 10 + setCount * 2
        let coverageOffset = headerSize
        let setOffset = coverageOffset + 4 + setCount * 2
        subtable.u16(1); subtable.u16(coverageOffset); subtable.u16(4); subtable.u16(0); subtable.u16(setCount)
        for _ in 0..<setCount { subtable.u16(setOffset) }
        subtable.u16(1); subtable.u16(setCount)  // coverage format 1: glyphs 100, 101, …
        for glyph in 0..<setCount { subtable.u16(100 + glyph) }
        subtable.u16(pairCount)
        for pair in 0..<pairCount { subtable.u16(pair); subtable.i16(-10) }
        let bytes = Self.gpos(lookupType: 2, subtable: subtable.bytes)
        #expect(bytes.count < 110_000)
        var budget = WorkBudget(remaining: 20_000)  // one set (10 000) plus the coverage (4 000)
        let adjustment = try PairAdjustment(try FontDataReader(bytes: subtable.bytes, table: "GPOS"), budget: &budget)
        #expect(adjustment.adjustment(left: 100, right: 7) == -10)
        #expect(adjustment.adjustment(left: 4_099, right: 9_999) == -10)
        #expect(adjustment.adjustment(left: 99, right: 7) == nil)
        #expect(try Self.parse(bytes).kerning(left: 2_000, right: 123) == -10)
    }

    @Test func distinctOverlappingPairSetsHitTheWorkCap() throws {
        // 4 000 distinct pair-set offsets, 4 bytes apart, into one run of 0x1000 words: each
        // reads as a set of 4 096 pairs, so 16 million records; the cap (1 million) must stop it.
        let setCount = 4_000
        var subtable = ByteWriter()
        let coverageOffset = 10 + setCount * 2
        let dataOffset = coverageOffset + 6
        subtable.u16(1); subtable.u16(coverageOffset); subtable.u16(4); subtable.u16(0); subtable.u16(setCount)
        for index in 0..<setCount { subtable.u16(dataOffset + index * 4) }
        subtable.u16(1); subtable.u16(1); subtable.u16(5)  // coverage: glyph 5
        for _ in 0..<(setCount * 2 + 4_096 * 2 + 2) { subtable.u16(0x1000) }
        let bytes = Self.gpos(lookupType: 2, subtable: subtable.bytes)
        #expect(bytes.count < 65_536)
        do {
            _ = try Self.parse(bytes)
            Issue.record("16 million pair records were decoded")
        } catch let error as FontError {
            #expect(error.table == "GPOS")
            #expect(error.description.contains("more work"))
        }
    }

    @Test func offsetsBackIntoTheHeaderAreReadAsPlainData() throws {
        // A PairPos whose coverage and pair-set offsets point back at its own header. The header
        // read as a coverage is format 1 with 0 glyphs, so the table parses and kerns nothing.
        var subtable = ByteWriter()
        subtable.u16(1); subtable.u16(0); subtable.u16(4); subtable.u16(0); subtable.u16(1); subtable.u16(0)
        let kerning = try Self.parse(Self.gpos(lookupType: 2, subtable: subtable.bytes))
        #expect(kerning.kerning(left: 1, right: 0) == 0)
    }
}
