/// A deterministic text measurer for tests and for use without fonts: every grapheme advances
/// `advance` × the font size, ascender 0.8 em, descender 0.2 em (so a line is exactly one em, like
/// the Ahem test font of the CSS test suites). Breaks after spaces; a word wider than the line
/// breaks between graphemes; `maxWidth` 0 gives one grapheme per line.
public struct MonospacedTextMeasurer: TextMeasuring, Equatable {
    public var advance: Double

    public init(advance: Double = 0.5) { self.advance = advance }

    public func lineMetrics(of font: FontDescriptor) -> FontLineMetrics {
        FontLineMetrics(ascender: 0.8 * font.size, descender: 0.2 * font.size, lineGap: 0,
                        capHeight: 0.7 * font.size, xHeight: 0.5 * font.size)
    }

    public func layoutText(_ request: TextLayoutRequest) -> TextLayoutResult {
        let glyph = advance * request.font.size + request.font.characterSpacing
        var lines: [[Character]] = []
        for paragraph in request.text.split(separator: "\n", omittingEmptySubsequences: false) {
            lines += breakParagraph(Array(paragraph), glyph: glyph, maxWidth: request.maxWidth)
        }
        var texts = lines.map { String($0) }
        if let maxLines = request.maxLines, texts.count > maxLines {
            texts = Array(texts.prefix(max(maxLines, 1)))
            if request.truncationMode != .clip {
                texts[texts.count - 1] = truncated(texts[texts.count - 1], glyph: glyph, maxWidth: request.maxWidth)
            }
        }
        let measured = texts.map { TextLine(text: $0, width: width(of: $0, glyph: glyph)) }
        return TextLayoutResult(lines: measured, metrics: lineMetrics(of: request.font))
    }

    private func width(of line: String, glyph: Double) -> Double {
        var trimmed = Substring(line)
        while trimmed.last == " " { trimmed.removeLast() }
        return Double(trimmed.count) * glyph
    }

    private func truncated(_ line: String, glyph: Double, maxWidth: Double?) -> String {
        var kept = Array(line)
        let limit = maxWidth.map { max(Int(($0 / glyph).rounded(.down)), 1) } ?? kept.count + 1
        while kept.count + 1 > limit && !kept.isEmpty { kept.removeLast() }
        while kept.last == " " { kept.removeLast() }
        return String(kept) + "…"
    }

    private func breakParagraph(_ characters: [Character], glyph: Double, maxWidth: Double?) -> [[Character]] {
        guard let maxWidth else { return [characters] }
        guard maxWidth.isFinite, glyph > 0 else { return [characters] }
        let capacity = max(Int(min((maxWidth / glyph + 1e-9).rounded(.down), 1e9)), 1)
        var lines: [[Character]] = []
        var current: [Character] = []
        var index = 0
        while index < characters.count {
            // The next word and the spaces after it.
            var end = index
            while end < characters.count && characters[end] != " " { end += 1 }
            let word = Array(characters[index..<end])
            var spaces = end
            while spaces < characters.count && characters[spaces] == " " { spaces += 1 }
            let trailing = Array(characters[end..<spaces])
            if current.count + word.count <= capacity {
                current += word + trailing
            } else if word.count <= capacity {
                if !current.isEmpty { lines.append(current) }
                current = word + trailing
            } else {
                var rest = word[...]
                while !rest.isEmpty {
                    if !current.isEmpty { lines.append(current) }
                    current = Array(rest.prefix(capacity))
                    rest = rest.dropFirst(capacity)
                }
                current += trailing
            }
            index = spaces
        }
        lines.append(current)
        return lines
    }
}
