import FontTables
import Foundation
import LayoutEngine
import PixelImages
import Testing
import TestSupport
import TextLayout
@testable import Render

/// Colour emoji from the system's Noto Color Emoji (`CBDT` PNG bitmaps): measured with the
/// font's advance, drawn with the bitmap's pixels in the PNG and as an `<image>` in the SVG.
@Suite struct ColorEmojiTests {
    static func emojiFont() throws -> OpenTypeFont {
        let bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: try SystemFontFile.notoColorEmoji.requiredPath())))
        return try OpenTypeFont(bytes: bytes)
    }

    @Test(.requires(SystemFontFile.notoColorEmoji))
    func anEmojiGlyphHasAPNGBitmapThatDecodesToItsMetricsSize() throws {
        let font = try Self.emojiFont()
        let glyph = font.glyphID(for: "\u{1F389}") // 🎉
        #expect(glyph != 0)
        #expect(!font.hasOutlines)
        let bitmap = try #require(font.colorBitmap(of: glyph, pixelsPerEm: 51))
        #expect(bitmap.pixelsPerEm > 0)
        let image = try PNGDecoder.decode(bitmap.png)
        // The metrics in CBDT describe the PNG they hold.
        #expect(image.width == bitmap.width && image.height == bitmap.height)
        // A colour picture: some opaque pixel whose channels differ by more than grey would.
        let coloured = stride(from: 0, to: image.rgba.count, by: 4).contains { index in
            let (r, g, b, a) = (Int(image.rgba[index]), Int(image.rgba[index + 1]), Int(image.rgba[index + 2]), image.rgba[index + 3])
            return a > 200 && max(r, g, b) - min(r, g, b) > 80
        }
        #expect(coloured)
        // A glyph the font has no bitmap for (.notdef's neighbour past the end) reads as nil.
        #expect(font.colorBitmap(of: GlyphID(truncatingIfNeeded: font.numberOfGlyphs + 5), pixelsPerEm: 51) == nil)
    }

    /// Whether a pixel is colour, not grey: channels more than 60 levels apart.
    static func isColoured(_ pixel: (red: Int, green: Int, blue: Int)) -> Bool {
        max(pixel.red, pixel.green, pixel.blue) - min(pixel.red, pixel.green, pixel.blue) > 60
    }

    @Test(.requires(SystemFontFile.notoColorEmoji), .requires(SystemFontFile.droidSansFallback))
    func aLineMixingLatinEmojiAndCJKHasInkAcrossItsWidthAndTheEmojiIsColoured() throws {
        _ = try SystemFontFile.notoColorEmoji.requiredPath()
        let text = "Nice 🎉 日本"
        let picture = try ScreenLayerTests.picture(#"Text("\#(text)").fixedSize()"#)
        let frame = try picture.view("Text").frame
        let system = ScaledFont.system(size: 17)
        // The emoji's advance: after "Nice " up to where " 日本" begins (measured with the emoji
        // font's own advance scaled to 17 pt).
        let emojiStart = frame.x + system.width(of: "Nice ")
        let emojiEnd = frame.x + system.width(of: "Nice 🎉")
        #expect(emojiEnd - emojiStart > 17 * 0.9, "an emoji is about one em and a quarter wide")
        func pixels(from x0: Double, to x1: Double) -> [(red: Int, green: Int, blue: Int)] {
            stride(from: x0, to: x1, by: 0.5).flatMap { x in stride(from: frame.y, to: frame.maxY, by: 0.5).map { y in picture.pixel(x, y) } }
        }
        let emoji = pixels(from: emojiStart, to: emojiEnd)
        let colouredShare = Double(emoji.filter(Self.isColoured).count) / Double(emoji.count)
        #expect(colouredShare > 0.15, "the emoji's pixels are coloured (\(colouredShare) of its box)")
        // Latin before, CJK after: dark ink (black text on white).
        let latin = pixels(from: frame.x, to: emojiStart), cjk = pixels(from: emojiEnd + system.width(of: " "), to: frame.maxX)
        #expect(latin.contains { $0.red < 128 && !Self.isColoured($0) })
        let half = (frame.maxX - emojiEnd) / 2
        #expect(pixels(from: emojiEnd, to: emojiEnd + half).contains { $0.red < 128 }, "first ideograph")
        #expect(pixels(from: emojiEnd + half, to: frame.maxX).contains { $0.red < 128 }, "second ideograph")
        #expect(!cjk.isEmpty)
        // No box and no warning for the emoji.
        let rendered = DiagramRenderer(options: DiagramOptions(measure: .none)).render(picture.scene)
        #expect(!rendered.warnings.contains { $0.id == "glyphWithoutOutline" || $0.id == "missingGlyph" }, "\(rendered.warnings)")
    }

    @Test(.requires(SystemFontFile.notoColorEmoji))
    func theSVGDrawsTheEmojiAsAnImageAndNamesTheEmojiFont() throws {
        _ = try SystemFontFile.notoColorEmoji.requiredPath()
        let svg = try ScreenLayerTests.svg(#"Text("Nice 🎉").fixedSize()"#)
        #expect(svg.contains(#"<image class="cb""#))
        #expect(svg.contains("data:image/png;base64,"))
        #expect(svg.range(of: #"font-family="system-ui,[^"]*Noto Color Emoji[^"]*sans-serif""#, options: .regularExpression) != nil)
    }
}

/// U+FE0F asks for a character's emoji presentation (UTS #51): the colour font is chosen over a
/// text font earlier in the chain that also has the character; without it, chain order decides.
@Suite struct EmojiPresentationTests {
    @Test(.requires(SystemFontFile.notoColorEmoji))
    func theEmojiPresentationSelectorPrefersTheColourFont() throws {
        var builder = FontBuilder()
        builder.glyphs = [FontBuilder.Glyph(["\u{2764}"], advance: 500)]
        let text = FallbackFonts.Font(font: try OpenTypeFont(bytes: builder.build()), cssFamily: "Heart Test")
        let emoji = FallbackFonts.Font(font: try ColorEmojiTests.emojiFont(), cssFamily: "Noto Color Emoji")
        let chain = FallbackFonts(fonts: [text, emoji])
        #expect(chain.font(covering: "\u{2764}\u{FE0F}")?.cssFamily == "Noto Color Emoji")
        #expect(chain.font(covering: "\u{2764}")?.cssFamily == "Heart Test")
    }
}

/// Emoji sequences iOS joins through ligatures: joined by the colour font's GSUB ligatures
/// (`GlyphLigatures`) when it has them, drawn as parts and said so when it has not.
@Suite struct EmojiSequenceWarningTests {
    @Test func aZWJFamilyAndAFlagAreListedInTheWarningAndASingleEmojiIsNot() throws {
        #expect(RenderWarning.isEmojiSequence("👨‍👩‍👧"))
        #expect(RenderWarning.isEmojiSequence("🇯🇵"))
        #expect(RenderWarning.isEmojiSequence("👍🏽"))
        #expect(!RenderWarning.isEmojiSequence("🎉"))
        #expect(!RenderWarning.isEmojiSequence("é"))
    }

    @Test(.requires(SystemFontFile.notoColorEmoji))
    func aFlagAFamilyAndASkinToneAreOneGlyphOfOneEmojisWidth() throws {
        let emoji = FallbackFonts.Font(font: try ColorEmojiTests.emojiFont(), cssFamily: "Noto Color Emoji")
        var font = ScaledFont.system(size: 17)
        font.fallbacks = FallbackFonts(fonts: [emoji])
        let single = GlyphRun("🎉", font: font)
        for sequence in ["🇯🇵", "🇫🇷", "👨‍👩‍👧", "👍🏽"] {
            let run = GlyphRun(sequence, font: font)
            #expect(run.fallbackGlyphs.flatMap(\.glyphs).count == 1, "\(sequence) is one glyph")
            // Noto Color Emoji gives every emoji glyph the same advance, so one emoji's width.
            #expect(abs(run.width - single.width) < 0.01, "\(sequence): \(run.width) vs \(single.width)")
            #expect(GlyphRun.drawsAsOneGlyph(Character(sequence), in: emoji.font))
        }
        let scene = try ScreenLayerTests.scene(#"Text("Go 🇯🇵 👨‍👩‍👧 🎉").fixedSize()"#)
        let rendered = DiagramRenderer(options: DiagramOptions(measure: .none)).render(scene)
        #expect(!rendered.warnings.map(\.id).contains("unshapedEmojiSequence"), "\(rendered.warnings)")
    }

    @Test(.requires(SystemFontFile.notoColorEmoji))
    func aJoinedPairTheFontHasNoLigatureForWarnsOnce() throws {
        _ = try SystemFontFile.notoColorEmoji.requiredPath()
        // Party popper, ZWJ, party popper: one grapheme cluster (UAX #29, GB11), no emoji of its own.
        let scene = try ScreenLayerTests.scene(#"Text("Go \u{1F389}\u{200D}\u{1F389} \u{1F389}\u{200D}\u{1F389}").fixedSize()"#)
        let rendered = DiagramRenderer(options: DiagramOptions(measure: .none)).render(scene)
        #expect(rendered.warnings.map(\.id) == ["unshapedEmojiSequence"], "\(rendered.warnings)")
        #expect(rendered.warnings.first?.text.contains("🎉\u{200D}🎉") == true)
    }
}

/// `❤️` (U+2764 U+FE0F): the bundled font has a text heart, but the selector asks for the emoji,
/// which the colour font sets: measured with its advance and drawn with its bitmap.
@Suite struct EmojiPresentationSequenceTests {
    @Test(.requires(SystemFontFile.notoColorEmoji))
    func aHeartWithTheEmojiSelectorIsTheColourFontsHeart() throws {
        let emoji = FallbackFonts.Font(font: try ColorEmojiTests.emojiFont(), cssFamily: "Noto Color Emoji")
        var font = ScaledFont.system(size: 17)
        font.fallbacks = FallbackFonts(fonts: [emoji])
        try #require(font.font.glyphID(for: "\u{2764}") != 0, "the bundled font has a text heart")
        let run = GlyphRun("\u{2764}\u{FE0F}", font: font)
        #expect(run.fallbackGlyphs.map(\.cssFamily) == ["Noto Color Emoji"])
        // The emoji font's advance for the heart, at 17 pt per em.
        let advance = Double(emoji.font.advance(of: emoji.font.glyphID(for: "\u{2764}"))) * 17 / Double(emoji.font.unitsPerEm)
        #expect(abs(font.width(of: "\u{2764}\u{FE0F}") - advance) < 1e-9)
        #expect(abs(run.width - advance) < 1e-9)
        // Without the selector it stays the text heart.
        #expect(GlyphRun("\u{2764}", font: font).fallbackGlyphs.isEmpty)
    }
}
