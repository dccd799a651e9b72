/// A half-open span `start..<end` of one source file, named as the user named the file.
public struct SourceRange: Hashable, Sendable, CustomStringConvertible {
    public var file: String
    public var start: SourcePosition
    public var end: SourcePosition

    public init(file: String, start: SourcePosition, end: SourcePosition) {
        self.file = file
        self.start = start
        self.end = max(start, end)
    }

    /// A range covering both `self` and `other` (same file assumed).
    public func union(_ other: SourceRange) -> SourceRange {
        SourceRange(file: file, start: min(start, other.start), end: max(end, other.end))
    }

    public var description: String { "\(file):\(start.line):\(start.column)" }
}
