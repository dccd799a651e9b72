import Testing
import LayoutEngine
@testable import TextLayout

/// Very long strings (issue 30, "Bad input": a 1 MB `Text` must not hang): measuring is linear in
/// the string, and the shortcuts that make it so give the numbers the plain way gives.
@Suite struct HugeTextTests {
    /// The system font (Inter's advances and GPOS kerning), so kerning between clusters counts.
    private var systemFont: ScaledFont { FontLibrary.standard.resolve(FontDescriptor(size: 17)).font }

    @Test func theRestOfAParagraphMeasuresAsItsTextMeasuredAfresh() {
        // "AV", "To" and "Ta" are kerned pairs in Inter; fallback emoji and spaces in between.
        let text = "AVAV To Ta 😀 WAVE  yo, Vo. AT"
        let font = systemFont
        let whole = GraphemeClusters(Substring(text), font: font)
        for start in 0...whole.count {
            let rest = whole.suffix(from: start)
            let afresh = GraphemeClusters(Substring(whole.text(of: start..<whole.count)), font: font)
            #expect(rest.count == afresh.count)
            #expect(rest.kerningBefore == afresh.kerningBefore)
            for end in 0...rest.count {
                for lower in 0...end {
                    #expect(rest.width(of: lower..<end) == afresh.width(of: lower..<end))
                    #expect(rest.width(of: lower..<end, includingTrailingSpaces: true)
                            == afresh.width(of: lower..<end, includingTrailingSpaces: true))
                    #expect(rest.text(of: lower..<end) == afresh.text(of: lower..<end))
                }
            }
        }
    }

    @Test func trimmingSpacesMatchesWalkingThem() {
        let text = "  a  b c   "
        let clusters = GraphemeClusters(Substring(text), font: systemFont)
        let spaces = Array(text).map { $0 == " " }
        for upper in 0...clusters.count {
            for lower in 0...upper {
                var end = upper
                while end > lower && spaces[end - 1] { end -= 1 }
                var start = lower
                while start < upper && spaces[start] { start += 1 }
                #expect(clusters.trimmedEnd(lower..<upper) == end)
                #expect(clusters.trimmedStart(lower..<upper) == start)
            }
        }
    }

    @Test func aHeadTruncatedRunOfSpacesIsCutLinearly() {
        // 200 000 spaces then a word, one line of 50 pt in the 10 pt test font. The spaces hang at
        // the end of the first line, so the line limit cuts that line's rest, spaces and word.
        // `.head` keeps "…" + the longest suffix within 50 pt: "…efgh" (10 + 4 × 10 = 50). The
        // candidates are tried from the longest down, each dropping the spaces after "…": walking
        // them for every candidate was 200 000² / 2 = 2·10¹⁰ steps, now O(1) each.
        let text = String(repeating: " ", count: 200_000) + "abcdefgh"
        let result = testFontLayout(text, maxWidth: 50, maxLines: 1, truncation: .head)
        #expect(lineTexts(result) == ["\u{2026}efgh"])
        #expect(lineWidths(result) == [50])
    }
}
