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
        // One pass over a buffer pointer: a 1 MB file is a few million instructions, not the
        // seconds an iterator that is not specialised cost (issue 30, a 1 MB literal).
        self.lineStarts = bytes.withUnsafeBufferPointer { buffer in
            var starts = [0]
            let count = buffer.count
            var index = 0
            while index < count {
                let byte = buffer[index]
                index += 1
                if byte == 0x0A || (byte == 0x0D && (index == count || buffer[index] != 0x0A)) { starts.append(index) }
            }
            return starts
        }
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
