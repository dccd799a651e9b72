import Foundation
import Testing
import FontTables
import LayoutEngine
@testable import TextLayout

@Suite struct FontLibraryTests {
    static let fontsFolder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TextLayout/Fonts")

    @Test(arguments: BundledFont.allCases)
    func embeddedBytesEqualTheFontFiles(font: BundledFont) throws {
        let file = try Data(contentsOf: Self.fontsFolder.appendingPathComponent(font.fileName))
        #expect(font.bytes == [UInt8](file), "run scripts/embed-fonts.sh after changing Fonts/")
        // The embedded font parses (so the fixed-advance fallback is never used).
        #expect(try OpenTypeFont(bytes: font.bytes).familyName == "Inter")
    }

    @Test(arguments: BundledFont.allCases)
    func bundledFacesDecodeWithoutWarningsAndTheTrustedDecodingAgrees(font: BundledFont) throws {
        // Bundled faces are decoded as trusted (no checksums summed, names and outlines on first
        // use): that is sound only while the full decoding finds nothing wrong with them.
        let full = try OpenTypeFont(bytes: font.bytes)
        #expect(full.warnings.isEmpty)
        let trusted = try OpenTypeFont(trustedBytes: font.bytes)
        #expect(trusted.names == full.names)
        #expect(trusted.horizontalMetrics == full.horizontalMetrics)
        #expect(trusted.characterMap == full.characterMap)
        #expect(trusted.glyphPositioningKerning == full.glyphPositioningKerning)
        #expect(trusted.hasOutlines && full.hasOutlines)
        // "H" and "g": a straight and a curved outline come out the same.
        for scalar in ["H", "g"] as [Unicode.Scalar] {
            let glyph = full.glyphID(for: scalar)
            #expect(trusted.outline(of: glyph) == full.outline(of: glyph))
        }
    }

    @Test(arguments: BundledFont.allCases)
    func bundledFacesWrittenOutNamesAreTheirFiles(font: BundledFont) throws {
        let decoded = try OpenTypeFont(bytes: font.bytes)
        #expect(font.familyName == decoded.familyName)
        #expect(font.fullName == decoded.fullName)
        #expect(font.postScriptName == decoded.postScriptName)
        #expect(font.weightClass == decoded.os2?.weightClass)
    }

    @Test func theStandardLibraryFindsEachFaceByTheNamesItsFontHolds() {
        // The library lists the bundled faces and the test font without decoding them.
        #expect(FontLibrary.standard.entryKeysMatchTheirFonts())
    }

    @Test func embeddedLicenceEqualsTheLicenceFile() throws {
        let file = try String(contentsOf: Self.fontsFolder.appendingPathComponent("OFL.txt"), encoding: .utf8)
        #expect(BundledFont.licenseText == file)
        #expect(BundledFont.licenseText.contains("SIL OPEN FONT LICENSE Version 1.1"))
    }

    @Test func customNamesMatchFamilyFullAndFileNames() {
        let library = FontLibrary.standard
        for name in ["Inter", "inter", "Inter Regular", "Inter-Regular", "Inter-Regular.otf"] {
            let resolution = library.resolve(FontDescriptor(family: .custom(name), size: 17))
            #expect(!resolution.isFallback, "\(name)")
            #expect(resolution.font.font.familyName == "Inter")
        }
        // The family's face nearest the weight: .custom("Inter").bold() → Inter Bold.
        let bold = library.resolve(FontDescriptor(family: .custom("Inter"), size: 17, weight: .bold))
        #expect(bold.font.font.subfamilyName == "Bold")
    }

    @Test func customInterUsesItsOwnMetricsNotSFs() {
        // text-metrics.md §3.2: Inter 17 pt ascender 16.469, descender 4.105 (hhea 2728 / −680 of 2816).
        let metrics = FontTextMeasurer().lineMetrics(of: FontDescriptor(family: .custom("Inter"), size: 17))
        #expect(abs(metrics.ascender - 2728.0 * 17 / 2816) < 1e-12)
        #expect(abs(metrics.descender - 680.0 * 17 / 2816) < 1e-12)
    }

    @Test func unknownCustomFontFallsBackToTheSystemFont() {
        let resolution = FontLibrary.standard.resolve(FontDescriptor(family: .custom("No Such Font"), size: 17))
        #expect(resolution.isFallback)
        #expect(resolution.font.metrics.lineHeight == 20.287109375)
    }

    @Test func registeringAFontFile() throws {
        var builder = FontBuilder()
        builder.familyName = "Tracked Test"
        builder.glyphs = [.init(["a"], advance: 500), .init([" "], advance: 250)]
        builder.tracking = [(12, 0), (22, -100)]
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-tracked-test.ttf").path
        try Data(builder.build()).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }

        var library = FontLibrary.standard
        #expect(try library.registerFont(atPath: path) == "Tracked Test")
        let measurer = FontTextMeasurer(library: library)
        // At 17 pt the trak value is halfway: −50 units; "aa" = 2 × (500 − 50) × 17 / 1000 = 15.3.
        let result = measurer.layoutText(TextLayoutRequest(text: "aa", font: FontDescriptor(family: .custom("tracked test"), size: 17), maxWidth: nil))
        #expect(abs(result.width - 15.3) < 1e-9)
        // Its metrics are the builder's: ascender 800, descender 200 of 1000.
        #expect(abs(result.metrics.lineHeight - 17) < 1e-12)

        var systemLibrary = FontLibrary.standard
        try systemLibrary.useAsSystemFont(atPath: path)
        let system = FontTextMeasurer(library: systemLibrary).layoutText(TextLayoutRequest(text: "aa", font: .body, maxWidth: nil))
        #expect(abs(system.width - 15.3) < 1e-9)
    }

    @Test func unreadableFontFilesThrowClearErrors() throws {
        var library = FontLibrary.standard
        #expect(throws: FontLibraryError.self) { try library.registerFont(atPath: "/nonexistent/font.ttf") }
        // A directory and an endless device are refused before any read.
        #expect(throws: FontLibraryError.self) { try library.registerFont(atPath: FileManager.default.temporaryDirectory.path) }
        #expect(throws: FontLibraryError.self) { try library.registerFont(atPath: "/dev/zero") }
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlens-not-a-font.ttf").path
        try Data("not a font".utf8).write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }
        do {
            try library.registerFont(atPath: path)
            Issue.record("a text file registered as a font")
        } catch let error as FontLibraryError {
            #expect(error.description.hasPrefix(path + ": error: "))
            #expect(error.description.contains("not an OpenType"))
        }
    }

    @Test func testFontIsRegisteredAndExact() {
        let metrics = FontTextMeasurer().lineMetrics(of: FontDescriptor(family: .custom("LayoutLens Test"), size: 10))
        #expect(metrics.ascender == 8 && metrics.descender == 2 && metrics.lineHeight == 10)
    }
}
