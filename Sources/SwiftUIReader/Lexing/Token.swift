import Diagnostics

/// One lexical token of Swift source, with where it starts and ends and the trivia facts the parser
/// needs: whether a line break precedes it (statement boundaries, modifier chains) and whether
/// whitespace surrounds it (Swift tells prefix, postfix and infix operators apart that way).
public struct Token: Sendable {
    public enum Kind: Sendable, Equatable {
        /// Names and keywords (`HStack`, `struct`, `true`); backticked names lose their backticks.
        case identifier
        /// `$0`, `$1` (closure shorthand parameters).
        case dollarIdentifier
        /// `#Preview` and other pound directives.
        case poundIdentifier
        case integer
        case float
        /// A string literal; its content is in `segments`.
        case string
        /// `( ) { } [ ] , : ; . = -> @ \ ?`
        case punctuation
        /// Operator characters: `+ - * / % < > ! & | ^ ~ ..< ...`, `==` and so on.
        case `operator`
        case endOfFile
    }

    public var kind: Kind
    /// The token's spelling (for strings: the decoded value with interpolations as `\(…)`).
    public var text: String
    public var start: SourcePosition
    public var end: SourcePosition
    /// A line break occurs between the previous token and this one.
    public var followsNewline: Bool
    /// Whitespace, a comment or the file start precedes the token.
    public var hasSpaceBefore: Bool
    /// Whitespace, a comment or the file end follows the token.
    public var hasSpaceAfter: Bool
    /// For `.string`: literal text and interpolated expressions in order.
    public var segments: [StringSegment]

    public init(kind: Kind, text: String, start: SourcePosition, end: SourcePosition,
                followsNewline: Bool, hasSpaceBefore: Bool, hasSpaceAfter: Bool = false,
                segments: [StringSegment] = []) {
        self.kind = kind
        self.text = text
        self.start = start
        self.end = end
        self.followsNewline = followsNewline
        self.hasSpaceBefore = hasSpaceBefore
        self.hasSpaceAfter = hasSpaceAfter
        self.segments = segments
    }

    public func isPunctuation(_ spelling: String) -> Bool { kind == .punctuation && text == spelling }
    public func isKeyword(_ spelling: String) -> Bool { kind == .identifier && text == spelling }
    public func isOperator(_ spelling: String) -> Bool { kind == .operator && text == spelling }
}

/// A piece of a string literal: literal text, or the tokens of a `\(…)` interpolation.
public enum StringSegment: Sendable {
    case text(String)
    case interpolation([Token], start: SourcePosition, end: SourcePosition)
}
