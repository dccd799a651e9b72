import LayoutEngine

/// Cuts text to fit a width with an ellipsis "…" (U+2026) measured in the same font, as SwiftUI
/// does to the last line it keeps (`Text.TruncationMode`: `.tail` by default, `.head`, `.middle`).
/// Whole grapheme clusters are dropped; spaces next to the ellipsis are dropped too.
enum Truncation {
    static let ellipsis: Character = "\u{2026}"

    /// The text of `clusters` shortened with an ellipsis to fit `maxWidth` (nil: no limit, only
    /// the ellipsis is added), with its width. When even the ellipsis alone is too wide, the
    /// ellipsis alone is returned.
    static func truncate(_ clusters: GraphemeClusters, mode: TruncationMode, maxWidth: Double?,
                         font: ScaledFont) -> (text: String, width: Double) {
        let fit = fit(clusters, mode: mode, maxWidth: maxWidth, font: font)
        return (clusters.text(of: fit.prefix) + String(ellipsis) + clusters.text(of: fit.suffix), fit.width)
    }

    /// The clusters `truncate` keeps before and after the ellipsis, and the width of the result,
    /// without making its text (a size needs only the width).
    static func fit(_ clusters: GraphemeClusters, mode: TruncationMode, maxWidth: Double?,
                    font: ScaledFont) -> (prefix: Range<Int>, suffix: Range<Int>, width: Double) {
        let limit = (maxWidth ?? .infinity) + LineBreaker.tolerance * max(1, maxWidth ?? 1)
        // Each candidate asks the kerning next to "…"; a text has few distinct glyphs there.
        var pairs = KerningPairMemo(font.font)
        // "…" is one cluster: alone on a line its width is its advance (no kerning before it), and
        // a fallback cluster has no glyph of this font (glyph 0), as `GraphemeClusters` has it.
        // Measured as one `MeasuredCluster`, not a whole `GraphemeClusters` of one cluster (its
        // arrays, running sums and space runs were most of a short text's truncation).
        let marker = MeasuredCluster(ellipsis, font: font, pairs: &pairs)
        let markerWidth = marker.advance
        let markerGlyph = marker.isFallback ? 0 : marker.firstGlyph
        let count = clusters.count

        /// The kept prefix and suffix for `kept` graphemes, spaces next to "…" dropped.
        func parts(keeping kept: Int) -> (prefix: Range<Int>, suffix: Range<Int>) {
            let (prefixEnd, suffixStart) = switch mode {
            // `.clip` keeps lines without cutting them (`TextLayouter`); measured here, as the tail.
            case .tail, .clip: (kept, count)
            case .head: (0, count - kept)
            case .middle: ((kept + 1) / 2, count - (kept - (kept + 1) / 2))
            }
            return (0..<clusters.trimmedEnd(0..<prefixEnd), clusters.trimmedStart(suffixStart..<count)..<count)
        }

        func width(prefix: Range<Int>, suffix: Range<Int>) -> Double {
            var width = markerWidth
            if !prefix.isEmpty {
                width += clusters.width(of: prefix)
                    + Double(pairs.kerning(left: clusters.lastGlyphs[prefix.upperBound - 1], right: markerGlyph)) * font.pointsPerUnit
            }
            if !suffix.isEmpty {
                width += clusters.width(of: suffix)
                    + Double(pairs.kerning(left: markerGlyph, right: clusters.firstGlyphs[suffix.lowerBound])) * font.pointsPerUnit
            }
            return width
        }

        // Widths are O(1) each, so trying every length is linear; only the chosen text is built.
        for kept in stride(from: count, through: 1, by: -1) {
            let (prefix, suffix) = parts(keeping: kept)
            let candidateWidth = width(prefix: prefix, suffix: suffix)
            if candidateWidth <= limit { return (prefix, suffix, candidateWidth) }
        }
        // Nothing kept: the ellipsis alone (its width as `width(prefix:suffix:)` gives it).
        let (prefix, suffix) = parts(keeping: 0)
        return (prefix, suffix, width(prefix: prefix, suffix: suffix))
    }
}
