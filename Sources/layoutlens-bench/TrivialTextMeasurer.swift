import LayoutEngine
import Synchronization

/// The benchmark's "trivial measurer": one line, 8 pt per UTF-8 byte capped at the width offered,
/// so the text tree measures the engine's work rather than line breaking. It counts its calls so
/// the benchmark can report measure calls per text leaf per pass.
struct TrivialTextMeasurer: TextMeasuring, Equatable {
    static let calls = Atomic<Int>(0)

    func layoutText(_ request: TextLayoutRequest) -> TextLayoutResult {
        Self.calls.add(1, ordering: .relaxed)
        let natural = Double(request.text.utf8.count) * 8
        let width = request.maxWidth.map { min($0, natural) } ?? natural
        return TextLayoutResult(lines: [TextLine(text: request.text, width: width)], metrics: lineMetrics(of: request.font))
    }

    /// The same count and width as `layoutText`, without making the line: a text's size needs
    /// none (`TextMeasuring.measureLines`).
    func measureLines(_ request: TextLayoutRequest) -> TextLineMeasure {
        Self.calls.add(1, ordering: .relaxed)
        let natural = Double(request.text.utf8.count) * 8
        return TextLineMeasure(count: 1, width: request.maxWidth.map { min($0, natural) } ?? natural, lines: nil)
    }

    func lineMetrics(of font: FontDescriptor) -> FontLineMetrics {
        FontLineMetrics(ascender: 0.8 * font.size, descender: 0.2 * font.size, lineGap: 0,
                        capHeight: 0.7 * font.size, xHeight: 0.5 * font.size)
    }
}
