import FontTables

/// A run of text split into grapheme clusters and measured in one font: each cluster's advance
/// (its glyphs' advances, the kerning inside it, and the tracking), the pair kerning before it,
/// and its line-breaking class. Widths of any sub-range are then O(1) from running sums.
struct GraphemeClusters {
    /// The measured text and where each cluster starts in it (plus its end index).
    let source: Substring
    let boundaries: [String.Index]
    let classes: [LineBreakClass]
    let firstGlyphs: [GlyphID]
    let lastGlyphs: [GlyphID]
    /// Kerning between the previous cluster's last glyph and this cluster's first glyph, points.
    let kerningBefore: [Double]
    /// `cumulative[i]`: width of clusters 0..<i including the kerning between them.
    private let cumulative: [Double]

    var count: Int { classes.count }

    init(_ text: Substring, font: ScaledFont) {
        var boundaries: [String.Index] = [text.startIndex]
        var classes: [LineBreakClass] = []
        var firstGlyphs: [GlyphID] = []
        var lastGlyphs: [GlyphID] = []
        var kerningBefore: [Double] = []
        var cumulative: [Double] = [0]
        var pairs = KerningPairMemo(font.font)
        let scale = font.pointsPerUnit
        var index = text.startIndex
        while index < text.endIndex {
            let character = text[index]
            index = text.index(after: index)
            var advanceUnits = 0.0
            var fallbackPoints = 0.0
            var first: GlyphID?
            var last: GlyphID = 0
            var lacksGlyph = false
            var hasPresentationSelector = false
            for scalar in character.unicodeScalars {
                // A tab measures as a space: SwiftUI's default tab stops are not modelled.
                let glyph = font.glyph(for: scalar)
                if glyph == 0 && FallbackCluster.needsGlyph(scalar) { lacksGlyph = true }
                if scalar == "\u{FE0F}" { hasPresentationSelector = true }
                // A joiner or variation selector the font has no glyph for is invisible: no .notdef, no width.
                if glyph == 0 && FallbackFonts.isIgnorable(scalar) { continue }
                if glyph == 0 && FallbackWidth.isWide(scalar) {
                    // The system would draw it with a CJK font, whose wide glyphs are one em.
                    fallbackPoints += font.size
                    continue
                }
                if first != nil { advanceUnits += Double(pairs.kerning(left: last, right: glyph)) }
                advanceUnits += font.advanceUnits(of: glyph, for: scalar)
                if first == nil { first = glyph }
                last = glyph
            }
            if let fallback = lacksGlyph ? FallbackCluster(character, in: font)
                : FallbackCluster.emojiPresentation(character, in: font, hasPresentationSelector: hasPresentationSelector) {
                // Set in another font: its own advance, no kerning with this font's glyphs.
                cumulative.append(cumulative[cumulative.count - 1] + fallback.advance)
                boundaries.append(index)
                classes.append(LineBreakClass(character))
                firstGlyphs.append(0)
                lastGlyphs.append(0)
                kerningBefore.append(0)
                continue
            }
            let firstGlyph = first ?? 0
            let kerning = lastGlyphs.last.map { Double(pairs.kerning(left: $0, right: firstGlyph)) * scale } ?? 0
            let advance = fallbackPoints > 0 && first == nil
                ? fallbackPoints
                : advanceUnits * scale + font.trackingPerGrapheme + fallbackPoints
            cumulative.append(cumulative[cumulative.count - 1] + kerning + advance)
            boundaries.append(index)
            classes.append(LineBreakClass(character))
            firstGlyphs.append(firstGlyph)
            lastGlyphs.append(last)
            kerningBefore.append(kerning)
        }
        source = text
        self.boundaries = boundaries
        self.classes = classes
        self.firstGlyphs = firstGlyphs
        self.lastGlyphs = lastGlyphs
        self.kerningBefore = kerningBefore
        self.cumulative = cumulative
    }

    /// The width of `range` set on one line. Without trailing spaces unless asked: a space left at
    /// the end of a line hangs past it and does not count (text-metrics.md §4.1).
    func width(of range: Range<Int>, includingTrailingSpaces: Bool = false) -> Double {
        let end = includingTrailingSpaces ? range.upperBound : trimmedEnd(range)
        guard end > range.lowerBound else { return 0 }
        return cumulative[end] - cumulative[range.lowerBound] - kerningBefore[range.lowerBound]
    }

    /// The end of `range` once trailing spaces are dropped.
    func trimmedEnd(_ range: Range<Int>) -> Int {
        var end = range.upperBound
        while end > range.lowerBound && classes[end - 1] == .space { end -= 1 }
        return end
    }

    /// The start of `range` once leading spaces are dropped.
    func trimmedStart(_ range: Range<Int>) -> Int {
        var start = range.lowerBound
        while start < range.upperBound && classes[start] == .space { start += 1 }
        return start
    }

    func text(of range: Range<Int>) -> String {
        String(source[boundaries[range.lowerBound]..<boundaries[range.upperBound]])
    }

    /// Whether a line may end after cluster `index` (and the next line start at `index + 1`).
    func allowsBreak(after index: Int) -> Bool {
        guard index + 1 < count else { return false }
        return LineBreakClass.allowsBreak(between: classes[index], and: classes[index + 1],
                                          beforeThat: index > 0 ? classes[index - 1] : nil)
    }
}
