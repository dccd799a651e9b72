import LayoutEngine
@testable import TextLayout

/// Lays out with the fixed-advance "LayoutLens Test" font at 10 pt: every grapheme is 10 pt wide
/// and a line is 10 pt tall (ascender 8, descender 2), so expectations are simple arithmetic.
func testFontLayout(_ text: String, maxWidth: Double?, maxLines: Int? = nil,
                    truncation: TruncationMode = .tail, size: Double = 10) -> TextLayoutResult {
    FontTextMeasurer().layoutText(TextLayoutRequest(
        text: text, font: FontDescriptor(family: .custom(FixedAdvanceTestFont.familyName), size: size),
        maxWidth: maxWidth, maxLines: maxLines, truncationMode: truncation))
}

func lineTexts(_ result: TextLayoutResult) -> [String] { result.lines.map(\.text) }
func lineWidths(_ result: TextLayoutResult) -> [Double] { result.lines.map(\.width) }

/// Lays out with the SF stand-in (the system font).
func systemLayout(_ text: String, size: Double = 17, weight: FontWeight = .regular, maxWidth: Double? = nil,
                  maxLines: Int? = nil) -> TextLayoutResult {
    FontTextMeasurer().layoutText(TextLayoutRequest(text: text, font: FontDescriptor(size: size, weight: weight),
                                                    maxWidth: maxWidth, maxLines: maxLines))
}

/// Relative difference |actual − expected| / expected.
func relativeError(_ actual: Double, _ expected: Double) -> Double { abs(actual - expected) / expected }
