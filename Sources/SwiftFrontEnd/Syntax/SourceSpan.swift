import Diagnostics

/// Where a node sits in its file: the half-open UTF-8 byte range `start..<end`. Compact on
/// purpose (two integers per node); `SourceFileSyntax.range(of:)` turns it into a
/// `Diagnostics.SourceRange` with lines and columns when a diagnostic needs one.
public struct SourceSpan: Hashable, Sendable, CustomStringConvertible {
    /// Offset of the node's first byte.
    public var start: Int
    /// Offset one past the node's last byte.
    public var end: Int

    public init(start: Int, end: Int) {
        self.start = start
        self.end = max(start, end)
    }

    /// An empty span at `offset` (used for nodes the parser had to invent while recovering).
    public static func empty(at offset: Int) -> SourceSpan { SourceSpan(start: offset, end: offset) }

    /// The smallest span covering both spans.
    public func union(_ other: SourceSpan) -> SourceSpan {
        SourceSpan(start: min(start, other.start), end: max(end, other.end))
    }

    public var length: Int { end - start }

    public var description: String { "\(start)..<\(end)" }
}

/// A name as written, without backticks (`` `default` `` is the name `default`), with its span.
public struct Identifier: Hashable, Sendable {
    public var name: String
    public var span: SourceSpan

    public init(_ name: String, span: SourceSpan) {
        self.name = name
        self.span = span
    }
}
