import LayoutEngine

/// Lays out a `Text`'s string in lines for one font, the measuring half of SwiftUI's `Text`
/// sizing (text-metrics.md §2, §4.2); the engine's `TextLeaf` does the rounding and baselines.
///
/// 1. Paragraphs split at "\n", "\r\n", "\r", U+2028 and U+2029; each starts a new line.
/// 2. Each paragraph is broken greedily at UAX #14 opportunities (`LineBreaker`).
/// 3. With a line limit, only the first lines are kept; the last kept line is refilled with the
///    rest of its paragraph and truncated with "…" by the truncation mode, because SwiftUI sets
///    the paragraph's `lineBreakMode` to the truncation mode (OpenSwiftUI `makeParagraphStyle`);
///    under `.clip` (a scrolling field's) the kept lines stay as they broke.
enum TextLayouter {
    static func layout(_ text: String, font: ScaledFont, maxWidth: Double?, maxLines: Int?,
                       truncationMode: TruncationMode, avoidsOrphans: Bool = false) -> [TextLine] {
        layout(paragraphs(of: text, font: font), font: font, maxWidth: maxWidth, maxLines: maxLines,
               truncationMode: truncationMode, avoidsOrphans: avoidsOrphans)
    }

    /// Step 1 and the measuring of each paragraph's clusters: what every width and line limit of
    /// one string in one font share (`TextLayoutCache.paragraphs`).
    static func paragraphs(of text: String, font: ScaledFont) -> [GraphemeClusters] {
        splitParagraphs(text).map { GraphemeClusters($0, font: font) }
    }

    /// Steps 2 and 3 over paragraphs already measured in `font` (`paragraphs(of:font:)`).
    static func layout(_ paragraphs: [GraphemeClusters], font: ScaledFont, maxWidth: Double?, maxLines: Int?,
                       truncationMode: TruncationMode, avoidsOrphans: Bool = false) -> [TextLine] {
        let placed = brokenLines(paragraphs, maxWidth: maxWidth, avoidsOrphans: avoidsOrphans, maxLines: maxLines)
        let limit = maxLines.map { max($0, 1) } ?? placed.count
        var lines = placed.prefix(limit).map { line in
            TextLine(text: paragraphs[line.paragraph].text(of: line.range),
                     width: paragraphs[line.paragraph].width(of: line.range))
        }
        if placed.count > limit, truncationMode != .clip, let last = placed.prefix(limit).last {
            let cut = Truncation.truncate(rest(of: last, in: paragraphs, font: font), mode: truncationMode, maxWidth: maxWidth, font: font)
            lines[lines.count - 1] = TextLine(text: cut.text, width: cut.width)
        }
        return lines
    }

    /// The line count and widest line's width `layout` gives for the same arguments, without
    /// making a string per line: a `Text`'s size needs no more (`TextMeasuring.measureLines`). The
    /// widths are the same numbers `layout`'s lines have, taken in the same order.
    static func measure(_ paragraphs: [GraphemeClusters], font: ScaledFont, maxWidth: Double?, maxLines: Int?,
                        truncationMode: TruncationMode, avoidsOrphans: Bool = false) -> (count: Int, width: Double) {
        let placed = brokenLines(paragraphs, maxWidth: maxWidth, avoidsOrphans: avoidsOrphans, maxLines: maxLines)
        let limit = maxLines.map { max($0, 1) } ?? placed.count
        let count = min(limit, placed.count)
        let truncates = placed.count > limit && truncationMode != .clip
        var width = 0.0
        for line in placed.prefix(truncates ? count - 1 : count) {
            width = max(width, paragraphs[line.paragraph].width(of: line.range))
        }
        if truncates, let last = placed.prefix(limit).last {
            let fit = Truncation.fit(rest(of: last, in: paragraphs, font: font), mode: truncationMode, maxWidth: maxWidth, font: font)
            width = max(width, fit.width)
        }
        return (count, width)
    }

    /// Step 2: each paragraph's line ranges, in order. Under a line limit, only as many as steps 2
    /// and 3 read: the kept lines and one more, which says the text goes on and is truncated (two
    /// more when orphans are avoided: `LineBreaker.pushOutOrphan` moves a word between a
    /// paragraph's last two lines, which are then both past the kept ones). A 1 MB paragraph
    /// proposed a few lines' height is broken into those lines, not into all of its lines.
    private static func brokenLines(_ paragraphs: [GraphemeClusters], maxWidth: Double?, avoidsOrphans: Bool,
                                    maxLines: Int?) -> [(paragraph: Int, range: Range<Int>)] {
        let needed = maxLines.map { max($0, 1) + (avoidsOrphans ? 2 : 1) }
        var placed: [(paragraph: Int, range: Range<Int>)] = []
        for (index, clusters) in paragraphs.enumerated() {
            if let needed, placed.count >= needed { break }
            let room = needed.map { $0 - placed.count }
            for range in LineBreaker.lines(of: clusters, maxWidth: maxWidth, avoidsOrphans: avoidsOrphans, maxLines: room) {
                placed.append((index, range))
            }
        }
        return placed
    }

    /// The last kept line refilled with the rest of its paragraph, for truncation: the
    /// paragraph's clusters from the line's start (`GraphemeClusters.suffix(from:)`, the same
    /// numbers as measuring that text again).
    private static func rest(of line: (paragraph: Int, range: Range<Int>), in paragraphs: [GraphemeClusters],
                             font: ScaledFont) -> GraphemeClusters {
        paragraphs[line.paragraph].suffix(from: line.range.lowerBound)
    }

    /// Paragraphs of `text`; "" gives one empty paragraph, a trailing newline an empty last one.
    static func splitParagraphs(_ text: String) -> [Substring] {
        // Fast path: no "\n", "\r" or the UTF-8 lead byte 0xE2 of U+2028/U+2029.
        if !text.utf8.contains(where: { $0 == 0x0A || $0 == 0x0D || $0 == 0xE2 }) { return [text[...]] }
        return text.split(omittingEmptySubsequences: false) { character in
            character == "\n" || character == "\r\n" || character == "\r"
                || character == "\u{2028}" || character == "\u{2029}"
        }
    }
}
