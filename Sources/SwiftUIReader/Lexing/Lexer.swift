import Diagnostics

/// Splits Swift source into tokens. Hand-written over UTF-8 bytes; never fails: malformed input
/// (unterminated strings or comments, stray characters, bad escapes) becomes a diagnostic and the
/// lexer carries on from a sensible place, so the parser still sees the rest of the file.
///
/// Handles line, block and nested block comments, identifiers (incl. Unicode and backticks),
/// `$0`, `#Preview`, integer and floating literals with `_` separators, hex/binary/octal integers,
/// exponents, single-line and multi-line string literals with escapes and `\(…)` interpolation,
/// and Swift's operator characters (`..<`, `...`, `->`, `==`, …).
struct Lexer {
    let bytes: [UInt8]
    let file: String
    var index = 0
    var line = 1
    var lineStart = 0
    private(set) var diagnostics: [Diagnostic] = []
    /// Strings inside `\(…)` inside strings: bounded so the lexer's recursion stays shallow.
    var interpolationDepth = 0
    static let maximumInterpolationDepth = 16

    init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
    }

    /// Lexes the whole input; the last token is always `.endOfFile`.
    mutating func tokenize() -> [Token] {
        var tokens: [Token] = []
        tokens.reserveCapacity(bytes.count / 4)
        while true {
            let token = nextToken()
            tokens.append(token)
            if token.kind == .endOfFile { break }
        }
        markSpaceAfter(&tokens)
        return tokens
    }

    func markSpaceAfter(_ tokens: inout [Token]) {
        guard tokens.count > 1 else { return }
        for i in 0..<(tokens.count - 1) {
            tokens[i].hasSpaceAfter = tokens[i + 1].hasSpaceBefore || tokens[i + 1].kind == .endOfFile
        }
        tokens[tokens.count - 1].hasSpaceAfter = true
    }

    // MARK: - Positions

    var position: SourcePosition { SourcePosition(line: line, column: index - lineStart + 1, offset: index) }

    func peek(_ ahead: Int = 0) -> UInt8 {
        let at = index + ahead
        return at < bytes.count ? bytes[at] : 0
    }

    var atEnd: Bool { index >= bytes.count }

    mutating func advance() {
        if bytes[index] == UInt8(ascii: "\n") {
            line += 1
            lineStart = index + 1
        }
        index += 1
    }

    /// More lexer diagnostics than the file's error cap could ever show are not kept.
    static let diagnosticLimit = 1_000

    mutating func report(_ message: DiagnosticMessage, from start: SourcePosition, to end: SourcePosition? = nil,
                                 notes: [DiagnosticNote] = []) {
        guard diagnostics.count < Self.diagnosticLimit else { return }
        diagnostics.append(Diagnostic(message, at: SourceRange(file: file, start: start, end: end ?? start), notes: notes))
    }

    // MARK: - Trivia

    /// Skips whitespace and comments; returns (saw a line break, saw any trivia).
    mutating func skipTrivia() -> (newline: Bool, space: Bool) {
        var newline = false
        var space = false
        while !atEnd {
            let byte = peek()
            switch byte {
            case UInt8(ascii: "\n"):
                newline = true; space = true; advance()
            case UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x0B, 0x0C:
                space = true; advance()
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "/"):
                space = true
                while !atEnd, peek() != UInt8(ascii: "\n") { advance() }
            case UInt8(ascii: "/") where peek(1) == UInt8(ascii: "*"):
                space = true
                if skipBlockComment() { newline = true }
            default:
                return (newline, space)
            }
        }
        return (newline, space)
    }

    /// Skips a (possibly nested) block comment; returns whether it spanned a line break.
    mutating func skipBlockComment() -> Bool {
        let start = position
        var depth = 0
        var sawNewline = false
        while !atEnd {
            if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "*") {
                depth += 1; advance(); advance()
            } else if peek() == UInt8(ascii: "*"), peek(1) == UInt8(ascii: "/") {
                depth -= 1; advance(); advance()
                if depth == 0 { return sawNewline }
            } else {
                if peek() == UInt8(ascii: "\n") { sawNewline = true }
                advance()
            }
        }
        report(.unterminatedBlockComment(), from: start,
               to: SourcePosition(line: start.line, column: start.column + 2, offset: start.offset + 2))
        return sawNewline
    }

    // MARK: - Tokens

    /// The next token; characters that cannot start one are reported and skipped (in a loop, so
    /// a file of garbage cannot exhaust the stack).
    mutating func nextToken() -> Token {
        var sawNewline = false
        var sawSpace = false
        while true {
            let trivia = skipTrivia()
            sawNewline = sawNewline || trivia.newline
            sawSpace = sawSpace || trivia.space
            if let token = lexToken(followsNewline: sawNewline, hasSpaceBefore: sawSpace) { return token }
            sawSpace = true
        }
    }

    mutating func lexToken(followsNewline: Bool, hasSpaceBefore: Bool) -> Token? {
        let trivia = (newline: followsNewline, space: hasSpaceBefore)
        let start = position
        func make(_ kind: Token.Kind, _ text: String, segments: [StringSegment] = []) -> Token {
            Token(kind: kind, text: text, start: start, end: position, followsNewline: trivia.newline,
                  hasSpaceBefore: trivia.space || start.offset == 0, segments: segments)
        }
        guard !atEnd else { return make(.endOfFile, "") }
        let byte = peek()
        if Self.isIdentifierStart(byte) {
            return make(.identifier, lexIdentifier())
        }
        if Self.isDigit(byte) {
            let (kind, text) = lexNumber()
            return make(kind, text)
        }
        switch byte {
        case UInt8(ascii: "`"):
            advance()
            let name = lexIdentifier()
            if peek() == UInt8(ascii: "`") { advance() } else {
                report(.expected("'`'", context: "to end the escaped identifier"), from: position)
            }
            return make(.identifier, name)
        case UInt8(ascii: "$"):
            advance()
            var name = "$"
            while Self.isIdentifierContinue(peek()), !atEnd { name.append(Character(UnicodeScalar(peek()))); advance() }
            return make(.dollarIdentifier, name)
        case UInt8(ascii: "#"):
            if peek(1) == UInt8(ascii: "\"") {
                advance()
                let (text, segments) = lexString(start: start, rawHashes: 1)
                return make(.string, text, segments: segments)
            }
            advance()
            let name = "#" + lexIdentifier()
            return make(.poundIdentifier, name)
        case UInt8(ascii: "\""):
            let (text, segments) = lexString(start: start, rawHashes: 0)
            return make(.string, text, segments: segments)
        case UInt8(ascii: "("), UInt8(ascii: ")"), UInt8(ascii: "{"), UInt8(ascii: "}"), UInt8(ascii: "["),
             UInt8(ascii: "]"), UInt8(ascii: ","), UInt8(ascii: ":"), UInt8(ascii: ";"), UInt8(ascii: "@"),
             UInt8(ascii: "\\"):
            advance()
            return make(.punctuation, String(UnicodeScalar(byte)))
        case UInt8(ascii: "."):
            if peek(1) == UInt8(ascii: ".") {
                var text = ""
                while peek() == UInt8(ascii: ".") || (text.count >= 2 && peek() == UInt8(ascii: "<")) {
                    text.append(Character(UnicodeScalar(peek()))); advance()
                    if text.hasSuffix("<") { break }
                }
                return make(.operator, text)
            }
            advance()
            return make(.punctuation, ".")
        default:
            break
        }
        if Self.isOperatorCharacter(byte) {
            var text = ""
            while !atEnd, Self.isOperatorCharacter(peek()) {
                // `/` starting a comment ends the operator.
                if peek() == UInt8(ascii: "/"), peek(1) == UInt8(ascii: "/") || peek(1) == UInt8(ascii: "*"), !text.isEmpty { break }
                text.append(Character(UnicodeScalar(peek()))); advance()
            }
            switch text {
            case "=", "->", "?": return make(.punctuation, text)
            default: return make(.operator, text)
            }
        }
        // Anything else: report and skip one UTF-8 scalar.
        let scalarStart = index
        advance()
        while !atEnd, peek() & 0xC0 == 0x80 { advance() }
        let character = String(decoding: bytes[scalarStart..<index], as: UTF8.self)
        report(.invalidCharacter(character), from: start, to: position)
        return nil
    }

    mutating func lexIdentifier() -> String {
        let start = index
        while !atEnd, Self.isIdentifierContinue(peek()) { advance() }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    mutating func lexNumber() -> (Token.Kind, String) {
        let start = position
        let startIndex = index
        var isFloat = false
        if peek() == UInt8(ascii: "0"), [UInt8(ascii: "x"), UInt8(ascii: "b"), UInt8(ascii: "o")].contains(peek(1)) {
            advance(); advance()
            while !atEnd, Self.isIdentifierContinue(peek()) { advance() }
        } else {
            while Self.isDigit(peek()) || peek() == UInt8(ascii: "_") { advance() }
            if peek() == UInt8(ascii: "."), Self.isDigit(peek(1)) {
                isFloat = true
                advance()
                while Self.isDigit(peek()) || peek() == UInt8(ascii: "_") { advance() }
            }
            if peek() == UInt8(ascii: "e") || peek() == UInt8(ascii: "E") {
                let sign = peek(1) == UInt8(ascii: "+") || peek(1) == UInt8(ascii: "-") ? 1 : 0
                if Self.isDigit(peek(1 + sign)) {
                    isFloat = true
                    advance()
                    if sign == 1 { advance() }
                    while Self.isDigit(peek()) || peek() == UInt8(ascii: "_") { advance() }
                }
            }
            while !atEnd, Self.isIdentifierContinue(peek()) { advance() }
        }
        let text = String(decoding: bytes[startIndex..<index], as: UTF8.self)
        if NumberLiteral.value(of: text) == nil {
            report(.invalidNumber(text), from: start, to: position)
        }
        return (isFloat ? .float : .integer, text)
    }
    // MARK: - Character classes

    static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }

    static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
            || byte == UInt8(ascii: "_") || byte >= 0xC2 && byte != 0xFF
    }

    static func isIdentifierContinue(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || isDigit(byte) || (byte >= 0x80 && byte < 0xC0)
    }

    static func isOperatorCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "+"), UInt8(ascii: "-"), UInt8(ascii: "*"), UInt8(ascii: "/"), UInt8(ascii: "%"),
             UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: "!"), UInt8(ascii: "&"), UInt8(ascii: "|"),
             UInt8(ascii: "^"), UInt8(ascii: "~"), UInt8(ascii: "="), UInt8(ascii: "?"):
            return true
        default:
            return false
        }
    }
}
