/// A point in a source file. `line` and `column` are 1-based and the column counts UTF-8 bytes,
/// as swiftc's diagnostics do; `offset` is the 0-based UTF-8 byte offset from the file start.
public struct SourcePosition: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var offset: Int

    public init(line: Int, column: Int, offset: Int) {
        self.line = line
        self.column = column
        self.offset = offset
    }

    public static func < (lhs: SourcePosition, rhs: SourcePosition) -> Bool { lhs.offset < rhs.offset }

    public var description: String { "\(line):\(column)" }
}
