import Testing
import LayoutEngine
@testable import TextLayout

/// `FontTextMeasurer.measureLines` at a width of 0 (a stack's probe of a text's least width)
/// counts the lines and finds the widest without making their strings; its count and width must
/// be what `layoutText` gives for the same request (`TextMeasuring`'s contract).
@Suite struct ZeroWidthMeasureTests {
    private func request(_ text: String, font: FontDescriptor, maxWidth: Double?, maxLines: Int? = nil,
                         truncation: TruncationMode = .tail) -> TextLayoutRequest {
        TextLayoutRequest(text: text, font: font, maxWidth: maxWidth, maxLines: maxLines, truncationMode: truncation)
    }

    private let testFont = FontDescriptor(family: .custom(FixedAdvanceTestFont.familyName), size: 10)

    @Test func everyGraphemeOnItsOwnLineIsCountedWithoutItsString() {
        // "aaa bbb" at 0: a, a, "a " (the space hangs), b, b, b: 6 lines, each 10 pt wide.
        let measure = FontTextMeasurer().measureLines(request("aaa bbb", font: testFont, maxWidth: 0))
        #expect(measure.lines == nil)
        #expect(measure.count == 6)
        #expect(measure.width == 10)
    }

    @Test func aCutProbeIsAsWideAsItsEllipsis() {
        // One line at 0: nothing fits beside "…", which stays alone: 1 line of 10 pt.
        let measure = FontTextMeasurer().measureLines(request("aaa bbb", font: testFont, maxWidth: 0, maxLines: 1))
        #expect(measure.lines == nil)
        #expect(measure.count == 1)
        #expect(measure.width == 10)
    }

    @Test func otherWidthsKeepTheirLines() {
        let measure = FontTextMeasurer().measureLines(request("aaa bbb", font: testFont, maxWidth: 50))
        // "aaa " and "bbb" at 50: 2 lines, 30 pt each.
        #expect(measure.lines?.map(\.text) == ["aaa ", "bbb"])
        #expect(measure.count == 2)
        #expect(measure.width == 30)
    }

    @Test func zeroWidthSizesMatchTheLaidOutLines() {
        let texts = ["", "a", "Hello, world", "well-known (quoted) text", "two\nparagraphs here", "emoji 👍🏽 and 日本語",
                     "trailing space ", "  leading", "a\r\nb\u{2028}c"]
        let fonts = [testFont, FontDescriptor.body, FontDescriptor(family: .system, size: 22, weight: .bold)]
        for text in texts {
            for font in fonts {
                for maxLines in [nil, 1, 2, 3] as [Int?] {
                    for truncation in [TruncationMode.tail, .head, .middle] {
                        for maxWidth in [0, -5] as [Double] {
                            // Separate measurers: the one that sizes knows no layout of the request.
                            let probe = request(text, font: font, maxWidth: maxWidth, maxLines: maxLines, truncation: truncation)
                            let measure = FontTextMeasurer().measureLines(probe)
                            let laidOut = TextLineMeasure(lines: FontTextMeasurer().layoutText(probe).lines)
                            #expect(measure.lines == nil)
                            #expect(measure.count == laidOut.count, "\(text) \(font.size) \(String(describing: maxLines)) \(truncation)")
                            #expect(measure.width == laidOut.width, "\(text) \(font.size) \(String(describing: maxLines)) \(truncation)")
                        }
                    }
                }
            }
        }
    }

    @Test func aKnownLayoutIsAnsweredWithItsLines() {
        let measurer = FontTextMeasurer()
        let probe = request("aaa bbb", font: testFont, maxWidth: 0)
        let lines = measurer.layoutText(probe).lines
        #expect(measurer.measureLines(probe).lines == lines)
    }
}
