import Diagnostics

extension Diagnostic {
    /// A diagnostic about a whole file (it cannot be read, it is too large): placed at its line 1,
    /// column 1, so it prints as `file:1:1: error: …`.
    static func aboutFile(_ file: String, _ message: DiagnosticMessage) -> Diagnostic {
        let start = SourcePosition(line: 1, column: 1, offset: 0)
        return Diagnostic(message, at: SourceRange(file: file, start: start, end: start))
    }

    /// A diagnostic at byte `offset` of a file whose lines are in `lines`.
    static func at(_ offset: Int, in file: String, lines: SourceLineTable, _ message: DiagnosticMessage) -> Diagnostic {
        let position = lines.position(at: offset)
        return Diagnostic(message, at: SourceRange(file: file, start: position, end: position))
    }
}
