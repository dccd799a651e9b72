import Diagnostics

/// Recursive-descent parser for the SwiftUI subset (see docs/swiftui-subset.md). It never stops at
/// the first problem: each error is recorded in `sink` and the parser skips to the next statement,
/// member or declaration, so one run reports every error of the file (up to the sink's cap).
struct Parser {
    let file: String
    var tokens: [Token]
    var index = 0
    var sink: DiagnosticSink
    /// Current expression nesting; bounded so that `((((…))))` cannot exhaust the stack.
    var depth = 0
    static let maximumDepth = 256

    init(tokens: [Token], file: String, sink: DiagnosticSink) {
        self.tokens = tokens.isEmpty
            ? [Token(kind: .endOfFile, text: "", start: SourcePosition(line: 1, column: 1, offset: 0),
                     end: SourcePosition(line: 1, column: 1, offset: 0), followsNewline: false, hasSpaceBefore: true)]
            : tokens
        self.file = file
        self.sink = sink
    }

    // MARK: - Token access

    var current: Token { tokens[min(index, tokens.count - 1)] }
    func peek(_ ahead: Int) -> Token { tokens[min(index + ahead, tokens.count - 1)] }
    var atEnd: Bool { current.kind == .endOfFile || sink.isFull }
    var previousEnd: SourcePosition { index > 0 ? tokens[min(index, tokens.count) - 1].end : current.start }

    @discardableResult
    mutating func advance() -> Token {
        let token = current
        if index < tokens.count - 1 { index += 1 }
        return token
    }

    func range(of token: Token) -> SourceRange { SourceRange(file: file, start: token.start, end: token.end) }
    func range(from start: SourcePosition) -> SourceRange { SourceRange(file: file, start: start, end: previousEnd) }

    /// Consumes `spelling` if it is the current punctuation.
    mutating func consume(_ spelling: String) -> Bool {
        guard current.isPunctuation(spelling) else { return false }
        advance()
        return true
    }

    mutating func consumeKeyword(_ keyword: String) -> Bool {
        guard current.isKeyword(keyword) else { return false }
        advance()
        return true
    }

    /// A readable name for the current token in messages: `'}'`, `end of file`, `'foo'`.
    var currentDescription: String {
        switch current.kind {
        case .endOfFile: return "end of file"
        case .string: return "string literal"
        default: return "'\(current.text)'"
        }
    }

    mutating func error(_ message: DiagnosticMessage, at range: SourceRange, notes: [DiagnosticNote] = [], fixIt: FixIt? = nil) {
        sink.add(message, at: range, notes: notes, fixIt: fixIt)
    }

    /// Reports a missing closing delimiter at the current token, pointing back at the opener.
    mutating func expectClosing(_ closer: String, opener: Token, context: String) {
        if consume(closer) { return }
        error(.expected("'\(closer)'", context: context), at: range(of: current),
              notes: [DiagnosticNote("to match this opening '\(opener.text)'", at: range(of: opener))])
    }

    // MARK: - Recovery

    /// Skips to the start of the next line (or a `}` closing the current block) without crossing
    /// out of the enclosing braces.
    mutating func skipToNextStatement() {
        var depth = 0
        let startIndex = index
        while !atEnd {
            let token = current
            if index != startIndex, token.followsNewline, depth == 0 { return }
            if token.isPunctuation("(") || token.isPunctuation("[") || token.isPunctuation("{") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") || token.isPunctuation("}") {
                if depth == 0 { return }
                depth -= 1
            }
            advance()
        }
    }

    /// Skips a declaration this reader does not model: up to the end of its first `{ … }` block,
    /// or to the end of the line when it has none.
    mutating func skipDeclaration() {
        var depth = 0
        var sawBrace = false
        let startIndex = index
        while !atEnd {
            let token = current
            if index != startIndex, depth == 0, token.followsNewline, !sawBrace, !token.isPunctuation("{") {
                // A declaration without a body (typealias, stored property) ends at the line break,
                // unless the next line opens its body.
                return
            }
            if token.isPunctuation("(") || token.isPunctuation("[") { depth += 1 }
            if token.isPunctuation(")") || token.isPunctuation("]") { depth = max(0, depth - 1) }
            if token.isPunctuation("{") { depth += 1; sawBrace = true }
            if token.isPunctuation("}") {
                if depth == 0 { return }
                depth -= 1
                if depth == 0, sawBrace { advance(); return }
            }
            advance()
        }
    }
}
