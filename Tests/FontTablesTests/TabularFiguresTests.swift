import Testing
@testable import FontTables

/// The 'tnum' single substitutions of the bundled Inter Regular (Debian fonts-inter 3.019).
/// Expected values read from the same file with fontTools 4.68.0 (`TTFont(...)['GSUB']`, the
/// 'tnum' feature's lookup; `hmtx`): figures 0–9 (glyphs `uni0030`…`uni0039`, proportional
/// advances 1760, 1308, 1704, 1792, 1808, 1712, 1756, 1608, 1736, 1756) become `uniE071`…`uniE07A`,
/// each 1824 units wide.
@Suite struct TabularFiguresTests {
    let font = try! OpenTypeFont(bytes: BundledFontFiles.interRegular)

    @Test func everyFigureBecomesATabularGlyphOfOneAdvance() throws {
        let figures = try #require(font.tabularFigures)
        #expect(!figures.isEmpty)
        let digits = (0x30...0x39).compactMap(Unicode.Scalar.init)
        let proportional = digits.map { font.advance(of: font.glyphID(for: $0)) }
        #expect(proportional == [1760, 1308, 1704, 1792, 1808, 1712, 1756, 1608, 1736, 1756])
        let tabular = digits.map { font.advance(of: figures.substitute(for: font.glyphID(for: $0))) }
        #expect(tabular == Array(repeating: 1824, count: 10))
    }

    @Test func otherGlyphsAreLeftAsTheyAre() throws {
        let figures = try #require(font.tabularFigures)
        // Letters and the space are not in the feature (its only other glyphs are the comma, the
        // period and one private-use glyph: fontTools, the 'tnum' lookup's mapping).
        for scalar in ["A", "a", " "].compactMap(\.unicodeScalars.first) {
            let glyph = font.glyphID(for: scalar)
            #expect(figures.substitute(for: glyph) == glyph, "\(scalar)")
        }
    }

    /// A trusted font reads its figures on first use (`OpenTypeFont(trustedBytes:)`): the same
    /// substitutions as a font decoded eagerly, for every face shipped.
    @Test func aTrustedFontReadsTheSameFiguresOnFirstUse() throws {
        for bytes in [BundledFontFiles.interRegular, BundledFontFiles.interSemiBold, BundledFontFiles.interBold] {
            let eager = try OpenTypeFont(bytes: bytes).tabularFigures
            let deferred = try OpenTypeFont(trustedBytes: bytes).tabularFigures
            #expect(eager != nil)
            #expect(deferred == eager)
        }
    }

    @Test func theBundledFontDecodesGSUBWithoutWarning() {
        #expect(font.warnings.isEmpty)
    }
}
