/// Greedy (first-fit) line breaking of one paragraph at UAX #14 opportunities, the way
/// CoreText's `byWordWrapping` does for a plain paragraph (text-metrics.md §4.1–§4.2):
///
/// - a line ends at the last break opportunity before the text overflows;
/// - spaces at the end of a line hang: they never cause a break and are not counted;
/// - a word wider than the line is broken between grapheme clusters, at least one per line,
///   so a width of 0 puts every grapheme on its own line (spaces still hang);
/// - hyphenation is off, as in SwiftUI (`hyphenationFactor` 0).
///
/// Apple's `.standard` line-break strategy also pushes a word down when the last line would hold
/// one word alone (`LineBreakStrategy.pushOut`; SwiftUI's `avoidsOrphans` defaults to true,
/// text-metrics.md §4.1). How exactly it decides is unpublished, so `avoidsOrphans` applies the
/// simple rule of §4.2 step 5 and is off unless asked for.
enum LineBreaker {
    /// Widths within this tolerance of the limit still fit (binary floating-point sums).
    static let tolerance = 1e-9

    /// The line ranges of `clusters` (each with its trailing spaces) for `maxWidth`; nil means
    /// no wrapping. An empty paragraph is one empty line. With `maxLines`, only the first
    /// `maxLines` lines: the rest of the paragraph is not broken, and an orphan is pushed out
    /// only when the paragraph's last line was reached.
    static func lines(of clusters: GraphemeClusters, maxWidth: Double?, avoidsOrphans: Bool = false,
                      maxLines: Int? = nil) -> [Range<Int>] {
        guard let maxWidth, clusters.count > 0 else { return [0..<clusters.count] }
        let limit = maxWidth + tolerance * max(1, maxWidth)
        var lines: [Range<Int>] = []
        var start = 0
        while start < clusters.count {
            if let maxLines, lines.count >= maxLines { return lines }
            var end = clusters.count
            var lastBreak: Int?
            var index = start
            while index < clusters.count {
                if index > start && clusters.classes[index] != .space
                    && clusters.width(of: start..<(index + 1)) > limit {
                    end = lastBreak.map { $0 + 1 } ?? index
                    break
                }
                if clusters.allowsBreak(after: index) { lastBreak = index }
                index += 1
            }
            lines.append(start..<end)
            start = end
        }
        if avoidsOrphans { pushOutOrphan(&lines, clusters: clusters, limit: limit) }
        return lines
    }

    /// When the last line holds a single word, moves the previous line's last word down to it if
    /// the two words then fit on the last line (text-metrics.md §4.2 step 5).
    static func pushOutOrphan(_ lines: inout [Range<Int>], clusters: GraphemeClusters, limit: Double) {
        guard lines.count >= 2 else { return }
        let last = lines[lines.count - 1], previous = lines[lines.count - 2]
        let isOneWord = !(last.lowerBound..<(last.upperBound - 1)).contains(where: clusters.allowsBreak(after:))
        guard isOneWord,
              let cut = (previous.lowerBound..<(previous.upperBound - 1)).last(where: clusters.allowsBreak(after:)),
              clusters.width(of: (cut + 1)..<last.upperBound) <= limit else { return }
        lines[lines.count - 2] = previous.lowerBound..<(cut + 1)
        lines[lines.count - 1] = (cut + 1)..<last.upperBound
    }
}
