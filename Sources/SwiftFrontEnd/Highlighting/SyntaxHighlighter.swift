/// What a stretch of Swift source is, for colouring it the way Xcode's editor does.
public enum HighlightKind: String, Sendable, CaseIterable {
    /// A reserved word (`struct`, `var`, `if`, `return`) or `some`/`any`.
    case keyword
    /// A string literal, its interpolations included.
    case string
    /// An integer or floating-point literal.
    case number
    /// A `//` or `/* */` comment.
    case comment
    /// A capitalised name: by Swift convention a type (`VStack`, `Color`, `CGFloat`).
    case type
    /// An attribute (`@State`, `@ViewBuilder`) or a `#` directive (`#Preview`).
    case attribute
    /// A name after a dot: a member, modifier or enum case (`.frame`, `.red`).
    case member
}

/// One coloured stretch of source: bytes `start..<end` of the UTF-8 text.
public struct HighlightedSpan: Sendable, Equatable {
    public var start: Int
    public var end: Int
    public var kind: HighlightKind
}

/// Colours Swift source with the front end's own lexer, so what is coloured as a string, a
/// comment or a keyword is exactly what the parser reads as one. Never fails: text the lexer
/// cannot read is left plain.
public enum SyntaxHighlighter {
    /// The coloured spans of `source`, in order and never overlapping; plain text (names,
    /// punctuation, operators, whitespace) has no span.
    public static func spans(in source: String) -> [HighlightedSpan] {
        let bytes = Array(source.utf8)
        var lexer = Lexer(bytes: bytes)
        let tokens = lexer.tokenize()
        var spans: [HighlightedSpan] = []
        var previousEnd = 0
        for (index, token) in tokens.enumerated() {
            appendComments(in: bytes, from: previousEnd, to: token.start, to: &spans)
            previousEnd = max(previousEnd, token.end)
            guard token.end > token.start, let kind = kind(of: token, after: index > 0 ? tokens[index - 1] : nil, in: bytes)
            else { continue }
            if let last = spans.last, last.kind == kind, last.end == token.start, kind == .attribute {
                spans[spans.count - 1].end = token.end  // `@` and its name are one attribute
            } else {
                spans.append(HighlightedSpan(start: token.start, end: token.end, kind: kind))
            }
        }
        return spans
    }

    private static func kind(of token: Token, after previous: Token?, in bytes: [UInt8]) -> HighlightKind? {
        switch token.kind {
        case .stringLiteral, .regexLiteral: return .string
        case .integerLiteral, .floatLiteral: return .number
        case .poundDirective, .poundIdentifier, .atSign: return .attribute
        case .identifier:
            if previous?.kind == .atSign, previous?.end == token.start { return .attribute }
            if previous?.kind == .period || previous?.kind == .prefixPeriod { return .member }
            if let keyword = token.keyword, !token.isBackticked,
               keyword.isReserved || keyword.spelling == "some" || keyword.spelling == "any" {
                return .keyword
            }
            let first = bytes[token.isBackticked ? token.start + 1 : token.start]
            return first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") ? .type : nil
        default: return nil
        }
    }

    /// The trivia between two tokens holds only whitespace and comments; each comment is a span.
    private static func appendComments(in bytes: [UInt8], from start: Int, to end: Int, to spans: inout [HighlightedSpan]) {
        var index = start
        while index + 1 < end {
            if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "/") {
                var stop = index + 2
                while stop < end, bytes[stop] != UInt8(ascii: "\n") { stop += 1 }
                spans.append(HighlightedSpan(start: index, end: stop, kind: .comment))
                index = stop
            } else if bytes[index] == UInt8(ascii: "/"), bytes[index + 1] == UInt8(ascii: "*") {
                var depth = 1, stop = index + 2
                while stop < end, depth > 0 {
                    if stop + 1 < end, bytes[stop] == UInt8(ascii: "/"), bytes[stop + 1] == UInt8(ascii: "*") {
                        depth += 1; stop += 2
                    } else if stop + 1 < end, bytes[stop] == UInt8(ascii: "*"), bytes[stop + 1] == UInt8(ascii: "/") {
                        depth -= 1; stop += 2
                    } else {
                        stop += 1
                    }
                }
                spans.append(HighlightedSpan(start: index, end: min(stop, end), kind: .comment))
                index = stop
            } else {
                index += 1
            }
        }
    }
}
