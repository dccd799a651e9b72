import SwiftFrontEnd
import Templating

/// Swift source shown on the site: one HTML line per source line, numbered as in the file and
/// coloured by `SyntaxHighlighter`. Each line carries `data-line`, the number the diagrams' boxes
/// carry too, so hovering a line lights up the views it made and hovering a box its line.
enum SourceListing {
    /// The lines of `source` (whose first line is line `firstLine` of its file) as HTML for a
    /// `<pre>`: each line a block-level span (so no newline text between them, which would show
    /// as an empty line); all text escaped.
    static func html(_ source: String, firstLine: Int) -> String {
        let bytes = Array(source.utf8)
        let spans = SyntaxHighlighter.spans(in: source)
        var lines: [String] = []
        var spanIndex = 0
        var lineStart = 0
        var number = firstLine
        while lineStart <= bytes.count {
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            var html = "<span class=\"ln\" data-line=\"\(number)\"><span class=\"no\">\(number)</span>"
            var cursor = lineStart
            while spanIndex < spans.count, spans[spanIndex].end <= lineStart { spanIndex += 1 }
            var index = spanIndex
            while index < spans.count, spans[index].start < lineEnd {
                let span = spans[index]
                let from = max(span.start, lineStart), to = min(span.end, lineEnd)
                html += text(bytes, cursor, from)
                html += "<span class=\"hl-\(span.kind.rawValue)\">" + text(bytes, from, to) + "</span>"
                cursor = to
                index += 1
            }
            html += text(bytes, cursor, lineEnd) + "</span>"
            lines.append(html)
            if lineEnd == bytes.count { break }
            lineStart = lineEnd + 1
            number += 1
        }
        return lines.joined()
    }

    private static func text(_ bytes: [UInt8], _ from: Int, _ to: Int) -> String {
        guard from < to else { return "" }
        return HTMLEscaping.escape(String(decoding: bytes[from..<to], as: UTF8.self), inAttribute: false)
    }
}
