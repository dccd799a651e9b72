import Testing
import LayoutEngine
@testable import TextLayout

/// Line limits and the ellipsis (text-metrics.md §2.5: the lines that fit are kept; the last kept
/// line is truncated with "…" by `truncationMode`) with the 10 pt fixed-advance test font, where
/// "…" is 10 pt wide like every grapheme.
@Suite struct TruncationTests {
    @Test func tailKeepsThePrefixThatFitsWithTheEllipsis() {
        // "aaa bbb ccc" at 50 → "aaa ", "bbb ", "ccc"; one line: "aaa b…" would be 60 > 50, so the
        // space before the ellipsis is dropped: "aaa…" = 40.
        let result = testFontLayout("aaa bbb ccc", maxWidth: 50, maxLines: 1)
        #expect(lineTexts(result) == ["aaa\u{2026}"])
        #expect(lineWidths(result) == [40])
    }

    @Test func lastKeptLineIsRefilledWithTheRestOfItsParagraph() {
        // Two lines kept: "aaa ", then "bbb ccc" cut to 50: "bbb c…" = 60 > 50 → "bbb…".
        let result = testFontLayout("aaa bbb ccc", maxWidth: 50, maxLines: 2)
        #expect(lineTexts(result) == ["aaa ", "bbb\u{2026}"])
        // A long word cut mid-word: "abcdefgh" at 50 → "abcd…" (4 × 10 + 10 = 50).
        #expect(lineTexts(testFontLayout("abcdefgh", maxWidth: 50, maxLines: 1)) == ["abcd\u{2026}"])
    }

    @Test func headAndMiddle() {
        // Head: "…" + the longest suffix within 50: "…ccc" (the space after "…" dropped).
        #expect(lineTexts(testFontLayout("aaa bbb ccc", maxWidth: 50, maxLines: 1, truncation: .head)) == ["\u{2026}ccc"])
        // Middle: 4 graphemes kept, 2 each side: "aa…cc" = 50.
        #expect(lineTexts(testFontLayout("aaa bbb ccc", maxWidth: 50, maxLines: 1, truncation: .middle)) == ["aa\u{2026}cc"])
    }

    @Test func cutParagraphsAddTheEllipsisWithoutAWidth() {
        let result = testFontLayout("aa\nbb\ncc", maxWidth: nil, maxLines: 2)
        #expect(lineTexts(result) == ["aa", "bb\u{2026}"])
        #expect(lineWidths(result) == [20, 30])
    }

    @Test func textThatFitsIsNotTruncated() {
        #expect(lineTexts(testFontLayout("aaa bbb", maxWidth: 100, maxLines: 1)) == ["aaa bbb"])
        // A limit below 1 counts as 1 (Apple's lineLimit documentation).
        #expect(lineTexts(testFontLayout("aa\nbb", maxWidth: nil, maxLines: 0)) == ["aa\u{2026}"])
    }
}
