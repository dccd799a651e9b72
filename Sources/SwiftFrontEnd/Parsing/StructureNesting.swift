/// swiftc's own bound on nesting: the number of `(`, `[` and `{` open at once.
///
/// swiftc's parser pushes a structure marker for every opening bracket (and for the declarations
/// and statements it is inside) and, once more than `MaxDepth` markers are open, reports
/// "structure nesting level exceeded maximum of 256" at that marker and stops lexing there, so
/// nothing after it is parsed or diagnosed (swiftlang/swift, lib/Parse/Parser.cpp,
/// `StructureMarkerRAII`; the number is the one swiftc 6 prints). swift-syntax's parser has the
/// same default, `defaultMaximumNestingLevel = 256`, counting `(`, `[`, `{`, `<` and `#if`
/// (swiftlang/swift-syntax, Sources/SwiftParser/Parser.swift).
///
/// Only brackets nest in Swift's sense: a chain of modifiers (`.padding().bold()…`), a long `+`
/// concatenation or a sequence of statements is read in a loop by swiftc and is no deeper than
/// its first link. LayoutLens counts brackets the same way, lexically, before parsing.
/// Approximation (see docs/project-model.md): swiftc also counts some declarations and
/// statements, so a file within a few levels of 256 may pass here and fail in swiftc.
enum StructureNesting {
    /// The most brackets open at once, as swiftc's `MaxDepth`.
    static let maximumDepth = 256

    /// The index of the first opening bracket nested deeper than `maximumDepth`, if any.
    static func firstOverflow(in tokens: [Token]) -> Int? {
        var depth = 0
        for index in tokens.indices {
            switch tokens[index].kind {
            case .leftParen, .leftSquare, .leftBrace:
                depth += 1
                if depth > maximumDepth { return index }
            case .rightParen, .rightSquare, .rightBrace:
                depth = max(depth - 1, 0)
            default:
                break
            }
        }
        return nil
    }

    /// The tokens before `index`, ended where `index` starts: what swiftc's lexer leaves after it
    /// is cut off at an overflowing bracket.
    static func cutOff(_ tokens: [Token], at index: Int) -> [Token] {
        let overflow = tokens[index]
        let end = Token(kind: .endOfFile, keyword: nil, start: overflow.start, end: overflow.start,
                        atLineStart: overflow.atLineStart, spaceBefore: overflow.spaceBefore)
        return Array(tokens[..<index]) + [end]
    }
}
