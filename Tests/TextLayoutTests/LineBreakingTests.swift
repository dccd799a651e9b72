import Testing
import LayoutEngine
@testable import TextLayout

/// Line breaking rules (text-metrics.md §4.2, a UAX #14 subset) with the fixed-advance test font
/// at 10 pt: each grapheme is 10 pt wide, so a line of n graphemes is 10·n pt.
@Suite struct LineBreakingTests {
    @Test func unconstrainedTextIsOneLinePerParagraph() {
        let result = testFontLayout("aa bb\ncc\r\ndd\u{2028}ee", maxWidth: nil)
        #expect(lineTexts(result) == ["aa bb", "cc", "dd", "ee"])
        #expect(lineWidths(result) == [50, 20, 20, 20])
    }

    @Test func emptyTextAndTrailingNewline() {
        #expect(lineTexts(testFontLayout("", maxWidth: 100)) == [""])
        #expect(lineTexts(testFontLayout("ab\n", maxWidth: 100)) == ["ab", ""])
    }

    @Test func breaksAfterSpacesAndSpacesHang() {
        // "aaa bbb" is 7 × 10 = 70: it fits 70 exactly, and breaks after the space below that.
        #expect(lineTexts(testFontLayout("aaa bbb", maxWidth: 70)) == ["aaa bbb"])
        let wrapped = testFontLayout("aaa bbb", maxWidth: 69)
        #expect(lineTexts(wrapped) == ["aaa ", "bbb"])
        #expect(lineWidths(wrapped) == [30, 30])  // the space hangs: 3 × 10, not 4 × 10
        // Runs of spaces collapse into the break and all hang.
        let spaces = testFontLayout("aaa    bbb", maxWidth: 35)
        #expect(lineTexts(spaces) == ["aaa    ", "bbb"])
        #expect(lineWidths(spaces) == [30, 30])
    }

    @Test func breaksAfterHyphenBeforeLetters() {
        // "well-" is 50 wide: the break after "-" is taken because a letter follows.
        #expect(lineTexts(testFontLayout("well-known", maxWidth: 60)) == ["well-", "known"])
        // Not before a digit ("x-12" is one unit), and not after a word-initial hyphen.
        #expect(lineTexts(testFontLayout("ab x-12", maxWidth: 30)) == ["ab ", "x-1", "2"])
        #expect(lineTexts(testFontLayout("-abc", maxWidth: 30)) == ["-ab", "c"])
    }

    @Test func breaksBetweenIdeographs() {
        #expect(lineTexts(testFontLayout("一丁丂七上", maxWidth: 20)) == ["一丁", "丂七", "上"])
    }

    @Test func noBreakBeforeClosingPunctuation() {
        // Without the rule the greedy result would be "一丁" / "。"; "。" must stay with "丁".
        #expect(lineTexts(testFontLayout("一丁。", maxWidth: 20)) == ["一", "丁。"])
        // Also after a space (UAX #14 LB13): "a !" cannot break before "!".
        #expect(lineTexts(testFontLayout("ab cd !", maxWidth: 50)) == ["ab ", "cd !"])
    }

    @Test func noBreakAfterOpeningPunctuation() {
        #expect(lineTexts(testFontLayout("一「丁", maxWidth: 20)) == ["一", "「丁"])
    }

    @Test func noBreakAtNoBreakSpace() {
        // NBSP glues "aaa" and "bbb" into one 70 pt word, which then breaks between graphemes.
        #expect(lineTexts(testFontLayout("aaa\u{00A0}bbb", maxWidth: 50)) == ["aaa\u{00A0}b", "bb"])
        #expect(lineTexts(testFontLayout("aaa\u{2060}bbb", maxWidth: 50)) == ["aaa\u{2060}b", "bb"])
    }

    @Test func longWordBreaksBetweenGraphemeClusters() {
        #expect(lineTexts(testFontLayout("abcdefgh", maxWidth: 30)) == ["abc", "def", "gh"])
        // "é" as e + U+0301 is one grapheme (the mark is zero wide): never split from its base.
        let accents = testFontLayout("e\u{301}e\u{301}e\u{301}", maxWidth: 15)
        #expect(lineTexts(accents) == ["e\u{301}", "e\u{301}", "e\u{301}"])
        #expect(lineWidths(accents) == [10, 10, 10])
    }

    @Test func zeroWidthGivesOneGraphemePerLineWithHangingSpaces() {
        // swift-cross-ui #695: "Include drafts" at width ~0 is 13 one-glyph lines; the space hangs.
        let result = testFontLayout("Include drafts", maxWidth: 0)
        #expect(result.lines.count == 13)
        #expect(lineTexts(result)[6] == "e ")
        #expect(lineWidths(result).allSatisfy { $0 == 10 })
    }

    @Test func kerningIsMeasured() {
        // "AV" kerns −200/1000 em: 10 + 10 − 2 = 18 pt at 10 pt.
        let kerningPoints = Double(FixedAdvanceTestFont.kerningAV) / 1000 * 10
        #expect(lineWidths(testFontLayout("AV", maxWidth: nil)) == [20 + kerningPoints])
        #expect(lineWidths(testFontLayout("VA", maxWidth: nil)) == [20])
        // "AAV" fits 28 (10 + 10 + 10 − 2) only because the pair is kerned.
        #expect(lineTexts(testFontLayout("AAV", maxWidth: 28)) == ["AAV"])
    }

    @Test func orphanPushOutIsOptional() {
        // Greedy at 80: "aaa bbb " (70) / "ccc". With push-out the lone "ccc" takes "bbb" along:
        // "bbb ccc" is 70 ≤ 80 (text-metrics.md §4.2 step 5).
        let request = TextLayoutRequest(text: "aaa bbb ccc", font: FontDescriptor(family: .custom("LayoutLens Test"), size: 10),
                                        maxWidth: 80)
        #expect(lineTexts(FontTextMeasurer().layoutText(request)) == ["aaa bbb ", "ccc"])
        #expect(lineTexts(FontTextMeasurer(avoidsOrphans: true).layoutText(request)) == ["aaa ", "bbb ccc"])
        // Not when the two words would not fit: at 60 "bbb ccc" (70) stays split.
        var narrow = request
        narrow.maxWidth = 60
        #expect(lineTexts(FontTextMeasurer(avoidsOrphans: true).layoutText(narrow)) == ["aaa ", "bbb ", "ccc"])
    }
}
