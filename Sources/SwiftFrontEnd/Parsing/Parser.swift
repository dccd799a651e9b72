import Diagnostics

/// Recursive-descent parser over the token stream, following the grammar and the recovery of
/// swiftc's own parser: the first problem in a statement or declaration is reported once where it
/// is, the rest of that statement is skipped, and parsing resumes at the next statement or
/// declaration. Nesting is bounded as swiftc bounds it (`StructureNesting`: 256 brackets), and the
/// parser's own recursion by `maximumDepth`, so deep input gives an error, not a crash.
struct Parser {
    /// Grammar productions (expressions, statements, declarations, closures, types, brackets)
    /// inside one another before the parser gives up: a guard of its stack, not a rule of Swift.
    /// One bracket level of real code is at most a handful of productions (a trailing closure is
    /// the call's expression, the closure, its statement and the expression inside), so 16 per
    /// level times swiftc's 256 brackets (`StructureNesting.maximumDepth`) is never reached by a
    /// file swiftc accepts; only bracket-free recursion (prefix operators, `a ? b ? …`) can.
    static let maximumDepth = 16 * StructureNesting.maximumDepth

    var tokens: [Token]
    let bytes: [UInt8]
    var position = 0
    var diagnostics: [(message: DiagnosticMessage, span: SourceSpan)] = []
    /// For each diagnostic, the token position when it was reported (its order of emission).
    var diagnosticPositions: [Int] = []
    /// Warnings swiftc gives for source it reads anyway, with the token position they were found at.
    var warnings: [(message: DiagnosticMessage, span: SourceSpan, position: Int)] = []
    var depth = 0
    /// Set when nesting ran too deep: everything else is skipped.
    var tooDeep = false
    var operators: OperatorTable
    /// Inside an `if`/`while`/`guard`/`for` condition or a `switch` subject, where `{` starts the
    /// body rather than a trailing closure (swiftc's "expr-basic").
    var inCondition = false
    /// Inside a `case`/`catch` pattern: `let x`, `var x` and `_` are allowed inside expressions.
    var inPattern = false
    /// Inside `let`/`var` of a pattern: bare names bind instead of being matched.
    var inBindingPattern = false
    /// Token ranges skipped unparsed (`#if swift(…)` blocks): lexer diagnostics there are dropped.
    var skippedTokenRanges: [Range<Int>] = []
    /// Parsing a statement of the file's top level.
    var topLevel = false
    /// Tokens shortened by `consumeFirstCharacter` (position, original), for undoing speculation.
    var splitLog: [(Int, Token)] = []
    /// The end of a character consumed from the current token (`>` of `>>`).
    var lastSplit: (position: Int, end: Int)?
    /// The kind of body the innermost context is: `$0` may be used only in a closure's body and
    /// `yield` is a statement only in a `_read`/`_modify` accessor's.
    var bodyContext = BodyContext.declaration
    /// The names of the innermost closure's explicit parameters (nil when it has none): `$0`
    /// cannot be used there.
    var closureParameterNames: [String]?
    /// Parsing a `#if` condition, where a version such as `5.5.1` is not a member of a number.
    var inCompilationCondition = false
    /// Parsing the file's own declarations and statements (inside `#if` blocks too), where
    /// imports, extensions, operators and precedence groups may be declared.
    var atFileScope = true
    /// Nesting of `#if` clauses being parsed (`#error` reports its message only outside them).
    var ifConfigDepth = 0
    /// Parsing the members of an extension (initializers, subscripts and cases are allowed there).
    var inExtension = false

    init(tokens: [Token], bytes: [UInt8], operators: OperatorTable) {
        self.tokens = tokens
        self.bytes = bytes
        self.operators = operators
    }

    // MARK: - Tokens

    var current: Token { tokens[position] }

    /// The token at `index`, clamped to the token stream (the last token is the end of file).
    @inline(__always) func tokenAt(_ index: Int) -> Token { tokens[min(max(index, 0), tokens.count - 1)] }

    func peek(_ ahead: Int = 1) -> Token {
        let index = position + ahead
        return index < tokens.count ? tokenAt(index) : tokenAt(tokens.count - 1)
    }

    func text(_ token: Token) -> String {
        if token.isBackticked {
            return String(decoding: bytes[(token.start + 1)..<(token.end - 1)], as: UTF8.self)
        }
        return String(decoding: bytes[token.start..<token.end], as: UTF8.self)
    }

    /// True when `token` spells `spelling` exactly (operators, contextual words).
    func spells(_ token: Token, _ spelling: StaticString) -> Bool {
        let count = token.end - token.start
        guard count == spelling.utf8CodeUnitCount else { return false }
        let pointer = spelling.utf8Start
        for offset in 0..<count where bytes[token.start + offset] != pointer[offset] { return false }
        return true
    }

    @inline(__always) func at(_ kind: TokenKind) -> Bool { tokens[position].kind == kind }

    /// The current token is the (unbackticked) word `keyword`.
    @inline(__always) func at(_ keyword: Keyword) -> Bool {
        let token = tokenAt(position)
        return token.kind == .identifier && token.keyword == keyword && !token.isBackticked
    }

    func isKeyword(_ token: Token, _ keyword: Keyword) -> Bool {
        token.kind == .identifier && token.keyword == keyword && !token.isBackticked
    }

    /// The current token is an operator (any spacing) spelled `spelling`.
    func atOperator(_ spelling: StaticString) -> Bool {
        let token = tokenAt(position)
        switch token.kind {
        case .binaryOperator, .prefixOperator, .postfixOperator: return spells(token, spelling)
        default: return false
        }
    }

    @discardableResult
    mutating func advance() -> Token {
        let token = tokenAt(position)
        if position < tokens.count - 1 { position += 1 }
        return token
    }

    mutating func consume(_ kind: TokenKind) -> Token? {
        at(kind) ? advance() : nil
    }

    mutating func consume(_ keyword: Keyword) -> Token? {
        at(keyword) ? advance() : nil
    }

    /// End offset of the previous token (where a missing token "would have been").
    var previousEnd: Int {
        if let lastSplit, lastSplit.position == position { return lastSplit.end }
        return position > 0 ? tokenAt(position - 1).end : 0
    }

    mutating func identifier(_ token: Token) -> Identifier {
        Identifier(text(token), span: token.span)
    }

    // MARK: - Diagnostics

    var hasErrors: Bool { !diagnostics.isEmpty }

    mutating func report(_ message: DiagnosticMessage, at span: SourceSpan) {
        // Every report is kept (progress checks compare counts); the entry point keeps the first ones.
        diagnostics.append((message, span))
        diagnosticPositions.append(position)
    }

    /// Keeps a warning apart from the errors: it neither stops the file being read nor counts
    /// as the error that silences the ones a bad statement would add (`hasErrors`).
    mutating func warn(_ message: DiagnosticMessage, at span: SourceSpan) {
        warnings.append((message, span, position))
    }

    /// Reports `expected …` at the current token.
    mutating func expected(_ what: String, _ context: String = "") {
        report(ParseMessages.expected(what, context), at: current.span)
    }

    /// Reports `expected …` at the current token, or (as swiftc does for its "points to first bad
    /// token" diagnostics) just after the previous token when the current one starts a new line.
    mutating func expectedBad(_ what: String, _ context: String = "") {
        report(ParseMessages.expected(what, context), at: badTokenSpan)
    }

    /// `expected <operand>` where an expression was needed: swiftc points the contextual ones
    /// (conditions, `switch` subjects, sequences, initial values) at the end of the previous line.
    mutating func expectedOperand(_ what: String) {
        let pointsToBadToken = ["condition", "conditional", "'switch'", "Sequence", "initial value", "'repeat-while'", "'throw'", "'where'", "'return'"]
            .contains { what.contains($0) }
        if pointsToBadToken { expectedBad(what) } else { expected(what) }
    }

    /// Where a diagnostic about the current (unexpected) token points.
    var badTokenSpan: SourceSpan {
        current.atLineStart && position > 0 ? SourceSpan.empty(at: previousEnd) : current.span
    }

    /// Consumes `kind` or reports `expected what` and returns nil.
    mutating func expect(_ kind: TokenKind, _ what: String, _ context: String = "") -> Token? {
        if let token = consume(kind) { return token }
        expected(what, context)
        return nil
    }

    // MARK: - Depth

    /// Enters one nesting level; false (after one report) when the limit is reached.
    mutating func enter() -> Bool {
        if depth >= Self.maximumDepth {
            if !tooDeep {
                tooDeep = true
                report(ParseMessages.nestingTooDeep(), at: current.span)
            }
            // Skip everything: the rest of the file is not read.
            position = tokens.count - 1
            return false
        }
        depth += 1
        return true
    }

    mutating func leave() { depth -= 1 }

    // MARK: - Recovery

    /// Skips a balanced bracket group starting at the current opening token.
    mutating func skipBalanced() {
        var stack: [TokenKind] = []
        repeat {
            switch current.kind {
            case .leftParen: stack.append(.rightParen)
            case .leftBrace: stack.append(.rightBrace)
            case .leftSquare: stack.append(.rightSquare)
            case .rightParen, .rightBrace, .rightSquare:
                while let last = stack.last, last != current.kind { stack.removeLast() }
                if !stack.isEmpty { stack.removeLast() }
            case .endOfFile: return
            default: break
            }
            advance()
        } while !stack.isEmpty
    }

    /// After an error: skips to the start of the next statement or declaration (a token starting a
    /// line, a `;`, or the `}` closing the current block), stepping over balanced brackets.
    mutating func skipToNextStatement() {
        while true {
            if current.atLineStart { return }
            switch current.kind {
            case .endOfFile, .rightBrace: return
            case .semicolon: advance(); return
            case .leftParen, .leftBrace, .leftSquare: skipBalanced()
            default: advance()
            }
        }
    }

    /// The span from `start` to the end of the previous token.
    func span(from start: Int) -> SourceSpan { SourceSpan(start: start, end: max(start, previousEnd)) }
}
