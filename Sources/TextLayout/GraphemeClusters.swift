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
    /// Each cluster's own advance (glyphs, kerning inside it, tracking), points.
    private let advances: [Double]
    /// `cumulative[i]`: width of clusters 0..<i including the kerning between them.
    private let cumulative: [Double]
    /// `spaceRuns.endBefore[i]`: where a range ending at `i` ends once trailing spaces are
    /// dropped; `spaceRuns.startFrom[i]`: where one starting at `i` starts once leading spaces are.
    private let spaceRuns: SpaceRuns

    var count: Int { classes.count }

    init(_ text: Substring, font: ScaledFont) {
        var boundaries: [String.Index] = [text.startIndex]
        var classes: [LineBreakClass] = []
        var firstGlyphs: [GlyphID] = []
        var lastGlyphs: [GlyphID] = []
        var kerningBefore: [Double] = []
        var advances: [Double] = []
        var cumulative: [Double] = [0]
        // At most one cluster per byte: sized once, a long text's arrays are not grown by doubling.
        let bound = text.utf8.count
        boundaries.reserveCapacity(bound + 1)
        classes.reserveCapacity(bound)
        firstGlyphs.reserveCapacity(bound)
        lastGlyphs.reserveCapacity(bound)
        kerningBefore.reserveCapacity(bound)
        advances.reserveCapacity(bound)
        cumulative.reserveCapacity(bound + 1)
        var pairs = KerningPairMemo(font.font)
        var asciiClusters = ASCIIClusterMemo()
        let scale = font.pointsPerUnit
        let utf8 = text.utf8
        var index = text.startIndex
        while index < text.endIndex {
            let cluster: MeasuredCluster
            // An ASCII scalar other than CR followed by another ASCII byte (or the end) is a
            // cluster of its own (UAX #29: only CR LF joins two ASCII scalars, GB3; what extends a
            // cluster, GB9–GB9b, is never ASCII), measured once per byte value: the same
            // `MeasuredCluster` the scalar's `Character` gives, without making a `Character` and breaking
            // graphemes for every byte of a long ASCII run.
            let byte = utf8[index]
            let next = utf8.index(after: index)
            if byte < 0x80, byte != 0x0D, next == text.endIndex || utf8[next] < 0x80 {
                cluster = asciiClusters.cluster(byte) { MeasuredCluster(Character(Unicode.Scalar(byte)), font: font, pairs: &pairs) }
                index = next
            } else {
                let character = text[index]
                index = text.index(after: index)
                cluster = MeasuredCluster(character, font: font, pairs: &pairs)
            }
            if cluster.isFallback {
                // Set in another font: its own advance, no kerning with this font's glyphs.
                cumulative.append(cumulative[cumulative.count - 1] + cluster.advance)
                advances.append(cluster.advance)
                boundaries.append(index)
                classes.append(cluster.lineBreakClass)
                firstGlyphs.append(0)
                lastGlyphs.append(0)
                kerningBefore.append(0)
                continue
            }
            let kerning = lastGlyphs.last.map { Double(pairs.kerning(left: $0, right: cluster.firstGlyph)) * scale } ?? 0
            cumulative.append(cumulative[cumulative.count - 1] + kerning + cluster.advance)
            advances.append(cluster.advance)
            boundaries.append(index)
            classes.append(cluster.lineBreakClass)
            firstGlyphs.append(cluster.firstGlyph)
            lastGlyphs.append(cluster.lastGlyph)
            kerningBefore.append(kerning)
        }
        self.init(source: text, boundaries: boundaries, classes: classes, firstGlyphs: firstGlyphs, lastGlyphs: lastGlyphs,
                  kerningBefore: kerningBefore, advances: advances, cumulative: cumulative)
    }

    private init(source: Substring, boundaries: [String.Index], classes: [LineBreakClass], firstGlyphs: [GlyphID],
                 lastGlyphs: [GlyphID], kerningBefore: [Double], advances: [Double], cumulative: [Double]) {
        self.source = source
        self.boundaries = boundaries
        self.classes = classes
        self.firstGlyphs = firstGlyphs
        self.lastGlyphs = lastGlyphs
        self.kerningBefore = kerningBefore
        self.advances = advances
        self.cumulative = cumulative
        spaceRuns = SpaceRuns(classes)
    }

    /// The clusters from `start` on, as measuring their text afresh gives them: the first has
    /// no kerning before it, and the running sums start again at 0 and add the same numbers in
    /// the same order, so every width is the same to the last bit. Slicing costs a copy of the
    /// arrays; measuring again cost a cmap and kerning lookup per character (a truncated 1 MB
    /// `Text` measured its whole string twice).
    func suffix(from start: Int) -> GraphemeClusters {
        guard start > 0 else { return self }
        let start = min(start, count)
        var kerning = Array(kerningBefore[start...])
        if !kerning.isEmpty { kerning[0] = 0 }
        var sums = [0.0]
        sums.reserveCapacity(kerning.count + 1)
        for (offset, advance) in advances[start...].enumerated() {
            sums.append(sums[offset] + kerning[offset] + advance)
        }
        return GraphemeClusters(source: source[boundaries[start]...], boundaries: Array(boundaries[start...]),
                                classes: Array(classes[start...]), firstGlyphs: Array(firstGlyphs[start...]),
                                lastGlyphs: Array(lastGlyphs[start...]), kerningBefore: kerning,
                                advances: Array(advances[start...]), cumulative: sums)
    }

    /// The width of `range` set on one line. Without trailing spaces unless asked: a space left at
    /// the end of a line hangs past it and does not count (text-metrics.md §4.1).
    func width(of range: Range<Int>, includingTrailingSpaces: Bool = false) -> Double {
        let end = includingTrailingSpaces ? range.upperBound : trimmedEnd(range)
        guard end > range.lowerBound else { return 0 }
        return cumulative[end] - cumulative[range.lowerBound] - kerningBefore[range.lowerBound]
    }

    /// The end of `range` once trailing spaces are dropped.
    /// O(1): a run of a million spaces is not walked again for every range that ends in it.
    func trimmedEnd(_ range: Range<Int>) -> Int {
        max(range.lowerBound, Int(spaceRuns.endBefore[range.upperBound]))
    }

    /// The start of `range` once leading spaces are dropped (O(1)).
    func trimmedStart(_ range: Range<Int>) -> Int {
        min(range.upperBound, Int(spaceRuns.startFrom[range.lowerBound]))
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

/// Where runs of spaces end, for trimming any range in O(1) (`GraphemeClusters.trimmedEnd`).
private struct SpaceRuns {
    /// `endBefore[i]`: the least `j ≤ i` with clusters `j..<i` all spaces.
    let endBefore: [Int32]
    /// `startFrom[i]`: the greatest `j ≥ i` with clusters `i..<j` all spaces.
    let startFrom: [Int32]

    init(_ classes: [LineBreakClass]) {
        var endBefore = [Int32](repeating: 0, count: classes.count + 1)
        for index in classes.indices {
            endBefore[index + 1] = classes[index] == .space ? endBefore[index] : Int32(index + 1)
        }
        var startFrom = [Int32](repeating: Int32(classes.count), count: classes.count + 1)
        for index in classes.indices.reversed() {
            startFrom[index] = classes[index] == .space ? startFrom[index + 1] : Int32(index)
        }
        self.endBefore = endBefore
        self.startFrom = startFrom
    }
}
