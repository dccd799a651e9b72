/// Where a view is written in a source file: 1-based line and column (columns count UTF-8
/// bytes, as swiftc's diagnostics do).
public struct SourceLocation: Hashable, Sendable, Comparable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    /// The file, when it is not the scenario's own (a component another file of the module
    /// declares); nil for the scenario's file.
    public var file: String?

    public init(line: Int, column: Int, file: String? = nil) {
        self.line = line
        self.column = column
        self.file = file
    }

    public static func < (lhs: SourceLocation, rhs: SourceLocation) -> Bool {
        (lhs.file ?? "", lhs.line, lhs.column) < (rhs.file ?? "", rhs.line, rhs.column)
    }

    public var description: String { file.map { "\($0):\(line):\(column)" } ?? "\(line):\(column)" }
}
