/// Statements and code blocks.
extension Parser {
    /// Statements up to (not including) `closing` or the end of the file. At top level
    /// (`closing == .endOfFile`), a stray `}` is reported and skipped.
    mutating func parseStatements(until closing: TokenKind, inSwitchCase: Bool = false, stopAtDirective: Bool = false) -> [Stmt] {
        var statements: [Stmt] = []
        let savedFileScope = atFileScope
        if closing != .endOfFile { atFileScope = false }
        defer { atFileScope = savedFileScope }
        while true {
            if stopAtDirective, at(.poundDirective), !spells(current, "#if") { return statements }
            if at(.endOfFile) { return statements }
            if at(closing) { return statements }
            if at(.rightBrace) {
                if closing == .endOfFile && !stopAtDirective {
                    report(ParseMessages.extraneousBrace(), at: current.span)
                    advance()
                    continue
                }
                return statements
            }
            if inSwitchCase, at(.case) || at(.default) || (at(.atSign) && spells(peek(), "unknown")) || at(.poundDirective) && !spells(current, "#if")
                || at(.poundDirective) && ifConfigStartsSwitchCase() {
                return statements
            }
            if at(.semicolon) { advance(); continue }
            let errorsBefore = diagnostics.count
            let statementStart = position
            let savedTopLevel = topLevel
            topLevel = closing == .endOfFile && depth == 0 || (savedTopLevel && stopAtDirective)
            let statement = parseStatement()
            topLevel = savedTopLevel
            statements.append(statement)
            if tooDeep { return statements }
            if diagnostics.count > errorsBefore {
                if position == statementStart { advance() }
                skipToNextStatement()
                continue
            }
            if at(.semicolon) { advance(); continue }
            if !current.atLineStart, !at(.rightBrace), !at(.endOfFile), !(at(closing)) {
                report(ParseMessages.consecutiveStatements(), at: SourceSpan.empty(at: previousEnd))
            }
        }
    }

    mutating func parseCodeBlock(_ context: String) -> CodeBlock? {
        let start = current.start
        guard at(.leftBrace) else {
            if context.isEmpty || context.hasPrefix("in ") { expected("'{'", context) } else { expectedBad("'{'", context) }
            return nil
        }
        guard enter() else { return nil }
        defer { leave() }
        advance()
        let savedCondition = inCondition
        let savedPattern = inPattern
        inCondition = false
        inPattern = false
        defer {
            inCondition = savedCondition
            inPattern = savedPattern
        }
        let statements = parseStatements(until: .rightBrace)
        if consume(.rightBrace) == nil {
            if !hasErrors { expected("'}'", "at end of brace statement") }
        }
        return CodeBlock(statements: statements, span: span(from: start))
    }

    /// The body of a function, initializer or deinitializer: a context of its own, where `$0`
    /// does not refer to an enclosing closure's argument.
    mutating func parseDeclarationBody(_ context: String) -> CodeBlock? {
        let savedBodyContext = bodyContext
        bodyContext = .declaration
        defer { bodyContext = savedBodyContext }
        return parseCodeBlock(context)
    }

    mutating func parseStatement() -> Stmt {
        let start = current.start
        guard enter() else { return Stmt(.missing, span: .empty(at: start)) }
        defer { leave() }
        let token = current
        // `label: while …`
        if token.kind == .identifier, token.isIdentifier || token.isBackticked, peek().kind == .colon,
           isLabelTarget(peek(2)) {
            advance()
            advance()
            let inner = parseStatement()
            return Stmt(.labeled(identifier(token), inner), span: span(from: start))
        }
        if token.kind == .poundDirective {
            if spells(token, "#if"), ifConfigContainsOnlyAttributes() {
                let decl = parseDeclaration()
                return Stmt(.declaration(decl), span: decl.span)
            }
            if spells(token, "#if") {
                let clauses = parseIfConfig { parser in parser.parseStatements(until: .endOfFile, inSwitchCase: false, stopAtDirective: true) }
                return Stmt(.ifConfig(clauses), span: span(from: start))
            }
            if spells(token, "#sourceLocation") {
                advance()
                if at(.leftParen) { skipBalanced() }
                return Stmt(.missing, span: span(from: start))
            }
            report(ParseMessages.general("unexpectedDirective", "unexpected '\(text(token))' directive"), at: token.span)
            advance()
            return Stmt(.missing, span: span(from: start))
        }
        if isStartOfLocalDeclaration() {
            let decl = parseDeclaration()
            return Stmt(.declaration(decl), span: decl.span)
        }
        if token.kind == .identifier, !token.isBackticked, let keyword = token.keyword {
            switch keyword {
            case .if:
                if let statement = parseIf() { return Stmt(.if(statement), span: statement.span) }
                return Stmt(.missing, span: span(from: start))
            case .guard:
                advance()
                let conditions = parseConditions("'guard'")
                guard !conditions.isEmpty || !hasErrors else { return Stmt(.missing, span: span(from: start)) }
                guard consume(.else) != nil else {
                    expectedBad("'else'", "after 'guard' condition")
                    return Stmt(.missing, span: span(from: start))
                }
                guard let body = parseCodeBlock("after 'guard' else") else { return Stmt(.missing, span: span(from: start)) }
                return Stmt(.guard(GuardStmt(conditions: conditions, elseBody: body)), span: span(from: start))
            case .switch:
                if let statement = parseSwitch() { return Stmt(.switch(statement), span: statement.span) }
                return Stmt(.missing, span: span(from: start))
            case .for:
                return parseFor()
            case .while:
                advance()
                let conditions = parseConditions("'while'")
                guard !hasErrors || !conditions.isEmpty, let body = parseCodeBlock("after 'while' condition") else {
                    return Stmt(.missing, span: span(from: start))
                }
                return Stmt(.while(WhileStmt(conditions: conditions, body: body)), span: span(from: start))
            case .repeat where peek().kind == .leftBrace:
                advance()
                guard let body = parseCodeBlock("after 'repeat'") else { return Stmt(.missing, span: span(from: start)) }
                guard consume(.while) != nil else {
                    expectedBad("'while'", "after 'repeat' body")
                    return Stmt(.missing, span: span(from: start))
                }
                let condition = parseExpression("expression in 'repeat-while' condition")
                return Stmt(.repeat(RepeatStmt(body: body, condition: condition)), span: span(from: start))
            case .do:
                return parseDo()
            case .defer:
                advance()
                guard let body = parseCodeBlock("after 'defer'") else { return Stmt(.missing, span: span(from: start)) }
                return Stmt(.defer(body), span: span(from: start))
            case .return:
                advance()
                if startsReturnValue() {
                    let value = parseExpression("expression in 'return' statement")
                    return Stmt(.return(value), span: span(from: start))
                }
                return Stmt(.return(nil), span: span(from: start))
            case .throw:
                advance()
                if at(.rightBrace) || at(.semicolon) || at(.endOfFile) || current.atLineStart && !startsExpression(current) {
                    expectedBad("expression", "in 'throw' statement")
                    return Stmt(.missing, span: span(from: start))
                }
                let value = parseExpression("expression in 'throw' statement")
                return Stmt(.throw(value), span: span(from: start))
            case .break, .continue:
                advance()
                var label: Identifier?
                if at(.identifier), !current.atLineStart, current.isIdentifier || current.isBackticked {
                    label = identifier(advance())
                }
                return Stmt(keyword == .break ? .break(label) : .continue(label), span: span(from: start))
            case .yield where bodyContext == .coroutineAccessor:
                advance()
                if at(.rightBrace) || at(.semicolon) || at(.endOfFile) || current.atLineStart {
                    expected("expression", "in 'yield' statement")
                    return Stmt(.missing, span: span(from: start))
                }
                let value = parseExpression("expression in 'yield' statement")
                return Stmt(.yield(value), span: span(from: start))
            case .discard where !peek().atLineStart && (peek().isIdentifier || isKeyword(peek(), .self)):
                // `discard self` in a consuming method of a noncopyable type.
                advance()
                let value = parseExpression("expression in 'discard' statement")
                return Stmt(.discard(value), span: span(from: start))
            case .fallthrough:
                advance()
                return Stmt(.fallthrough, span: span(from: start))
            case .case, .default:
                report(ParseMessages.general("caseOutsideSwitch", "'\(text(token))' label can only appear inside a 'switch' statement"), at: token.span)
                advance()
                return Stmt(.missing, span: span(from: start))
            case .else:
                report(ParseMessages.general("unexpectedElse", "'else' must follow an 'if' statement"), at: token.span)
                advance()
                return Stmt(.missing, span: span(from: start))
            case .catch:
                report(ParseMessages.general("unexpectedCatch", "'catch' must follow a 'do' statement"), at: token.span)
                advance()
                return Stmt(.missing, span: span(from: start))
            default:
                break
            }
        }
        if token.kind == .poundIdentifier, spells(token, "#line") {
            report(ParseMessages.general("lineDirective", "#line directive was renamed to #sourceLocation"), at: token.span)
            advance()
            return Stmt(.missing, span: span(from: start))
        }
        if token.kind == .poundIdentifier, isPoundDiagnostic(token) || topLevel && !isPoundKeywordExpression(token) {
            // `#warning`/`#error` are directives; at file scope any other freestanding macro is a
            // declaration (swiftc's library mode), so nothing may follow it on its line.
            let decl = parseDeclaration()
            return Stmt(.declaration(decl), span: decl.span)
        }
        if token.kind == .leftBrace, topLevel {
            report(ParseMessages.general("closureStatement", "top-level statement cannot begin with a closure expression"), at: token.span)
        }
        if token.kind == .poundIdentifier, spells(token, "#available") || spells(token, "#unavailable") {
            report(ParseMessages.general("availabilityOutsideCondition", "\(text(token)) may only be used as condition of an 'if', 'guard' or 'while' statement"), at: token.span)
            advance()
            return Stmt(.missing, span: span(from: start))
        }
        let expression = parseExpression()
        return Stmt(.expression(expression), span: span(from: start))
    }

    /// Statements that may carry a label.
    func isLabelTarget(_ token: Token) -> Bool {
        guard token.kind == .identifier, !token.isBackticked, let keyword = token.keyword else { return false }
        switch keyword {
        case .for, .while, .repeat, .if, .do, .switch, .guard: return true
        default: return false
        }
    }

    /// Whether a value follows `return` (anything but the end of the block, `;`, a `case`, or
    /// the start of a statement or declaration on a following line).
    func startsReturnValue() -> Bool {
        let token = current
        switch token.kind {
        case .rightBrace, .semicolon, .endOfFile, .poundDirective: return false
        default: break
        }
        if isKeyword(token, .case) || isKeyword(token, .default) { return false }
        if token.atLineStart {
            if isStartOfLocalDeclaration() { return false }
            if token.kind == .identifier, peek().kind == .colon, isLabelTarget(peek(2)) { return false }
            if token.kind == .identifier, !token.isBackticked, let keyword = token.keyword {
                switch keyword {
                case .guard, .for, .while, .repeat, .do, .defer, .return, .throw, .break, .continue, .fallthrough: return false
                default: break
                }
            }
        }
        return true
    }

    mutating func parseIf() -> IfStmt? {
        let start = current.start
        advance() // if
        let conditions = parseConditions("'if'")
        if conditions.isEmpty && hasErrors { return nil }
        guard let body = parseCodeBlock("after 'if' condition") else { return nil }
        var elseBranch: ElseBranch?
        if at(.else) {
            advance()
            if at(.if) {
                guard enter() else { return nil }
                defer { leave() }
                guard let nested = parseIf() else { return nil }
                elseBranch = .if(nested)
            } else if at(.leftBrace) {
                guard let block = parseCodeBlock("after 'else'") else { return nil }
                elseBranch = .block(block)
            } else {
                expectedBad("'{' or 'if'", "after 'else'")
                return nil
            }
        }
        return IfStmt(conditions: conditions, body: body, elseBranch: elseBranch, span: span(from: start))
    }

    /// A condition list: `let x = a, case .b(let y) = c, d > 0, #available(iOS 17, *)`.
    mutating func parseConditions(_ statement: String) -> [Condition] {
        var conditions: [Condition] = []
        let savedCondition = inCondition
        inCondition = true
        defer { inCondition = savedCondition }
        if at(.leftBrace) {
            expectedBad("expression, var, or let in \(statement) condition")
            return []
        }
        while true {
            let start = current.start
            let errorsBefore = diagnostics.count
            if at(.let) || at(.var) || (at(.inout) && false) {
                let keyword = advance()
                let pattern: Pattern
                if at(.self) || at(.Self) {
                    // `guard let self else { … }`: an optional binding may rebind `self`.
                    let name = advance()
                    pattern = Pattern(.identifier(identifier(name)), span: name.span)
                } else {
                    pattern = parseBindingPattern()
                }
                if diagnostics.count > errorsBefore { return conditions }
                var type: TypeSyntax?
                if consume(.colon) != nil { type = parseType() }
                var value: Expr?
                if consume(.equal) != nil {
                    value = parseExpression("expression in conditional")
                } else if case .identifier = pattern.kind {
                    value = nil
                } else {
                    expected("'='", "after pattern in conditional binding")
                    return conditions
                }
                conditions.append(Condition(.optionalBinding(keyword.keyword == .let ? .let : .var, pattern, type: type, value: value), span: span(from: start)))
            } else if at(.case) {
                advance()
                let pattern = parseMatchingPattern()
                if diagnostics.count > errorsBefore { return conditions }
                var type: TypeSyntax?
                if consume(.colon) != nil { type = parseType() }
                guard consume(.equal) != nil else {
                    expected("'='", "after pattern in 'case' condition")
                    return conditions
                }
                let value = parseExpression("expression in conditional")
                conditions.append(Condition(.matchingPattern(pattern, type: type, value: value), span: span(from: start)))
            } else if current.kind == .poundIdentifier, spells(current, "#available") || spells(current, "#unavailable") {
                let keyword = advance()
                guard let specs = parseAvailabilitySpecs() else { return conditions }
                conditions.append(Condition(.availability(isUnavailable: spells(keyword, "#unavailable"), specs: specs), span: span(from: start)))
            } else {
                let expression = parseExpression("expression, var, or let in \(statement) condition")
                if diagnostics.count > errorsBefore { return conditions }
                conditions.append(Condition(.expression(expression), span: span(from: start)))
            }
            if diagnostics.count > errorsBefore { return conditions }
            if consume(.comma) != nil { continue }
            return conditions
        }
    }

    /// `(iOS 17, macOS 14.0, *)` after `#available`.
    mutating func parseAvailabilitySpecs() -> [String]? {
        guard at(.leftParen), !current.atLineStart else {
            expected("'('", "in availability condition")
            return nil
        }
        advance()
        var specs: [String] = []
        while true {
            let start = current.start
            if atOperator("*") {
                advance()
            } else if at(.identifier) {
                advance()
                if at(.integerLiteral) || at(.floatLiteral) {
                    advance()
                    while at(.period), peek().kind == .integerLiteral || peek().kind == .floatLiteral { advance(); advance() }
                }
            } else {
                expected("platform name")
                return nil
            }
            specs.append(String(decoding: bytes[start..<previousEnd], as: UTF8.self))
            if consume(.comma) != nil { continue }
            break
        }
        guard consume(.rightParen) != nil else {
            expected("')'", "in availability condition")
            return nil
        }
        return specs
    }

    mutating func parseSwitch() -> SwitchStmt? {
        let start = current.start
        advance() // switch
        if at(.leftBrace) {
            expectedBad("expression in 'switch' statement")
            return nil
        }
        let savedCondition = inCondition
        inCondition = true
        let subject = parseExpression("expression in 'switch' statement")
        inCondition = savedCondition
        if subject.kind.isMissing { return nil }
        guard at(.leftBrace) else {
            expectedBad("'{'", "after 'switch' subject expression")
            return nil
        }
        advance()
        let cases = parseSwitchCases(stopAtDirective: false)
        if consume(.rightBrace) == nil, !hasErrors {
            expected("'}'", "at end of 'switch' statement")
        }
        return SwitchStmt(subject: subject, cases: cases, span: span(from: start))
    }

    mutating func parseSwitchCases(stopAtDirective: Bool) -> [SwitchCaseEntry] {
        var entries: [SwitchCaseEntry] = []
        while !at(.rightBrace) && !at(.endOfFile) {
            if at(.poundDirective) {
                if spells(current, "#if") {
                    let clauses = parseIfConfig { parser in parser.parseSwitchCases(stopAtDirective: true) }
                    entries.append(.ifConfig(clauses))
                    continue
                }
                // `#elseif`/`#else`/`#endif` end the cases of this clause; a stray one ends the
                // `switch` ("expected '}' at end of 'switch' statement", as swiftc says).
                return entries
            }
            let start = current.start
            let attributes = at(.atSign) ? parseAttributes() : []
            if at(.case) {
                advance()
                var items: [CaseItem] = []
                while true {
                    let errorsBefore = diagnostics.count
                    let pattern = parseMatchingPattern()
                    if diagnostics.count > errorsBefore { return entries }
                    var whereClause: Expr?
                    if consume(.where) != nil { whereClause = parseExpression() }
                    items.append(CaseItem(pattern: pattern, whereClause: whereClause))
                    if consume(.comma) != nil { continue }
                    break
                }
                guard consume(.colon) != nil else {
                    expectedBad("':'", "after case")
                    return entries
                }
                checkBindingsAgree(items)
                let colonEnd = previousEnd
                let statements = parseStatements(until: .rightBrace, inSwitchCase: true)
                if statements.isEmpty, !hasErrors {
                    report(ParseMessages.general("emptyCase", "'case' label in a 'switch' must have at least one executable statement"),
                           at: SourceSpan(start: start, end: colonEnd))
                }
                entries.append(.case(SwitchCase(attributes: attributes, label: .case(items), statements: statements, span: span(from: start))))
            } else if at(.default) {
                advance()
                guard consume(.colon) != nil else {
                    expectedBad("':'", "after 'default'")
                    return entries
                }
                let colonEnd = previousEnd
                let statements = parseStatements(until: .rightBrace, inSwitchCase: true)
                if statements.isEmpty, !hasErrors {
                    report(ParseMessages.general("emptyCase", "'default' label in a 'switch' must have at least one executable statement"),
                           at: SourceSpan(start: start, end: colonEnd))
                }
                entries.append(.case(SwitchCase(attributes: attributes, label: .default, statements: statements, span: span(from: start))))
            } else {
                report(ParseMessages.general("statementOutsideCase", "all statements inside a switch must be covered by a 'case' or 'default'"), at: current.span)
                skipToNextStatement()
                if at(.rightBrace) { return entries }
                // Statements before the first case: read them so parsing can continue.
                if position < tokens.count - 1 && !at(.case) && !at(.default) { _ = parseStatements(until: .rightBrace, inSwitchCase: true) }
            }
        }
        return entries
    }

    /// At `#if`: whether its first clause begins with a `case`/`default` label (after any nested
    /// `#if` lines and attributes), so it holds cases of the enclosing `switch` rather than
    /// statements of the current case.
    func ifConfigStartsSwitchCase() -> Bool {
        var index = position
        while tokenAt(index).kind == .poundDirective, spells(tokenAt(index), "#if") {
            index += 1
            while tokenAt(index).kind != .endOfFile, !tokenAt(index).atLineStart { index += 1 }
        }
        while tokenAt(index).kind == .atSign, tokenAt(index + 1).kind == .identifier { index += 2 }
        return isKeyword(tokenAt(index), .case) || isKeyword(tokenAt(index), .default)
    }

    /// Every pattern of a multi-pattern `case` must bind the same names (swiftc checks it while parsing).
    mutating func checkBindingsAgree(_ items: [CaseItem]) {
        guard items.count > 1 else { return }
        let sets = items.map { boundNames($0.pattern) }
        for (index, names) in sets.enumerated() {
            for name in names where sets.contains(where: { !$0.contains { $0.name == name.name } }) {
                report(ParseMessages.general("unboundInPattern", "'\(name.name)' must be bound in every pattern"), at: name.span)
                _ = index
                return
            }
        }
    }

    func boundNames(_ pattern: Pattern) -> [Identifier] {
        switch pattern.kind {
        case .identifier(let name): [name]
        case .binding(_, let inner), .optional(let inner), .typed(let inner, _), .cast(let inner, _): boundNames(inner)
        case .tuple(let elements): elements.flatMap { boundNames($0.pattern) }
        case .enumCase(_, _, let arguments): (arguments ?? []).flatMap { boundNames($0.pattern) }
        case .wildcard, .isType, .expression: []
        }
    }

    mutating func parseFor() -> Stmt {
        let start = current.start
        advance() // for
        var isTry = false
        var isAwait = false
        var isCase = false
        if at(.try) { advance(); isTry = true }
        if at(.await) { advance(); isAwait = true }
        let errorsBefore = diagnostics.count
        let pattern: Pattern
        if at(.case) {
            advance()
            isCase = true
            pattern = parseMatchingPattern()
        } else if at(.let) || at(.var) {
            let keyword = advance()
            let inner = parseBindingPattern()
            pattern = Pattern(.binding(keyword.keyword == .let ? .let : .var, inner), span: span(from: keyword.start))
        } else {
            pattern = parseBindingPattern(allowsNestedVar: true)
        }
        if diagnostics.count > errorsBefore { return Stmt(.missing, span: span(from: start)) }
        var type: TypeSyntax?
        if consume(.colon) != nil { type = parseType() }
        guard consume(.in) != nil else {
            expectedBad("'in'", "after for-each pattern")
            return Stmt(.missing, span: span(from: start))
        }
        let savedCondition = inCondition
        inCondition = true
        if at(.leftBrace) {
            expectedBad("Sequence expression", "for for-each loop")
            inCondition = savedCondition
            return Stmt(.missing, span: span(from: start))
        }
        let sequence = parseExpression("Sequence expression for for-each loop")
        var whereClause: Expr?
        if diagnostics.count == errorsBefore, consume(.where) != nil {
            whereClause = parseExpression()
        }
        inCondition = savedCondition
        if diagnostics.count > errorsBefore { return Stmt(.missing, span: span(from: start)) }
        guard let body = parseCodeBlock("to start the body of for-each loop") else { return Stmt(.missing, span: span(from: start)) }
        return Stmt(.forIn(ForInStmt(isTry: isTry, isAwait: isAwait, isCase: isCase, pattern: pattern, type: type,
                                     sequence: sequence, whereClause: whereClause, body: body)), span: span(from: start))
    }

    mutating func parseDo() -> Stmt {
        let start = current.start
        advance() // do
        var thrownType: TypeSyntax?
        if at(.throws) {
            advance()
            if at(.leftParen) {
                advance()
                thrownType = parseType()
                _ = expect(.rightParen, "')'")
            }
        }
        guard let body = parseCodeBlock("after 'do'") else { return Stmt(.missing, span: span(from: start)) }
        var clauses: [CatchClause] = []
        while at(.catch) {
            let clauseStart = current.start
            advance()
            var items: [CaseItem] = []
            if !at(.leftBrace) {
                while true {
                    let errorsBefore = diagnostics.count
                    let savedCondition = inCondition
                    inCondition = true
                    // `catch where n < 5 { … }`: a guard with no pattern matches every error and
                    // binds `error` as a bare `catch` does (the grammar's catch-pattern is optional:
                    // `catch pattern? where-clause?`, The Swift Programming Language, Statements).
                    let pattern = at(.where) ? Pattern(.wildcard, span: .empty(at: current.start)) : parseMatchingPattern()
                    var whereClause: Expr?
                    if diagnostics.count == errorsBefore, consume(.where) != nil { whereClause = parseExpression() }
                    inCondition = savedCondition
                    if diagnostics.count > errorsBefore { return Stmt(.missing, span: span(from: start)) }
                    items.append(CaseItem(pattern: pattern, whereClause: whereClause))
                    if consume(.comma) != nil { continue }
                    break
                }
            }
            guard let clauseBody = parseCodeBlock("after 'catch' pattern") else { return Stmt(.missing, span: span(from: start)) }
            clauses.append(CatchClause(items: items, body: clauseBody, span: span(from: clauseStart)))
        }
        return Stmt(.do(DoStmt(thrownType: thrownType, body: body, catchClauses: clauses)), span: span(from: start))
    }
}
