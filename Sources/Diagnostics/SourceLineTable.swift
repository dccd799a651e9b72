/// Maps UTF-8 byte offsets of one file's text to 1-based line/column positions and back to the text
/// of a line. Built once per file (one pass over the bytes), then each lookup is a binary search.
public struct SourceLineTable: Sendable {
    /// The file's bytes.
    public let bytes: [UInt8]
    /// Offset of the first byte of each line; `lineStarts[0] == 0`.
    public let lineStarts: [Int]

    public init(bytes: [UInt8]) {
        self.bytes = bytes
        // A line ends at `\n`, `\r\n` or a lone `\r`, as swiftc counts lines (its lexer breaks
        // lines at either byte; positions in a file of old Mac line endings name real lines).
        var starts = [0]
        for (index, byte) in bytes.enumerated() {
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && (index + 1 == bytes.count || bytes[index + 1] != UInt8(ascii: "\n"))) {
                starts.append(index + 1)
            }
        }
        self.lineStarts = starts
    }

    public init(text: String) { self.init(bytes: Array(text.utf8)) }

    public var lineCount: Int { lineStarts.count }

    /// The position of byte `offset` (clamped to the file).
    public func position(at offset: Int) -> SourcePosition {
        let offset = min(max(offset, 0), bytes.count)
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        return SourcePosition(line: low + 1, column: offset - lineStarts[low] + 1, offset: offset)
    }

    /// The bytes of 1-based `line` without its line terminator (`\n`, `\r\n` or `\r`); empty when out of range.
    public func lineBytes(_ line: Int) -> ArraySlice<UInt8> {
        guard line >= 1, line <= lineStarts.count else { return [] }
        let start = lineStarts[line - 1]
        var end = line < lineStarts.count ? lineStarts[line] - 1 : bytes.count
        if end > start, bytes[end - 1] == UInt8(ascii: "\r") { end -= 1 }
        return bytes[start..<max(start, end)]
    }

    /// The text of 1-based `line` (invalid UTF-8 repaired with U+FFFD).
    public func lineText(_ line: Int) -> String {
        String(decoding: lineBytes(line), as: UTF8.self)
    }
}
