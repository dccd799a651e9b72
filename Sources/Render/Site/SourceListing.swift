import Templating

/// Swift source shown on the site: one HTML line per source line, numbered as in the file and
/// coloured by the `SourceHighlighter` it is given. Each line carries `data-line`, the number the diagrams' boxes
/// carry too, so hovering a line lights up the views it made and hovering a box its line.
enum SourceListing {
    /// The lines of `source` (whose first line is line `firstLine` of its file) as HTML for a
    /// `<pre>`: each line a block-level span (so no newline text between them, which would show
    /// as an empty line); all text escaped.
    static func html(_ source: String, firstLine: Int, highlighter: SourceHighlighter) -> String {
        let bytes = Array(source.utf8)
        let spans = highlighter(source)
        // Written as bytes into one buffer: every diagram's page carries its source twice.
        var html: [UInt8] = []
        html.reserveCapacity(bytes.count * 4)
        var spanIndex = 0
        var lineStart = 0
        var number = firstLine
        bytes.withUnsafeBufferPointer { bytes in
            while lineStart <= bytes.count {
                var lineEnd = lineStart
                while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
                let digits = String(number)
                html.append(contentsOf: #"<span class="ln" data-line=""#.utf8)
                html.append(contentsOf: digits.utf8)
                html.append(contentsOf: #""><span class="no">"#.utf8)
                html.append(contentsOf: digits.utf8)
                html.append(contentsOf: "</span>".utf8)
                var cursor = lineStart
                while spanIndex < spans.count, spans[spanIndex].end <= lineStart { spanIndex += 1 }
                var index = spanIndex
                while index < spans.count, spans[index].start < lineEnd {
                    let span = spans[index]
                    let from = max(span.start, lineStart), to = min(span.end, lineEnd)
                    text(bytes, cursor, from, into: &html)
                    html.append(contentsOf: #"<span class="hl-"#.utf8)
                    html.append(contentsOf: span.kind.utf8)
                    html.append(contentsOf: #"">"#.utf8)
                    text(bytes, from, to, into: &html)
                    html.append(contentsOf: "</span>".utf8)
                    cursor = to
                    index += 1
                }
                text(bytes, cursor, lineEnd, into: &html)
                html.append(contentsOf: "</span>".utf8)
                if lineEnd == bytes.count { break }
                lineStart = lineEnd + 1
                number += 1
            }
        }
        return String(decoding: html, as: UTF8.self)
    }

    /// Appends `bytes[from..<to]` escaped. A piece cut at character boundaries (as the lexer's
    /// spans and line breaks cut it) is escaped in place; one that would split a character goes
    /// through `String(decoding:)`, which repairs it, as the page always did.
    private static func text(_ bytes: UnsafeBufferPointer<UInt8>, _ from: Int, _ to: Int, into html: inout [UInt8]) {
        guard from < to else { return }
        func isContinuation(_ byte: UInt8) -> Bool { byte & 0xC0 == 0x80 }
        if !isContinuation(bytes[from]), to == bytes.count || !isContinuation(bytes[to]) {
            HTMLEscaping.escape(utf8: UnsafeBufferPointer(rebasing: bytes[from..<to]), inAttribute: false, into: &html)
        } else {
            HTMLEscaping.escape(String(decoding: UnsafeBufferPointer(rebasing: bytes[from..<to]), as: UTF8.self),
                                inAttribute: false, into: &html)
        }
    }
}
