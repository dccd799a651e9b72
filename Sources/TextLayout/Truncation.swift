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
        let marker = GraphemeClusters(Substring(String(ellipsis)), font: font)
        let markerWidth = marker.width(of: 0..<1, includingTrailingSpaces: true)
        let markerGlyph = marker.firstGlyphs[0]
        let limit = (maxWidth ?? .infinity) + LineBreaker.tolerance * max(1, maxWidth ?? 1)
        let face = font.font
        let count = clusters.count

        /// Width of prefix `0..<prefixEnd` + "…" + suffix `suffixStart..<count`, spaces next to "…" dropped.
        func candidate(prefixEnd: Int, suffixStart: Int) -> (text: String, width: Double) {
            let prefix = 0..<clusters.trimmedEnd(0..<prefixEnd)
            let suffix = clusters.trimmedStart(suffixStart..<count)..<count
            var width = markerWidth
            if !prefix.isEmpty {
                width += clusters.width(of: prefix)
                    + Double(face.kerning(left: clusters.lastGlyphs[prefix.upperBound - 1], right: markerGlyph)) * font.pointsPerUnit
            }
            if !suffix.isEmpty {
                width += clusters.width(of: suffix)
                    + Double(face.kerning(left: markerGlyph, right: clusters.firstGlyphs[suffix.lowerBound])) * font.pointsPerUnit
            }
            return (clusters.text(of: prefix) + String(ellipsis) + clusters.text(of: suffix), width)
        }

        for kept in stride(from: count, through: 0, by: -1) {
            let result: (text: String, width: Double)
            switch mode {
            case .tail: result = candidate(prefixEnd: kept, suffixStart: count)
            case .head: result = candidate(prefixEnd: 0, suffixStart: count - kept)
            case .middle:
                let front = (kept + 1) / 2
                result = candidate(prefixEnd: front, suffixStart: count - (kept - front))
            }
            if result.width <= limit || kept == 0 { return result }
        }
        return (String(ellipsis), markerWidth)
    }
}
