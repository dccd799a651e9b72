import FontTables
import LayoutEngine

/// One measured line as glyphs to draw: each glyph with its pen position, exactly as
/// `GraphemeClusters` measured it (advances, pair kerning between and inside clusters, tracking
/// per grapheme), so a line drawn from a run ends where the layout said it ends.
public struct GlyphRun: Sendable {
    public struct Placed: Sendable, Equatable {
        public var glyph: GlyphID
        /// Pen position from the start of the line, in points.
        public var x: Double
    }

    /// The font the glyphs come from.
    public let font: OpenTypeFont
    /// Points per font unit (the calibrated scale for the system stand-in).
    public let pointsPerUnit: Double
    public let glyphs: [Placed]
    /// False when a character has no glyph in the font (drawn by a fallback font on iOS): the
    /// run cannot draw the line faithfully.
    public let isComplete: Bool
    /// The advance of the whole line, in points (trailing spaces included).
    public let width: Double

    /// Lays out `text` (one line, as the layout produced it) in `font`.
    public init(_ text: String, font: ScaledFont) {
        let face = font.font
        let scale = font.pointsPerUnit
        var glyphs: [Placed] = []
        var pen = 0.0
        var previous: GlyphID?
        var complete = true
        for character in text {
            var units = 0.0
            var first = true
            var fallback = 0.0
            var clusterStart = pen
            for scalar in character.unicodeScalars {
                let glyph = face.glyphID(for: scalar == "\t" ? " " : scalar)
                if glyph == 0 && FallbackWidth.isWide(scalar) {
                    fallback += font.size
                    complete = false
                    continue
                }
                if glyph == 0, scalar.properties.generalCategory != .control { complete = false }
                if first {
                    // Kerning with the previous cluster moves this whole cluster.
                    if let previous { clusterStart += Double(face.kerning(left: previous, right: glyph)) * scale }
                    first = false
                } else if let previous {
                    units += Double(face.kerning(left: previous, right: glyph))
                }
                glyphs.append(Placed(glyph: glyph, x: clusterStart + units * scale))
                units += font.advanceUnits(of: glyph, for: scalar)
                previous = glyph
            }
            pen = first && fallback > 0 ? pen + fallback
                : clusterStart + units * scale + font.trackingPerGrapheme + fallback
        }
        self.font = face
        pointsPerUnit = scale
        self.glyphs = glyphs
        isComplete = complete
        width = pen
    }
}

extension FontLibrary {
    /// The font `descriptor` is measured with, for drawing what was measured.
    public func scaledFont(for descriptor: FontDescriptor) -> ScaledFont {
        resolve(descriptor).font
    }
}
