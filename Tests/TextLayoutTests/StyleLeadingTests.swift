import Testing
import LayoutEngine
@testable import TextLayout

/// Multi-line `Text` in each Dynamic Type style, measured with the SF stand-in at @3x.
///
/// Rule (`docs/text-metrics.md`, "Line advance"): the first line is SF's natural line height,
/// size × (1950 + 494) / 2048; every later line adds the style's leading from Apple's HIG
/// typography specifications, "iOS, iPadOS Dynamic Type sizes", column "Large (default)"
/// (developer.apple.com/design/human-interface-guidelines/typography#Specifications), plus any
/// `lineSpacing`. The size is rounded up to 1/3 pt.
@Suite struct StyleLeadingTests {
    func height(_ view: some View) throws -> Double {
        let result = LayoutEngine.layout(view.node, in: ProposedSize(width: 393, height: 759),
                                         options: LayoutOptions(scale: 3, textMeasurer: FontTextMeasurer()))
        let text = try #require(result.root.allViews.first { $0.kind == "Text" })
        return text.frame.height
    }

    /// (style, HIG size, HIG leading, expected two-line height at @3x with the arithmetic).
    static let twoLines: [(TextStyle, Double, Double, Double)] = [
        (.largeTitle, 34, 41, 245.0 / 3),  // 34 × 2444 / 2048 = 40.574 + 41 = 81.574 → ⌈244.72⌉ / 3
        (.title, 28, 34, 203.0 / 3),       // 33.414 + 34 = 67.414 → ⌈202.24⌉ / 3
        (.title2, 22, 28, 163.0 / 3),      // 26.254 + 28 = 54.254 → ⌈162.76⌉ / 3
        (.title3, 20, 25, 147.0 / 3),      // 23.867 + 25 = 48.867 → ⌈146.60⌉ / 3
        (.headline, 17, 22, 127.0 / 3),    // 20.287 + 22 = 42.287 → ⌈126.86⌉ / 3
        (.body, 17, 22, 127.0 / 3),        // 20.287 + 22 = 42.287 → ⌈126.86⌉ / 3 = 42.333 (published)
        (.callout, 16, 21, 121.0 / 3),     // 19.094 + 21 = 40.094 → ⌈120.28⌉ / 3
        (.subheadline, 15, 20, 114.0 / 3), // 17.900 + 20 = 37.900 → ⌈113.70⌉ / 3
        (.footnote, 13, 18, 101.0 / 3),    // 15.514 + 18 = 33.514 → ⌈100.54⌉ / 3
        (.caption, 12, 16, 91.0 / 3),      // 14.320 + 16 = 30.320 → ⌈90.96⌉ / 3
        (.caption2, 11, 13, 79.0 / 3),     // 13.127 + 13 = 26.127 → ⌈78.38⌉ / 3
    ]

    @Test func everyStyleHasTheHIGSizeAndLeading() {
        for (style, size, leading, _) in Self.twoLines {
            #expect(style.size == size, "\(style)")
            #expect(style.leading == leading, "\(style)")
        }
        #expect(Self.twoLines.count == TextStyle.allCases.count)
    }

    @Test func twoLinesAreTheFirstLinePlusTheStyleLeading() throws {
        for (style, _, _, expected) in Self.twoLines {
            let measured = try height(Text("Line one\nLine two").font(style.defaultFont))
            #expect(abs(measured - expected) < 1e-9, "\(style): \(measured)")
        }
    }

    @Test func twoBodyLinesMatchThePublishedSwiftUIMeasurement() throws {
        // *Thinking in SwiftUI* (objc.io) GeometryReader printout of a body Text wrapped to two
        // lines, and a Layout Inspector log of a wrapping Text: 42.33 (text-metrics ref §2.2).
        let measured = try height(Text("This is a test string").frame(width: 100))
        #expect(abs(measured - 42.33) < 0.01)
    }

    @Test func lineSpacingAddsToEveryLaterLine() throws {
        // body, lineSpacing(10), three lines: 20.287 + 2 × (22 + 10) = 84.287 → ⌈252.86⌉ / 3 = 253 / 3.
        let spaced = try height(Text("a\nb\nc").lineSpacing(10))
        #expect(abs(spaced - 253.0 / 3) < 1e-9)
        // One line: no line follows, so lineSpacing adds nothing: ⌈60.86⌉ / 3 = 61 / 3.
        #expect(abs(try height(Text("a").lineSpacing(10)) - 61.0 / 3) < 1e-9)
        // A negative lineSpacing counts as 0 (NSParagraphStyle.lineSpacing is never negative).
        #expect(abs(try height(Text("a\nb").lineSpacing(-30)) - 127.0 / 3) < 1e-9)
    }

    @Test func aFontWithoutAStyleAdvancesByItsNaturalLineHeight() throws {
        // `.system(size: 17)` has no HIG style: 2 × 20.287 = 40.574 → ⌈121.72⌉ / 3 = 122 / 3.
        let measured = try height(Text("a\nb").font(FontDescriptor(size: 17)))
        #expect(abs(measured - 122.0 / 3) < 1e-9)
    }

    @Test func aHeightProposalKeepsTheLinesThatFitWithTheStyleAdvance() throws {
        // Body, proposed 50 tall: 20.287 fits, 20.287 + 22 = 42.287 fits, + 22 = 64.287 does not:
        // two lines, the second truncated, 42.333 tall.
        let measured = try height(Text("a\nb\nc").frame(height: 50).fixedSize(horizontal: true, vertical: false))
        #expect(abs(measured - 127.0 / 3) < 1e-9)
    }
}
