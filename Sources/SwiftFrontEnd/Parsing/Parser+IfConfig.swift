/// `#if` / `#elseif` / `#else` / `#endif` blocks, among statements, members or switch cases.
extension Parser {
    mutating func parseIfConfig<Element>(_ body: (inout Parser) -> [Element]) -> [IfConfigClause<Element>] {
        var clauses: [IfConfigClause<Element>] = []
        guard enter() else { return [] }
        ifConfigDepth += 1
        defer {
            ifConfigDepth -= 1
            leave()
        }
        // A clause testing `swift(…)`/`compiler(…)` (and an `#else` right after one) may hold code
        // for another compiler version: it is parsed when it parses cleanly (its declarations are
        // the program's when the interpreter finds the clause active), else skipped unparsed, as
        // `swiftc -parse` skips an inactive one.
        var skipping = false
        while true {
            let start = current.start
            let directive = advance()
            let keyword: IfConfigClause<Element>.Keyword
            if spells(directive, "#if") { keyword = .if } else if spells(directive, "#elseif") { keyword = .elseif } else { keyword = .else }
            var condition: Expr?
            if keyword != .else {
                condition = parseLineExpression()
                skipping = condition.map(containsVersionCheck) ?? false
                if let condition, !condition.kind.isMissing, let operatorSpan = firstNonLogicalOperator(condition) {
                    // swiftc's parser accepts any expression here (conditions are evaluated later)
                    // except one joined by a binary operator other than `&&`/`||`.
                    report(ParseMessages.general("invalidCompilationCondition", "expected '&&' or '||' expression"), at: operatorSpan)
                }
                if condition == nil { skipToLineEnd() }
            } else if skipping {
                // `#else` after a version check is read as the version check's own clause is.
            } else if !current.atLineStart, !at(.endOfFile) {
                report(ParseMessages.general("extraTokensDirective", "extra tokens following conditional compilation directive"), at: current.span)
                skipToLineEnd()
            }
            let elements: [Element]
            if skipping {
                if let parsed = versionClauseBody(body) {
                    elements = parsed
                } else {
                    skipConditionalBody()
                    elements = []
                }
            } else {
                elements = body(&self)
            }
            clauses.append(IfConfigClause(keyword: keyword, condition: condition, elements: elements, span: span(from: start)))
            if tooDeep { return clauses }
            if at(.poundDirective), spells(current, "#elseif") || spells(current, "#else") {
                if keyword == .else {
                    report(ParseMessages.general("elseAfterElse", "further conditions after #else are unreachable"), at: current.span)
                }
                continue
            }
            if at(.poundDirective), spells(current, "#endif") {
                advance()
                if !current.atLineStart, !at(.endOfFile) {
                    report(ParseMessages.general("extraTokensDirective", "extra tokens following conditional compilation directive"), at: current.span)
                }
                return clauses
            }
            if !hasErrors || at(.endOfFile) {
                expected("#else or #endif at end of conditional compilation block")
            }
            return clauses
        }
    }

    /// The body of a clause testing the compiler or language version, when it parses without a
    /// diagnostic up to the `#elseif`/`#else`/`#endif` that continues the block; nil (and the
    /// parser where it was) otherwise, and the caller skips it unparsed.
    mutating func versionClauseBody<Element>(_ body: (inout Parser) -> [Element]) -> [Element]? {
        guard !keywordIsOnSameLineAsBody() else { return nil }
        let saved = self
        let parsed = body(&self)
        let ends = at(.poundDirective) && (spells(current, "#elseif") || spells(current, "#else") || spells(current, "#endif"))
        guard ends, !tooDeep, diagnostics.count == saved.diagnostics.count else {
            self = saved
            return nil
        }
        return parsed
    }

    /// Skips (without parsing) to the `#elseif`/`#else`/`#endif` that continues this block.
    mutating func skipConditionalBody() {
        if keywordIsOnSameLineAsBody() { skipToLineEnd() }
        let first = position
        var nesting = 0
        while !at(.endOfFile) {
            if at(.poundDirective) {
                if spells(current, "#if") {
                    nesting += 1
                } else if nesting == 0, spells(current, "#elseif") || spells(current, "#else") || spells(current, "#endif") {
                    break
                } else if spells(current, "#endif") {
                    nesting -= 1
                }
            }
            advance()
        }
        skippedTokenRanges.append(first..<position)
    }

    func keywordIsOnSameLineAsBody() -> Bool { !current.atLineStart && !at(.endOfFile) }

    /// Whether a condition tests the compiler or language version.
    func containsVersionCheck(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .call(let call):
            if case .identifier(let name) = call.callee.kind, name.name == "swift" || name.name == "compiler" { return true }
            return false
        case .parenthesized(let inner), .prefixOperator(_, let inner): return containsVersionCheck(inner)
        case .sequence(let sequence):
            return sequence.elements.contains { if case .operand(let operand) = $0 { containsVersionCheck(operand) } else { false } }
        default: return false
        }
    }

    mutating func skipToLineEnd() {
        while !at(.endOfFile), !current.atLineStart { advance() }
    }

    /// Parses an expression that must end at the end of the current line (a `#if` condition);
    /// brackets opened on the line may close on later lines (`#if f(\n)` parses in swiftc).
    mutating func parseLineExpression() -> Expr? {
        guard !current.atLineStart, !at(.endOfFile) else {
            expected("expression", "in conditional compilation directive")
            return nil
        }
        var end = position
        var open = 0
        while end < tokens.count - 1, end == position || open > 0 || !tokenAt(end).atLineStart {
            switch tokenAt(end).kind {
            case .leftParen, .leftSquare, .leftBrace: open += 1
            case .rightParen, .rightSquare, .rightBrace: open = max(0, open - 1)
            default: break
            }
            end += 1
        }
        if end > position, tokenAt(end - 1).kind == .binaryOperator, open == 0 {
            // `#if a &&` with the rest on the next line: swiftc stops at the line's end.
            report(ParseMessages.general("incompleteCondition", "incomplete condition in conditional compilation directive"),
                   at: SourceSpan.empty(at: tokenAt(end - 1).end))
            position = end
            return nil
        }
        var lineTokens = Array(tokens[position..<end])
        lineTokens.append(Token(kind: .endOfFile, keyword: nil, start: tokenAt(end).start, end: tokenAt(end).start, atLineStart: true, spaceBefore: true))
        var parser = Parser(tokens: lineTokens, bytes: bytes, operators: operators)
        parser.depth = depth
        parser.inCompilationCondition = true
        let expression = parser.parseExpression("expression in conditional compilation directive")
        if parser.diagnostics.isEmpty, !parser.at(.endOfFile) {
            parser.report(ParseMessages.general("extraTokensDirective", "extra tokens following conditional compilation directive"), at: parser.current.span)
        }
        let failed = !parser.diagnostics.isEmpty
        for diagnostic in parser.diagnostics { report(diagnostic.message, at: diagnostic.span) }
        position = end
        return failed ? nil : expression
    }

    /// Conditions swiftc's parser accepts: names, `true`/`false`, `!`, `&&`, `||`, parentheses and
    /// the platform functions (`os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`, …).
    /// The first binary operator other than `&&` and `||` anywhere in a `#if` condition: the only
    /// thing `swiftc -parse` rejects in one (`#if swift(5.9)` or `#if foo()` parse; `#if x == y`
    /// does not).
    func firstNonLogicalOperator(_ expr: Expr) -> SourceSpan? {
        func first(_ expressions: [Expr]) -> SourceSpan? {
            for expression in expressions { if let span = firstNonLogicalOperator(expression) { return span } }
            return nil
        }
        switch expr.kind {
        case .sequence(let sequence):
            for element in sequence.elements {
                switch element {
                case .operand(let operand): if let span = firstNonLogicalOperator(operand) { return span }
                // `=` and `->` are not operators to swiftc's condition check (`#if a -> b` parses).
                case .binaryOperator(let name): if !["&&", "||", "=", "->"].contains(name.name) { return name.span }
                case .ternary(let then, _): if let span = firstNonLogicalOperator(then) { return span }
                default: break
                }
            }
            return nil
        case .infix(let infix):
            if infix.operator.name != "&&" && infix.operator.name != "||" { return infix.operator.span }
            return first([infix.lhs, infix.rhs])
        case .parenthesized(let inner), .prefixOperator(_, let inner), .postfixOperator(_, let inner), .forceUnwrap(let inner),
             .bindOptional(let inner), .optionalChain(let inner), .inOut(let inner), .try(_, let inner), .await(let inner),
             .prefixKeyword(_, let inner):
            return firstNonLogicalOperator(inner)
        case .call(let call): return first([call.callee] + call.arguments.map(\.value))
        case .subscript(let access): return first([access.base] + access.arguments.map(\.value))
        case .memberAccess(let access): return access.base.flatMap(firstNonLogicalOperator)
        case .arrayLiteral(let elements): return first(elements)
        case .dictionaryLiteral(let elements): return first(elements.flatMap { [$0.key, $0.value] })
        case .tuple(let elements): return first(elements.map(\.value))
        case .ternary(let condition, let then, let otherwise): return first([condition, then, otherwise])
        default: return nil
        }
    }
}
