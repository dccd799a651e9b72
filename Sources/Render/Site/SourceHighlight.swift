/// One coloured stretch of a source listing: bytes `start..<end` of its UTF-8 text, drawn with
/// the class `hl-<kind>` (`keyword`, `string`, `number`, `comment`, `type`, `attribute`, `member`).
public struct SourceHighlight: Sendable, Equatable {
    public var start: Int
    public var end: Int
    public var kind: String

    public init(start: Int, end: Int, kind: String) {
        self.start = start
        self.end = end
        self.kind = kind
    }
}

/// Colours a listing: the spans of a source text, in order and never overlapping. The command
/// line gives the Swift front end's highlighter, so the renderer needs no Swift parser of its own;
/// without one a listing is plain.
public typealias SourceHighlighter = @Sendable (String) -> [SourceHighlight]
