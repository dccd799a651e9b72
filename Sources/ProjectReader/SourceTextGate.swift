import Diagnostics

/// What is refused before a file is parsed: input that is not Swift text or is far too large to
/// be a source file. A preview file is a few kilobytes; the limit keeps a mistaken argument (a
/// log, a binary) from taking seconds.
enum SourceTextGate {
    /// 2 MiB ≈ 50 000 lines of code.
    static let maximumFileSize = 2 * 1024 * 1024

    /// The error that refuses `bytes`, if any: too large, or not UTF-8 text (a NUL byte or an
    /// invalid sequence, reported where it is).
    static func refusal(of bytes: [UInt8], file: String) -> Diagnostic? {
        let start = SourcePosition(line: 1, column: 1, offset: 0)
        if bytes.count > maximumFileSize {
            return Diagnostic(.fileTooLarge(bytes: bytes.count, limit: maximumFileSize), at: SourceRange(file: file, start: start, end: start))
        }
        if let badOffset = firstNonTextOffset(bytes) {
            let position = SourceLineTable(bytes: bytes).position(at: badOffset)
            return Diagnostic(.binaryFile(), at: SourceRange(file: file, start: position, end: position))
        }
        return nil
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
