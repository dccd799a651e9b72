/// Something the drawing could not show as iOS would, with a stable identifier tools can match
/// on. The renderer collects them per diagram (`RenderedDiagram.warnings`); the caller prints them.
public struct RenderWarning: Hashable, Sendable, CustomStringConvertible {
    public var id: String
    public var text: String

    /// No font of the fallback chain (`FallbackFonts`) has a glyph for these characters: each is
    /// drawn as a hollow box across its measured advance.
    static func missingGlyph(_ characters: [Character]) -> Self {
        let list = characters.map { character in
            let codes = character.unicodeScalars.map { "U+" + String($0.value, radix: 16, uppercase: true).leftPadded(to: 4) }
            return "'\(character)' (\(codes.joined(separator: " ")))"
        }
        return Self(id: "missingGlyph",
                    text: "no available font can draw \(list.joined(separator: ", ")); drawn as a box (install fonts-noto-core, fonts-noto-cjk or fonts-droid-fallback, see docs/text-metrics.md)")
    }

    /// A fallback font covers these characters but has neither an outline nor a colour bitmap
    /// (`CBDT` PNG) for them: they are measured with the font's advances and drawn as boxes.
    static func glyphWithoutOutline(family: String) -> Self {
        Self(id: "glyphWithoutOutline",
             text: "'\(family)' has neither outlines nor colour PNG bitmaps for some glyphs (a bitmap format LayoutLens does not read); those characters are boxes of their measured width")
    }

    /// `.shadow(…)` drawn without a blur: `drawn` shadows as translucent layers of their view's
    /// shape (`DiagramDrawing+Shadow.swift`); the views in `notCast` have no filled shape to cast
    /// one (text, images, symbols), and theirs is left out.
    static func shadowApproximated(drawn: Int, notCast: [String]) -> Self {
        var parts: [String] = []
        if drawn > 0 {
            parts.append("\(drawn) shadow\(drawn == 1 ? "" : "s") drawn as up to \(DiagramDrawing.maximumShadowLayers) translucent layers of the view's shape, not blurred")
        }
        if !notCast.isEmpty {
            var names: [String] = []
            for name in notCast where !names.contains(name) { names.append(name) }
            parts.append("shadows not drawn for views without a filled shape (\(names.prefix(5).joined(separator: ", "))\(names.count > 5 ? ", …" : ""))")
        }
        return Self(id: "shadowApproximated", text: parts.joined(separator: "; "))
    }

    /// `.blendMode(_:)` other than `.normal`: the view is composited over what is behind it as
    /// usual, so a `.multiply` or `.screen` layer looks lighter or darker than on iOS.
    static func blendModeNotDrawn(_ modes: [String]) -> Self {
        Self(id: "blendModeNotDrawn",
             text: "blend modes \(modes.map { "." + $0 }.joined(separator: ", ")) are drawn with normal compositing (the view painted over what is behind it)")
    }

    /// A program's `Shape` whose `path(in:)` threw or reached the interpreter's limits when it
    /// ran with the view's frame: the view is drawn as its frame rectangle (its layout, a shape's,
    /// is unaffected).
    static func shapePathNotRun(typeName: String, reason: String) -> Self {
        Self(id: "shapePathNotRun", text: "'\(typeName).path(in:)' could not run (\(reason)); the shape is drawn as its frame")
    }

    /// An asset image that SVG embeds as it is but the PNG rasteriser cannot draw (a PNG or JPEG
    /// that does not decode: a malformed file, or a JPEG kind `JPEGDecoder` does not read): in PNG output it is a grey box of its frame.
    static func imageNotDrawnInPNG(name: String, reason: String) -> Self {
        Self(id: "imageNotDrawnInPNG", text: "image '\(name)' is drawn as a grey box in PNG output: \(reason)")
    }

    /// Emoji sequences iOS draws as one glyph through the colour font's ligatures (ZWJ
    /// sequences, flags, skin-tone modifiers, keycaps) that the fallback colour font here has no
    /// ligature for (`GlyphLigatures`), drawn as their parts, wider than on iOS.
    static func unshapedEmojiSequence(_ sequences: [Character]) -> Self {
        Self(id: "unshapedEmojiSequence",
             text: "emoji sequences \(sequences.map { "'\($0)'" }.joined(separator: ", ")) are drawn and measured as their separate parts (the colour emoji font here has no ligature for them); iOS draws each as one emoji")
    }

    /// Whether iOS draws `character` as one emoji through ligatures: a zero-width joiner, a pair
    /// of regional indicators (a flag), a skin-tone modifier or the keycap mark after a base.
    static func isEmojiSequence(_ character: Character) -> Bool {
        let scalars = character.unicodeScalars
        guard scalars.count > 1 else { return false }
        return scalars.contains { scalar in
            switch scalar.value {
            case 0x200D, 0x1F1E6...0x1F1FF, 0x1F3FB...0x1F3FF, 0x20E3: true
            default: false
            }
        }
    }

    /// Text in scripts iOS reorders or shapes (right-to-left, joining, Indic reordering), drawn
    /// here in logical order with each character's nominal glyph: the letters are there and
    /// measured, but order and forms differ from iOS (no bidi, no GSUB; text-metrics.md).
    static func unshapedScript(_ scripts: [String]) -> Self {
        Self(id: "unshapedScript",
             text: "\(scripts.joined(separator: ", ")) text is drawn left to right with unjoined letter forms (no bidirectional reordering or shaping); iOS orders and joins it")
    }

    /// SF Symbols drawn with look-alike Material Icons glyphs (Apple's artwork cannot ship):
    /// the frame is the symbol's, the glyph only resembles it (docs/render.md, "SF Symbols").
    static func symbolApproximated(_ names: [String]) -> Self {
        Self(id: "symbolApproximated",
             text: "SF Symbols drawn as look-alike Material Icons glyphs, not Apple's artwork: \(names.joined(separator: ", "))")
    }

    /// SF Symbols with no look-alike glyph: drawn as a crossed box over the symbol's frame.
    static func symbolNotDrawn(_ names: [String]) -> Self {
        Self(id: "symbolNotDrawn",
             text: "no look-alike glyph for SF Symbols \(names.joined(separator: ", ")); drawn as crossed boxes of the symbol's size")
    }

    /// The script of `scalar` among those needing reordering or shaping, nil for others.
    static func shapedScript(of scalar: Unicode.Scalar) -> String? {
        switch scalar.value {
        case 0x0590...0x05FF, 0xFB1D...0xFB4F: "Hebrew"
        case 0x0600...0x06FF, 0x0750...0x077F, 0x08A0...0x08FF, 0xFB50...0xFDFF, 0xFE70...0xFEFF: "Arabic"
        case 0x0900...0x0DFF: "Indic"
        case 0x0F00...0x0FFF: "Tibetan"
        case 0x1000...0x109F: "Myanmar"
        case 0x1780...0x17FF: "Khmer"
        default: nil
        }
    }

    public var description: String { "warning: \(text) [\(id)]" }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
