import Testing
import LayoutEngine
@testable import TextLayout

/// The SF Pro stand-in against published measurements of SF (text-metrics.md §1.2, §1.6, §5).
/// Widths must be within 1 %, as the issue asks; heights are SF's own metrics, so exact. Rows that
/// fitted the regular weight's Text scale (`SystemFontWidthCalibration`) are checked apart, as
/// calibration: agreeing with them is by construction, not evidence. The one string outside 1 % is
/// a recorded known issue. Other sizes and weights: `SystemFontWidthTests`.
@Suite struct SystemFontTests {
    /// Independent of the calibration: (string, size, SF width, source). §1.6 / §5.
    @Test(arguments: [
        ("This is a test string", 17.0, 144.09326171875),  // FloorplanB, NSLayoutManager, iOS 11 (published)
        ("This is a test string", 17.0, 143.404),  // harvest (a) advance sum, iOS 26.1 (derived, §1.6)
        ("Hello", 17.0, 38.814453125),  // harvest (a), CTLine, iOS 26.1 (published)
        ("Include drafts", 13.0, 83.4),  // swift-cross-ui #695, macOS NSString.boundingRect (published)
    ])
    func widthWithinOnePercent(text: String, size: Double, expected: Double) {
        let width = systemLayout(text, size: size).width
        #expect(relativeError(width, expected) < 0.01, "\(text): \(width) vs \(expected)")
    }

    /// Calibration rows, not evidence: the regular weight's Text scale (1.0018) was fitted on these
    /// two harvest (a) sums among seven 17 pt strings (`SystemFontWidthCalibration`), so they can
    /// only drift if the fit or the font changes. Kept to guard the fit.
    @Test(arguments: [
        ("Hello, world", 90.047),  // harvest (a) advance sum (derived, §1.6); calibration
        ("Lorem ipsum dolor sit amet, consectetur adipiscing elit.", 420.825),  // harvest (a) sum; calibration
    ])
    func calibrationRowsStayFitted(text: String, expected: Double) {
        let width = systemLayout(text).width
        #expect(relativeError(width, expected) < 0.01, "\(text): \(width) vs \(expected)")
    }

    /// Known issue (docs/text-metrics.md, "Measured error"): "Hello, World!" is 98.190 in harvest
    /// (a)'s advance sum (derived, §1.6, without SF's "Wo" kerning); the stand-in gives about 95.7,
    /// −2.5 %, outside 1 %. Inter's "W" and "!" are narrower than SF's. Recorded, not hidden: if the
    /// stand-in improves, `withKnownIssue` reports that the issue no longer occurs.
    @Test func helloWorldWithExclamationIsOutsideOnePercent() {
        let width = systemLayout("Hello, World!").width
        withKnownIssue("\"Hello, World!\" is −2.5 % against harvest (a)'s 98.190: Inter's W and ! are narrower than SF's") {
            #expect(relativeError(width, 98.190) < 0.01, "Hello, World!: \(width) vs 98.190")
        }
        // The gap is what the docs state, not a regression: within 3 %.
        #expect(relativeError(width, 98.190) < 0.03)
    }

    @Test func lineMetricsAreSFs() {
        // §1.2 (sources a–d): 17 pt ascender 16.1865234375, descender 4.1005859375, line gap 0,
        // cap height 11.97802734375, x-height 8.9482421875, line height 20.287109375.
        let metrics = systemLayout("Hello").metrics
        #expect(metrics.ascender == 16.1865234375)
        #expect(metrics.descender == 4.1005859375)
        #expect(metrics.lineGap == 0)
        #expect(metrics.capHeight == 11.97802734375)
        #expect(metrics.xHeight == 8.9482421875)
        #expect(metrics.lineHeight == 20.287109375)
        // 13 pt: 15.513671875 (§1.2 table).
        #expect(systemLayout("Hello", size: 13).metrics.lineHeight == 15.513671875)
    }

    @Test func singleLineRoundsTo20Point333AtThreeX() {
        // §1.4–1.5: height rounded up to the 1/3 pt pixel, first baseline rounded to the nearest.
        let metrics = systemLayout("Hello").metrics
        #expect(abs((metrics.lineHeight * 3).rounded(.up) / 3 - 20.333333) < 1e-5)
        #expect(abs((metrics.ascender * 3).rounded() / 3 - 16.333333) < 1e-5)
    }

    @Test func wrapsLikeFloorplanB() {
        // FloorplanB: "This is a test string" at width 100 is 2 lines (height 40.574), at width 20
        // 10 lines (last baseline 199.770 = 17.186 + 9 × 20.287).
        #expect(systemLayout("This is a test string", maxWidth: 100).lines.count == 2)
        #expect(systemLayout("This is a test string", maxWidth: 20).lines.count == 10)
        // swift-cross-ui #695: "Include drafts" at 13 pt, width 1: 13 lines, the space hangs.
        #expect(systemLayout("Include drafts", size: 13, maxWidth: 1).lines.count == 13)
    }

    @Test func wrappedWidthIsTheWidestLineNotTheProposal() {
        // §2.2: the reported width is the widest line, ≤ the proposal.
        let result = systemLayout("This is a test string", maxWidth: 100)
        #expect(result.width <= 100)
        #expect(result.width == result.lines.map(\.width).max())
        #expect(result.width < systemLayout("This is a test string").width)
    }

    @Test func weightsUseTheBundledFaces() {
        // Headline is semibold (Apple HIG); the faces' OS/2 weight classes are 400, 600 and 700, and
        // heavier faces are wider at the same size.
        let library = FontLibrary.standard
        #expect(library.resolve(FontDescriptor(size: 17)).font.font.os2?.weightClass == 400)
        #expect(library.resolve(FontDescriptor(size: 17, weight: .semibold)).font.font.os2?.weightClass == 600)
        #expect(library.resolve(FontDescriptor(size: 17, weight: .bold)).font.font.os2?.weightClass == 700)
        let regular = systemLayout("Hello, world").width
        let semibold = systemLayout("Hello, world", weight: .semibold).width
        let bold = systemLayout("Hello, world", weight: .bold).width
        #expect(regular < semibold && semibold < bold)
    }

    @Test func trackingFollowsAppleTable() {
        // §1.3: 12 pt 0, 13 pt −6/1000 em, 17 pt −26/1000 em (−0.442 pt per glyph).
        #expect(SystemFontCalibration.trackingPoints(atSize: 12) == 0)
        #expect(abs(SystemFontCalibration.trackingPoints(atSize: 13) - -0.078) < 1e-12)
        #expect(abs(SystemFontCalibration.trackingPoints(atSize: 17) - -0.442) < 1e-12)
        // The HIG SF Pro table also gives 10 pt +12 and 28 pt +14 (thousandths of an em).
        #expect(abs(SystemFontCalibration.trackingPoints(atSize: 10) - 0.12) < 1e-12)
        #expect(abs(SystemFontCalibration.trackingPoints(atSize: 28) - 0.392) < 1e-12)
        // 11 pt +6 → 0.066 pt; the text styles from 20 pt up (HIG: 20 −23, 22 −12, 34 +12):
        // title3 20 × −0.023 = −0.46, title2 22 × −0.012 = −0.264, largeTitle 34 × 0.012 = 0.408.
        #expect(abs(SystemFontCalibration.trackingPoints(atSize: 11) - 0.066) < 1e-12)
        #expect(abs(SystemFontCalibration.trackingPoints(atSize: 20) - -0.46) < 1e-12)
        #expect(abs(SystemFontCalibration.trackingPoints(atSize: 22) - -0.264) < 1e-12)
        #expect(abs(SystemFontCalibration.trackingPoints(atSize: 34) - 0.408) < 1e-12)
        // Between listed sizes, linear: 31 pt is halfway from 28 (+14) to 34 (+12) → +13 → 0.403 pt.
        #expect(abs(SystemFontCalibration.trackingPoints(atSize: 31) - 0.403) < 1e-12)
        // Beyond 80 pt the table's 0 is held.
        #expect(SystemFontCalibration.trackingPoints(atSize: 96) == 0)
    }

    @Test func missingWideCharactersMeasureOneEm() {
        // Inter has no CJK glyphs; they fall back to one em each (a CJK font's ideographic
        // em-box), without SF's tracking: "一丁" at 17 pt is 2 × 17 = 34.
        #expect(systemLayout("一丁").width == 34)
        // And they still break between ideographs: 34 does not fit 30.
        #expect(systemLayout("一丁", maxWidth: 30).lines.map(\.text) == ["一", "丁"])
    }

    /// An inline image (U+FFFC, `Text(Image(systemName:)) + Text(…)`) is one em, the square of a
    /// medium symbol: two of them at 17 pt are 2 × 17 = 34, and one beside "A" adds 17 to it.
    @Test func inlineImageRunsMeasureOneEm() {
        #expect(systemLayout("\u{FFFC}\u{FFFC}").width == 34)
        #expect(abs(systemLayout("\u{FFFC}A").width - systemLayout("A").width - 17) < 1e-9)
    }
}
