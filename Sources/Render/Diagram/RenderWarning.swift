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
                    text: "no available font can draw \(list.joined(separator: ", ")); drawn as a box (install fonts-noto-core, fonts-noto-cjk or fonts-droid-fallback, see docs/render.md)")
    }

    /// A fallback font covers these characters but stores them as bitmaps (colour emoji), which
    /// the drawing does not read: they are measured with the font's advances and drawn as boxes.
    static func glyphWithoutOutline(family: String) -> Self {
        Self(id: "glyphWithoutOutline",
             text: "'\(family)' stores its glyphs as colour bitmaps, which LayoutLens does not draw; those characters are boxes of their measured width")
    }

    public var description: String { "warning: \(text) [\(id)]" }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        count >= width ? self : String(repeating: "0", count: width - count) + self
    }
}
