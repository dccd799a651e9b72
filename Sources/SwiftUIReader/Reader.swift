import Diagnostics

/// Entry point of the syntax layer: bytes of a Swift file → `SourceFileSyntax` + diagnostics.
/// Rejects input that is not Swift text (NUL bytes, invalid UTF-8) or is too large before lexing.
public enum SwiftUISourceReader {
    /// Files above this size are refused: a preview file is a few kilobytes, and a limit keeps a
    /// mistaken argument (a log, a binary) from taking seconds. 2 MiB ≈ 50 000 lines of code.
    public static let maximumFileSize = 2 * 1024 * 1024

    /// Parses `bytes` (the content of `file`, named as the user named it).
    public static func parse(bytes: [UInt8], file: String, errorLimit: Int = DiagnosticSink.defaultErrorLimit)
        -> (syntax: SourceFileSyntax, diagnostics: [Diagnostic]) {
        var sink = DiagnosticSink(errorLimit: errorLimit)
        let start = SourcePosition(line: 1, column: 1, offset: 0)
        if bytes.count > maximumFileSize {
            sink.add(.fileTooLarge(bytes: bytes.count, limit: maximumFileSize), at: SourceRange(file: file, start: start, end: start))
            return (SourceFileSyntax(file: file), sink.diagnostics)
        }
        if let badOffset = firstNonTextOffset(bytes) {
            let position = SourceLineTable(bytes: bytes).position(at: badOffset)
            sink.add(.binaryFile(), at: SourceRange(file: file, start: position, end: position))
            return (SourceFileSyntax(file: file), sink.diagnostics)
        }
        var body = bytes
        if body.starts(with: [0xEF, 0xBB, 0xBF]) { body.replaceSubrange(0..<3, with: [0x20, 0x20, 0x20]) }   // BOM
        var lexer = Lexer(bytes: body, file: file)
        let tokens = lexer.tokenize()
        sink.add(contentsOf: lexer.diagnostics)
        if tokens.count == 1 {
            sink.add(.emptyFile(), at: SourceRange(file: file, start: start, end: start))
            return (SourceFileSyntax(file: file), sink.diagnostics)
        }
        var parser = Parser(tokens: tokens, file: file, sink: sink)
        let syntax = parser.parseFile()
        return (syntax, parser.sink.diagnostics)
    }

    public static func parse(text: String, file: String) -> (syntax: SourceFileSyntax, diagnostics: [Diagnostic]) {
        parse(bytes: Array(text.utf8), file: file)
    }

    /// Offset of the first NUL byte or invalid UTF-8 sequence, if any.
    static func firstNonTextOffset(_ bytes: [UInt8]) -> Int? {
        let nul = bytes.firstIndex(of: 0)
        var iterator = bytes.makeIterator()
        var decoder = UTF8()
        var offset = 0
        while true {
            switch decoder.decode(&iterator) {
            case .scalarValue(let scalar):
                offset += UTF8.width(scalar)
            case .emptyInput:
                return nul
            case .error:
                return min(offset, nul ?? offset)
            }
        }
    }
}
