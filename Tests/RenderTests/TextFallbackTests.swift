import FontTables
import Foundation
import LayoutEngine
import ProjectReader
import Testing
import TestSupport
import TextLayout
@testable import Render

/// Text the bundled fonts cannot set falls back per character to a system font: measured with
/// that font's advances, drawn from its outlines; a character no font has is a box and a warning.
@Suite struct TextFallbackTests {
    static func droid() throws -> FallbackFonts.Font {
        let path = try SystemFontFile.droidSansFallback.requiredPath()
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        return FallbackFonts.Font(font: try OpenTypeFont(bytes: bytes), cssFamily: "Droid Sans Fallback")
    }

    @Test(.requires(SystemFontFile.droidSansFallback))
    func aCJKStringIsMeasuredWithTheFallbackFontsAdvances() throws {
        let droid = try Self.droid()
        var font = ScaledFont.system(size: 17)
        font.fallbacks = FallbackFonts(fonts: [droid])
        // Expected: each ideograph's 'hmtx' advance in Droid Sans Fallback, scaled by 17 pt per em.
        let text = "日本語"
        let units = text.unicodeScalars.map { scalar -> Int in
            let glyph = droid.font.glyphID(for: scalar)
            #expect(glyph != 0, "Droid Sans Fallback lacks \(scalar)")
            return droid.font.advance(of: glyph)
        }.reduce(0, +)
        let expected = Double(units) * 17 / Double(droid.font.unitsPerEm)
        #expect(abs(font.width(of: text) - expected) < 1e-9)
        // Mixed with Latin: the Latin part keeps the system font's width, the rest adds the
        // fallback advances with no kerning between fonts.
        #expect(abs(font.width(of: "Hi" + text) - (font.width(of: "Hi") + expected)) < 1e-9)
        let run = GlyphRun("Hi" + text, font: font)
        #expect(run.isComplete && run.missing.isEmpty)
        #expect(run.fallbackGlyphs.map(\.cssFamily) == ["Droid Sans Fallback"])
        #expect(run.fallbackGlyphs.first?.glyphs.count == 3)
        #expect(abs(run.width - font.width(of: "Hi" + text)) < 1e-9)
    }

    @Test(.requires(SystemFontFile.droidSansFallback))
    func aLineMixingLatinAndCJKHasInkAcrossItsWidthInThePNG() throws {
        _ = try SystemFontFile.droidSansFallback.requiredPath()
        let text = "Hello 日本語 World"
        let picture = try ScreenLayerTests.picture(#"Text("\#(text)").fixedSize()"#)
        let frame = try picture.view("Text").frame
        // Ink: a pixel at least 64 levels darker than the white background (black text).
        func hasInk(from x0: Double, to x1: Double) -> Bool {
            stride(from: x0, to: x1, by: 0.5).contains { x in
                stride(from: frame.y, to: frame.maxY, by: 0.5).contains { y in picture.pixel(x, y).red < 192 }
            }
        }
        // The CJK part starts after "Hello " and is three fallback advances wide.
        let system = ScaledFont.system(size: 17)
        let start = frame.x + system.width(of: "Hello ")
        let end = frame.x + system.width(of: "Hello 日本語")
        #expect(end - start > 3 * 17 * 0.9, "the ideographs are about one em each")
        for index in 0..<3 {
            let left = start + Double(index) * (end - start) / 3
            #expect(hasInk(from: left, to: left + (end - start) / 3), "ideograph \(index + 1) has no ink")
        }
        // Drawn from the fallback's outlines, not as boxes (a box would also be ink): no warning.
        let rendered = DiagramRenderer(options: DiagramOptions(measure: .none)).render(picture.scene)
        #expect(rendered.warnings.isEmpty, "\(rendered.warnings)")
        #expect(hasInk(from: frame.x, to: start), "Latin before")
        #expect(hasInk(from: end, to: frame.maxX), "Latin after")
        let svg = try ScreenLayerTests.svg(#"Text("\#(text)").fixedSize()"#)
        // The text's group lists the fallback after the system fonts (quotes escaped in the attribute).
        let family = try #require(svg.range(of: #"font-family="system-ui,[^"]*Droid Sans Fallback[^"]*sans-serif""#, options: .regularExpression),
                                  "the SVG's font-family list names the fallback")
        #expect(!svg[family].isEmpty)
    }

    /// U+10FFFD is a private-use character (plane 16): no font of the chain has a glyph for it.
    @Test func aCharacterNoFontCoversIsABoxAndAWarning() throws {
        let scene = try ScreenLayerTests.scene(#"Text("A\u{10FFFD}B").fixedSize()"#)
        let rendered = DiagramRenderer(options: DiagramOptions(measure: .none)).render(scene)
        #expect(rendered.warnings.map(\.id) == ["missingGlyph"])
        #expect(rendered.warnings.first?.text.contains("U+10FFFD") == true)
        let picture = try ScreenLayerTests.picture(#"Text("A\u{10FFFD}B").fixedSize()"#)
        let frame = try picture.view("Text").frame
        let system = ScaledFont.system(size: 17)
        // The box spans the character's advance after "A", from the baseline up to the cap
        // height; its left edge (a tenth of the advance in, a twelfth of 17 pt thick) is ink.
        let boxStart = frame.x + system.width(of: "A")
        let boxEnd = frame.x + system.width(of: "A\u{10FFFD}")
        let inset = (boxEnd - boxStart) / 10
        let baseline = frame.y + system.metrics.ascender
        let edge = picture.pixel(boxStart + inset + 17.0 / 24, baseline - system.metrics.capHeight / 2)
        #expect(edge.red < 128, "the box's left edge is drawn: \(edge)")
        // Its middle is empty (a hollow box).
        let middle = picture.pixel((boxStart + boxEnd) / 2, baseline - system.metrics.capHeight / 2)
        #expect(middle.red > 200, "the box is hollow: \(middle)")
    }
}
