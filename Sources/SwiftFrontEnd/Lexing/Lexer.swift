import Diagnostics

/// Splits Swift source (UTF-8 bytes) into tokens, as swiftc's lexer does: comments and whitespace
/// are trivia recorded on the next token (line start, space before); operators are classified as
/// binary, prefix or postfix by the whitespace around them; string literals become one token each
/// (the parser reads their segments with `StringLiteralScanner`). Never fails: malformed input is
/// reported once and skipped.
struct Lexer {
    let bytes: [UInt8]
    /// Where lexing stops (the file end, or the end of an interpolation's contents).
    let limit: Int
    var index: Int
    var diagnostics: [(message: DiagnosticMessage, span: SourceSpan)] = []
    /// For each diagnostic, the index of the token being lexed when it was found (swiftc emits
    /// lexer diagnostics when its parser looks at that token, so the order of emission follows it).
    var diagnosticTokenIndexes: [Int] = []
    var tokenCount = 0
    /// The token lexed last (a `/` after an expression divides; elsewhere it may open a regex).
    var previousToken: Token?
    /// The token lexed before `previousToken` (`try` before the `?` of `try?`).
    var tokenBeforePrevious: Token?
    /// Notes of some diagnostics, by the diagnostic's index (`comment started here`).
    var diagnosticNotes: [Int: (text: String, span: SourceSpan)] = [:]

    init(bytes: [UInt8], start: Int = 0, end: Int? = nil) {
        self.bytes = bytes
        self.index = start
        self.limit = end ?? bytes.count
    }

    @inline(__always) func peek(_ ahead: Int = 0) -> UInt8 {
        let at = index + ahead
        return at < limit ? bytes[at] : 0
    }

    mutating func report(_ message: DiagnosticMessage, at start: Int, _ end: Int? = nil) {
        if diagnostics.count < 500 {
            diagnostics.append((message, SourceSpan(start: start, end: end ?? start + 1)))
            diagnosticTokenIndexes.append(tokenCount)
        }
    }

    /// Lexes everything up to `limit`; the last token is `.endOfFile`.
    mutating func tokenize() -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity((limit - index) / 5 + 2)
        if index == 0, peek() == UInt8(ascii: "#"), peek(1) == UInt8(ascii: "!") {
            while index < limit, bytes[index] != UInt8(ascii: "\n") { index += 1 }
        }
        var atFileStart = index == 0
        while true {
            let token = next(atFileStart: atFileStart)
            atFileStart = false
            tokens.append(token)
            tokenCount = tokens.count
            if token.kind == .endOfFile { break }
        }
        return tokens
    }

    // MARK: - Trivia

    /// Skips whitespace and comments. Returns (crossed a line break, skipped anything).
    mutating func skipTrivia() -> (newline: Bool, space: Bool) {
        var newline = false
        var space = false
        while index < limit {
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: " "), UInt8(ascii: "\t"), 0x0B, 0x0C:
                index += 1
                space = true
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                // swiftc's lexer breaks a line at `\r` as at `\n` (a file of old Mac line endings
                // reads as lines; `\r\n` is one break) — swift/lib/Parse/Lexer.cpp, `lexTrivia`.
                index += 1
                space = true
                newline = true
            case 0:
                // swiftc treats an embedded NUL as whitespace (with a warning).
                index += 1
                space = true
            case 0xC2 where peek(1) == 0xA0:
                // swiftc reads a non-breaking space (U+00A0, UTF-8 C2 A0) between tokens as a
                // space, with a warning (swift/lib/Parse/Lexer.cpp, `lexTrivia`).
                report(ParseMessages.nonBreakingSpace(), at: index, index + 2)
                index += 2
                space = true
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                while index < limit, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
                space = true
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                if skipBlockComment() { newline = true }
                space = true
            default:
                return (newline, space)
            }
        }
        return (newline, space)
    }

    /// Skips a (nested) block comment; returns whether it contained a line break.
    mutating func skipBlockComment() -> Bool {
        let start = index
        var depth = 0
        var newline = false
        while index < limit {
            if bytes[index] == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1
                index += 2
            } else if bytes[index] == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1
                index += 2
                if depth == 0 { return newline }
            } else {
                if bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r") { newline = true }
                index += 1
            }
        }
        // swiftc reports where the file (or the lexed region) ends, with a note at the `/*`.
        report(ParseMessages.unterminatedComment(), at: limit, limit)
        if diagnostics.count <= 500 { diagnosticNotes[diagnostics.count - 1] = ("comment started here", SourceSpan(start: start, end: start + 2)) }
        return newline
    }

    // MARK: - Tokens

    mutating func next(atFileStart: Bool) -> Token {
        let trivia = skipTrivia()
        let start = index
        var token = Token(kind: .endOfFile, keyword: nil, start: start, end: start,
                          atLineStart: trivia.newline || atFileStart, spaceBefore: trivia.space || atFileStart)
        guard index < limit else { return token }
        let byte = bytes[index]
        switch byte {
        case UInt8(ascii: "("): token.kind = .leftParen; index += 1
        case UInt8(ascii: ")"): token.kind = .rightParen; index += 1
        case UInt8(ascii: "{"): token.kind = .leftBrace; index += 1
        case UInt8(ascii: "}"): token.kind = .rightBrace; index += 1
        case UInt8(ascii: "["): token.kind = .leftSquare; index += 1
        case UInt8(ascii: "]"): token.kind = .rightSquare; index += 1
        case UInt8(ascii: ","): token.kind = .comma; index += 1
        case UInt8(ascii: ";"): token.kind = .semicolon; index += 1
        case UInt8(ascii: ":"):
            if peek(1) == UInt8(ascii: ":") {
                token.kind = .colonColon
                index += 2
            } else {
                token.kind = .colon
                index += 1
            }
        case UInt8(ascii: "@"): token.kind = .atSign; index += 1
        case UInt8(ascii: "\\"): token.kind = .backslash; index += 1
        case UInt8(ascii: "0")...UInt8(ascii: "9"): token.kind = lexNumber()
        case UInt8(ascii: "\""): token.kind = .stringLiteral; scanString(rawHashes: 0)
        case UInt8(ascii: "'"):
            report(ParseMessages.singleQuoted(), at: start)
            token.kind = .stringLiteral
            scanSingleQuoted()
        case UInt8(ascii: "#"): token.kind = lexPound()
        case UInt8(ascii: "$"): token.kind = lexDollar()
        case UInt8(ascii: "`"): lexBacktick(&token)
        default:
            if byte == UInt8(ascii: "/"), mayStartBareRegex(after: previousToken, atLineStart: token.atLineStart), let end = bareRegexEnd() {
                index = end
                token.kind = .regexLiteral
            } else if CharacterClass.isOperatorStart(bytes, index, limit) {
                token.kind = lexOperator(leftBound: !token.spaceBefore && start > 0 && !CharacterClass.isLeftBoundBreaker(bytes[start - 1]))
            } else if CharacterClass.isIdentifierStart(bytes, index, limit) {
                index = CharacterClass.identifierEnd(bytes, index, limit)
                token.kind = .identifier
                token.keyword = bytes.withUnsafeBufferPointer {
                    Keyword.named(UnsafeBufferPointer(rebasing: $0[start..<index]))
                }
            } else {
                let length = CharacterClass.scalarLength(bytes, index, limit)
                report(length == 0 ? ParseMessages.invalidUTF8() : ParseMessages.invalidCharacter(), at: start)
                index += max(length, 1)
                token.kind = .unknown
            }
        }
        token.end = index
        tokenBeforePrevious = previousToken
        previousToken = token
        return token
    }

    mutating func lexBacktick(_ token: inout Token) {
        let start = index
        index += 1
        if CharacterClass.isIdentifierStart(bytes, index, limit) || peek() == UInt8(ascii: "$") {
            let nameStart = index
            if peek() == UInt8(ascii: "$") { index += 1 }
            index = CharacterClass.identifierEnd(bytes, index, limit)
            if peek() == UInt8(ascii: "`") {
                index += 1
                token.kind = .identifier
                token.isBackticked = true
                return
            }
        }
        // Swift 6 raw identifiers: any characters but backtick, newline up to the closing backtick.
        index = start + 1
        while index < limit, bytes[index] != UInt8(ascii: "`"), bytes[index] != UInt8(ascii: "\n") { index += 1 }
        if peek() == UInt8(ascii: "`"), index > start + 1 {
            index += 1
            token.kind = .identifier
            token.isBackticked = true
            return
        }
        index = start + 1
        report(ParseMessages.invalidCharacter(), at: start)
        token.kind = .unknown
    }

    mutating func lexDollar() -> TokenKind {
        index += 1
        if CharacterClass.isIdentifierContinue(bytes, index, limit) {
            index = CharacterClass.identifierEnd(bytes, index, limit)
        }
        return .dollarIdentifier
    }

    mutating func lexPound() -> TokenKind {
        let start = index
        var hashes = 0
        while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
        if peek(hashes) == UInt8(ascii: "\"") {
            index += hashes
            scanString(rawHashes: hashes)
            return .stringLiteral
        }
        if peek(hashes) == UInt8(ascii: "/") {
            index += hashes + 1
            scanRegex(hashes: hashes, start: start)
            return .regexLiteral
        }
        index += 1
        if CharacterClass.isIdentifierStart(bytes, index, limit) {
            let nameStart = index
            index = CharacterClass.identifierEnd(bytes, index, limit)
            let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
            switch name {
            case "if", "elseif", "else", "endif", "sourceLocation": return .poundDirective
            default: return .poundIdentifier
            }
        }
        return .poundIdentifier
    }

    mutating func scanRegex(hashes: Int, start: Int) {
        while index < limit {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\\") { index += 2; continue }
            if byte == UInt8(ascii: "\n"), hashes == 0 { break }
            if byte == UInt8(ascii: "/") {
                var count = 0
                while peek(1 + count) == UInt8(ascii: "#"), count < hashes { count += 1 }
                if count == hashes {
                    index += 1 + hashes
                    return
                }
            }
            index += 1
        }
        index = min(index, limit)
        report(ParseMessages.general("unterminatedRegex", "unterminated regex literal"), at: start)
    }

    mutating func scanSingleQuoted() {
        index += 1
        while index < limit, bytes[index] != UInt8(ascii: "'"), bytes[index] != UInt8(ascii: "\n") {
            if bytes[index] == UInt8(ascii: "\\") { index += 1 }
            index += 1
        }
        index = min(index, limit)
        if peek() == UInt8(ascii: "'") { index += 1 }
    }
}
