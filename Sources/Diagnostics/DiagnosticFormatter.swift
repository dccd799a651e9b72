/// Prints diagnostics the way swiftc's LLVM-style printer does:
///
///     Fixtures/x.swift:12:9: error: unknown modifier 'fram'
///             .fram(width: 80)
///              ^~~~
///              frame
///     Fixtures/x.swift:12:9: note: did you mean 'frame'?
///
/// The header is `file:line:column: severity: message`; the source line follows verbatim, then a
/// marker line with `^` under the first column of the range and `~` under the rest of it (on that
/// line), then the fix-it's replacement text if there is one. Notes follow, each with its own
/// location when it has one. Pure: the caller supplies the source text.
public struct DiagnosticFormatter: Sendable {
    public init() {}

    /// Formats `diagnostics` in order; `sources` maps a file name (as in the ranges) to its line table.
    public func format(_ diagnostics: [Diagnostic], sources: [String: SourceLineTable]) -> String {
        diagnostics.map { format($0, source: sources[$0.file]) }.joined()
    }

    /// Formats one diagnostic, ending with a newline.
    public func format(_ diagnostic: Diagnostic, source: SourceLineTable?) -> String {
        var output = header(diagnostic.range, severity: diagnostic.severity, message: diagnostic.text)
        output += excerpt(diagnostic.range, fixIt: diagnostic.fixIt, source: source)
        for note in diagnostic.notes {
            if let range = note.range {
                output += header(range, severity: .note, message: note.message)
                output += excerpt(range, fixIt: nil, source: source.flatMap { range.file == diagnostic.file ? $0 : nil })
            } else {
                output += "note: \(note.message)\n"
            }
        }
        return output
    }

    private func header(_ range: SourceRange, severity: Severity, message: String) -> String {
        "\(range.file):\(range.start.line):\(range.start.column): \(severity.rawValue): \(message)\n"
    }

    private func excerpt(_ range: SourceRange, fixIt: FixIt?, source: SourceLineTable?) -> String {
        guard let source, !source.bytes.isEmpty, range.start.line <= source.lineCount else { return "" }
        let lineBytes = source.lineBytes(range.start.line)
        let line = String(decoding: lineBytes, as: UTF8.self)
        if line.utf8.count > 400 || lineBytes.contains(0) { return "" }
        let startByte = range.start.column - 1
        let endByte = range.end.line == range.start.line ? max(range.end.column - 1, startByte + 1) : lineBytes.count
        let padding = markerPadding(lineBytes, upTo: startByte)
        let width = max(1, displayWidth(lineBytes, from: startByte, to: min(endByte, lineBytes.count)))
        var output = line + "\n" + padding + "^" + String(repeating: "~", count: width - 1) + "\n"
        if let fixIt, fixIt.range.start.line == range.start.line {
            output += markerPadding(lineBytes, upTo: fixIt.range.start.column - 1) + fixIt.replacement + "\n"
        }
        return output
    }

    /// Spaces (tabs kept as tabs) that line a marker up under byte `column` of `line`.
    private func markerPadding(_ line: ArraySlice<UInt8>, upTo byteCount: Int) -> String {
        var padding = ""
        let end = line.startIndex + min(max(byteCount, 0), line.count)
        for character in String(decoding: line[line.startIndex..<end], as: UTF8.self) {
            padding += character == "\t" ? "\t" : " "
        }
        if byteCount > line.count { padding += String(repeating: " ", count: byteCount - line.count) }
        return padding
    }

    /// Number of characters between two byte offsets of `line`.
    private func displayWidth(_ line: ArraySlice<UInt8>, from start: Int, to end: Int) -> Int {
        guard start < end, start >= 0 else { return end > start ? end - start : 0 }
        let base = line.startIndex
        return String(decoding: line[(base + start)..<(base + end)], as: UTF8.self).count
    }
}
