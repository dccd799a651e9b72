import Testing
@testable import FontTables

/// The reader on the bundled Inter Regular (Debian fonts-inter, "Version 3.019").
/// Expected values: text-metrics.md §3.1–§3.3, measured there with fontTools 4.68.0 and
/// HarfBuzz 0.57.0 on the same Debian file.
@Suite struct InterFontTests {
    let font = try! OpenTypeFont(bytes: BundledFontFiles.interRegular)

    @Test func headerAndLineMetrics() {
        // §3.2 table, row "Inter 3.019": upm 2816, hhea 2728 / −680 / 0.
        #expect(font.unitsPerEm == 2816)
        #expect(font.ascender == 2728)
        #expect(font.descender == -680)
        #expect(font.lineGap == 0)
        // §3.1: "CFF outlines".
        #expect(font.hasCFFOutlines)
        #expect(font.tableTags.contains("CFF "))
    }

    @Test func os2Metrics() throws {
        // §3.2: OS/2 typo 2728 / −680 / 0, win 2728 / 680, USE_TYPO_METRICS yes, capH 2048, xH 1536.
        let os2 = try #require(font.os2)
        #expect(os2.typoAscender == 2728)
        #expect(os2.typoDescender == -680)
        #expect(os2.typoLineGap == 0)
        #expect(os2.winAscent == 2728)
        #expect(os2.winDescent == 680)
        #expect(os2.usesTypoMetrics)
        #expect(font.capHeight == 2048)
        #expect(font.xHeight == 1536)
    }

    @Test func names() {
        // §3.1: "the name table says Version 3.019".
        #expect(font.familyName == "Inter")
        #expect(font.names?.versionString?.hasPrefix("Version 3.019") == true)
    }

    @Test func characterMapPrefersFullUnicodeSubtable() throws {
        // §3.4: Inter has (3,10,12); format 12 is preferred over (3,1,4).
        let source = try #require(font.characterMap.source)
        #expect(source.platform == 3 && source.encoding == 10 && source.format == 12)
        #expect(font.glyphID(for: "H") != 0)
        // A private-use code point no Latin font maps.
        #expect(font.glyphID(for: "\u{E8FF}") == 0)
    }

    @Test func gposKerningComesFromPairPositioning() {
        // §3.4: Inter's kerning is in GPOS (no 'kern' table); "Inter kerns Wo" (§3.3).
        #expect(font.kerningTable == nil)
        #expect(font.glyphPositioningKerning?.isEmpty == false)
        #expect(font.kerning(left: font.glyphID(for: "W"), right: font.glyphID(for: "o")) < 0)
        #expect(font.tracking(forSize: 17) == 0)  // §1.3: open fonts have no 'trak' table.
    }

    @Test func kerningIndexAgreesWithSearchingEverySubtable() throws {
        let gpos = try #require(font.glyphPositioningKerning)
        let glyphs = (0x20...0x7E).compactMap(Unicode.Scalar.init).map(font.glyphID(for:))
        var kernedPairs = 0
        for left in glyphs {
            for right in glyphs {
                let indexed = gpos.kerning(left: left, right: right)
                #expect(indexed == gpos.kerningBySearchingEverySubtable(left: left, right: right))
                if indexed != 0 { kernedPairs += 1 }
            }
        }
        #expect(kernedPairs > 0)
        // The index ends at the highest glyph any coverage holds; a glyph past it kerns with none.
        #expect(gpos.kerning(left: GlyphID.max, right: glyphs[0]) == 0)
        #expect(gpos.kerningBySearchingEverySubtable(left: GlyphID.max, right: glyphs[0]) == 0)
    }
}
