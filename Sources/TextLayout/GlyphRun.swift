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

    /// Glyphs of one fallback font, with its scale (points per unit of that font).
    public struct FallbackGlyphs: Sendable {
        public var font: OpenTypeFont
        /// The CSS family naming the font (for an SVG `font-family` list).
        public var cssFamily: String
        public var pointsPerUnit: Double
        public var glyphs: [Placed]
    }

    /// A cluster no font of the chain can draw: drawn as a box over its measured advance.
    public struct MissingCluster: Sendable, Equatable {
        public var character: Character
        /// Pen position from the start of the line and advance, in points.
        public var x: Double
        public var width: Double

        public init(character: Character, x: Double, width: Double) {
            self.character = character
            self.x = x
            self.width = width
        }
    }

    /// The font the glyphs come from.
    public let font: OpenTypeFont
    /// Points per font unit (the calibrated scale for the system stand-in).
    public let pointsPerUnit: Double
    public let glyphs: [Placed]
    /// Clusters set in fallback fonts, one entry per font in the order first used (`FallbackFonts`).
    public let fallbackGlyphs: [FallbackGlyphs]
    /// Clusters no font covers, drawn as boxes ("tofu").
    public let missing: [MissingCluster]
    /// False when a character has no glyph in the font nor in any fallback font (each is in
    /// `missing`).
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
        var fallbackGlyphs: [FallbackGlyphs] = []
        var missing: [MissingCluster] = []
        for character in text {
            var units = 0.0
            var first = true
            var clusterStart = pen
            let glyphCount = glyphs.count
            // As `MeasuredCluster` measures it (`ClusterGlyphs`).
            let drawn = ClusterGlyphs(character, font: font) { glyph, scalar in
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
            let fallback = drawn.widePoints
            let lacksGlyph = drawn.lacksGlyph
            let end = first && fallback > 0 ? pen + fallback
                : clusterStart + units * scale + font.trackingPerGrapheme + fallback
            let emoji = lacksGlyph ? nil
                : FallbackCluster.emojiPresentation(character, in: font, hasPresentationSelector: drawn.hasPresentationSelector)
            guard lacksGlyph || emoji != nil else {
                pen = end
                continue
            }
            // The cluster is not this font's: undo its glyphs and set it as `GraphemeClusters` measured it.
            glyphs.removeSubrange(glyphCount...)
            if let cluster = emoji ?? FallbackCluster(character, in: font) {
                let perUnit = font.size / Double(cluster.font.font.unitsPerEm)
                let placed = cluster.glyphs.map { Placed(glyph: $0.glyph, x: pen + $0.offsetUnits * perUnit) }
                if let known = fallbackGlyphs.firstIndex(where: { $0.cssFamily == cluster.font.cssFamily }) {
                    fallbackGlyphs[known].glyphs += placed
                } else {
                    fallbackGlyphs.append(FallbackGlyphs(font: cluster.font.font, cssFamily: cluster.font.cssFamily,
                                                         pointsPerUnit: perUnit,
                                                         glyphs: placed))
                }
                pen += cluster.advance
                previous = 0
            } else {
                complete = false
                missing.append(MissingCluster(character: character, x: pen, width: end - pen))
                pen = end
                previous = 0
            }
        }
        self.font = face
        pointsPerUnit = scale
        self.glyphs = glyphs
        self.fallbackGlyphs = fallbackGlyphs
        self.missing = missing
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
