import Testing
@testable import FontTables

/// Round trips through `FontBuilder`: every expected number is an input of the builder, or
/// arithmetic on those inputs shown beside the check.
@Suite struct SyntheticFontTests {
    static func builder() -> FontBuilder {
        var builder = FontBuilder()
        builder.glyphs = [
            .init(["A"], advance: 600), .init(["V"], advance: 650), .init(["T"], advance: 550),
            .init(["o"], advance: 500), .init([" "], advance: 250), .init(["\u{1F600}"], advance: 1200),
        ]
        builder.pairKerning = [("A", "V", -80), ("V", "A", -70)]
        builder.classKerning = [.init(left: ["T"], right: ["o", "A"], value: -40)]
        return builder
    }

    @Test func metricsAndAdvances() throws {
        let font = try OpenTypeFont(bytes: Self.builder().build())
        #expect(font.unitsPerEm == 1000)
        #expect(font.ascender == 800 && font.descender == -200 && font.lineGap == 0)
        #expect(font.capHeight == 700 && font.xHeight == 500)
        #expect(font.numberOfGlyphs == 7)  // .notdef + 6 glyphs
        #expect(font.advance(of: font.glyphID(for: "V")) == 650)
        #expect(font.advance(of: font.glyphID(for: "z")) == 1000)  // unmapped → .notdef's advance
        #expect(font.familyName == "LayoutLens Test")
        #expect(font.warnings.isEmpty)
        #expect(!font.hasCFFOutlines)
    }

    @Test func characterMapFormats4And12() throws {
        let font = try OpenTypeFont(bytes: Self.builder().build())
        // The emoji is outside the BMP, so the builder writes (3,10,12), which the reader prefers.
        #expect(font.characterMap.source?.format == 12)
        #expect(font.glyphID(for: "\u{1F600}") == 6)
        #expect(font.glyphID(for: "A") == 1)

        var basicOnly = Self.builder()
        basicOnly.glyphs.removeLast()
        let bmpFont = try OpenTypeFont(bytes: basicOnly.build())
        #expect(bmpFont.characterMap.source?.format == 4)
        #expect(bmpFont.glyphID(for: "o") == 4)
        #expect(bmpFont.glyphID(for: "\u{1F600}") == 0)
    }

    @Test(arguments: [false, true])
    func pairPositioningFormats1And2(usesExtensionLookup: Bool) throws {
        var builder = Self.builder()
        builder.usesExtensionLookup = usesExtensionLookup
        let font = try OpenTypeFont(bytes: builder.build())
        func kern(_ left: Unicode.Scalar, _ right: Unicode.Scalar) -> Int {
            font.kerning(left: font.glyphID(for: left), right: font.glyphID(for: right))
        }
        #expect(kern("A", "V") == -80)  // format 1
        #expect(kern("V", "A") == -70)  // format 1
        #expect(kern("T", "o") == -40)  // format 2, class 1 × class 1
        #expect(kern("T", "A") == -40)
        #expect(kern("A", "o") == 0)
        #expect(kern("o", "T") == 0)
    }

    @Test func legacyKernTableWhenThereIsNoGPOS() throws {
        var builder = Self.builder()
        builder.pairKerning = []
        builder.classKerning = []
        builder.legacyKerning = [("A", "V", -90)]
        let font = try OpenTypeFont(bytes: builder.build())
        #expect(font.glyphPositioningKerning == nil)
        #expect(font.kerning(left: font.glyphID(for: "A"), right: font.glyphID(for: "V")) == -90)
        #expect(font.kerning(left: font.glyphID(for: "V"), right: font.glyphID(for: "A")) == 0)
    }

    @Test func trackingInterpolatesBetweenSizesAndExtendsOutside() throws {
        var builder = Self.builder()
        // The shape of SF's published tracking (text-metrics.md §1.3): 0 at 12 pt, −26/1000 em at 17 pt.
        builder.tracking = [(12, 0), (17, -26)]
        let font = try OpenTypeFont(bytes: builder.build())
        #expect(font.tracking(forSize: 12) == 0)
        #expect(font.tracking(forSize: 17) == -26)
        #expect(abs(font.tracking(forSize: 14.5) - -13) < 1e-9)  // halfway: −26 / 2
        #expect(abs(font.tracking(forSize: 22) - -52) < 1e-9)  // extended: −26 × (22 − 12) / 5
    }

    @Test func checksumMismatchIsAWarningNotAnError() throws {
        var bytes = Self.builder().build()
        let directory = try TableDirectory(bytes: bytes, fontOffset: 0)
        let name = try #require(directory.record("name"))
        bytes[name.offset + name.length - 1] ^= 0x01  // a byte of the last name string
        let font = try OpenTypeFont(bytes: bytes)
        #expect(font.warnings.count == 1)
        if case let .checksumMismatch(table, _, _) = font.warnings.first { #expect(table == "name") } else {
            Issue.record("expected a checksum warning, got \(font.warnings)")
        }
    }
}
