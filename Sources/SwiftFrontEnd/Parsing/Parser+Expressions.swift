/// Expressions: operator sequences, prefix and postfix forms.
extension Parser {
    /// Parses an expression (an operator sequence). Reports and returns `.missing` when none starts here.
    mutating func parseExpression(_ what: String = "expression") -> Expr {
        guard enter() else { return Expr(.missing, span: .empty(at: current.start)) }
        defer { leave() }
        let start = current.start
        var elements: [SequenceElement] = []
        guard let first = parseSequenceOperand(what) else { return Expr(.missing, span: .empty(at: start)) }
        elements.append(.operand(first))
        loop: while true {
            let token = current
            switch token.kind {
            case .binaryOperator:
                advance()
                elements.append(.binaryOperator(identifier(token)))
                guard let operand = parseSequenceOperand("expression after operator") else { break loop }
                elements.append(.operand(operand))
            case .equal:
                if inPattern { break loop }
                advance()
                elements.append(.binaryOperator(Identifier("=", span: token.span)))
                guard let operand = parseSequenceOperand("expression after '='") else { break loop }
                elements.append(.operand(operand))
            case .infixQuestion:
                advance()
                let savedCondition = inCondition
                inCondition = false
                let then = parseExpression()
                inCondition = savedCondition
                if then.kind.isMissing { break loop }
                guard consume(.colon) != nil else {
                    expected("':'", "after '? ...' in ternary expression")
                    break loop
                }
                elements.append(.ternary(then: then, span: SourceSpan(start: token.start, end: previousEnd)))
                guard let operand = parseSequenceOperand("expression") else { break loop }
                elements.append(.operand(operand))
            case .identifier where isKeyword(token, .as):
                advance()
                var kind = CastKind.coerce
                if at(.postfixQuestion) { advance(); kind = .conditional } else if at(.exclaimPostfix) { advance(); kind = .forced }
                let type = parseType()
                elements.append(.cast(kind, type, span: SourceSpan(start: token.start, end: previousEnd)))
            case .identifier where isKeyword(token, .is):
                if inPattern && elements.isEmpty { break loop }
                advance()
                let type = parseType()
                elements.append(.typeCheck(type, span: SourceSpan(start: token.start, end: previousEnd)))
            case .arrow,
                 .identifier where effectsPrecedeArrow():
                // `(Int) -> Int`, `(Int) async throws(E) -> Int` written as a value (a function type
                // expression); the effects are part of the arrow.
                _ = parseEffects()
                advance()
                elements.append(.binaryOperator(Identifier("->", span: token.span)))
                guard let operand = parseSequenceOperand("type") else { break loop }
                elements.append(.operand(operand))
            default:
                break loop
            }
        }
        if elements.count == 1, case .operand(let only) = elements[0] { return only }
        let folded = OperatorFolder.fold(elements, table: operators)
        return Expr(.sequence(SequenceExpr(elements: elements, folded: folded)), span: span(from: start))
    }

    /// At `async`/`throws`: whether effects (`async`, `throws`, `throws(E)`) and then `->` follow,
    /// all on this line when `onOneLine`.
    func effectsPrecedeArrow(onOneLine: Bool = true) -> Bool {
        var index = position
        while isKeyword(tokenAt(index), .async) || isKeyword(tokenAt(index), .throws) || isKeyword(tokenAt(index), .rethrows) {
            if onOneLine, tokenAt(index).atLineStart { return false }
            index += 1
            if tokenAt(index).kind == .leftParen, !tokenAt(index).spaceBefore, isKeyword(tokenAt(index - 1), .throws) {
                guard let close = matchingParen(from: index) else { return false }
                index = close + 1
            }
        }
        return index > position && tokenAt(index).kind == .arrow && (!onOneLine || !tokenAt(index).atLineStart)
    }

    /// One operand of a sequence: `try`/`await` (covering the rest of the sequence) or a unary expression.
    mutating func parseSequenceOperand(_ what: String) -> Expr? {
        let start = current.start
        if at(.try) {
            advance()
            var kind = TryKind.plain
            if at(.postfixQuestion) || (at(.infixQuestion) && !current.spaceBefore) { advance(); kind = .optional }
            else if at(.exclaimPostfix) || (atOperator("!") && !current.spaceBefore) { advance(); kind = .forced }
            let rest = parseExpression(what)
            if rest.kind.isMissing { return nil }
            return Expr(.try(kind, rest), span: span(from: start))
        }
        // `await _ = (a, b)` awaits a discarding assignment.
        if at(.await), !peek().atLineStart, startsExpression(peek()) || isKeyword(peek(), .underscore) {
            advance()
            let rest = parseExpression(what)
            if rest.kind.isMissing { return nil }
            return Expr(.await(rest), span: span(from: start))
        }
        for word in [Keyword.consume, .copy, .each] where at(word) {
            let next = peek()
            if !next.atLineStart, next.kind == .identifier || next.kind == .dollarIdentifier, !(next.keyword?.isReserved ?? false) || isKeyword(next, .self) {
                advance()
                guard let operand = parseUnary(what) else { return nil }
                return Expr(.prefixKeyword(word.spelling, operand), span: span(from: start))
            }
        }
        if at(.repeat), !peek().atLineStart, startsExpression(peek()) {
            // `repeat each x`, `repeat try f(each x)`: a pack expansion of one sequence operand.
            advance()
            guard let operand = parseSequenceOperand(what) else { return nil }
            return Expr(.prefixKeyword("repeat", operand), span: span(from: start))
        }
        if at(.identifier), spells(current, "unsafe"), !current.isBackticked, !peek().atLineStart,
           peek().kind == .identifier || peek().kind == .dollarIdentifier, !(peek().keyword?.isReserved ?? false) || isKeyword(peek(), .self) || isKeyword(peek(), .try) {
            // `unsafe expr` (Swift 6.2 strict memory safety) covers the operand that follows.
            advance()
            guard let operand = parseSequenceOperand(what) else { return nil }
            return Expr(.prefixKeyword("unsafe", operand), span: span(from: start))
        }
        return parseUnary(what)
    }

    /// Whether `token` can begin an expression (used to tell `await x` from a variable named `await`).
    func startsExpression(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier:
            guard let keyword = token.keyword, !token.isBackticked else { return true }
            switch keyword {
            case .self, .Self, .super, .true, .false, .nil, .try, .if, .switch, .Any, .`init`: return true
            default: return !keyword.isReserved
            }
        case .poundIdentifier:
            return !isPoundDiagnostic(token)
        case .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral,
             .prefixOperator, .leftParen, .leftSquare, .leftBrace, .prefixPeriod, .backslash, .prefixAmpersand:
            return true
        default:
            return false
        }
    }

    mutating func parseUnary(_ what: String) -> Expr? {
        let token = current
        switch token.kind {
        case .prefixOperator:
            advance()
            guard enter() else { return nil }
            defer { leave() }
            guard let operand = parseUnary(what) else { return nil }
            return Expr(.prefixOperator(text(token), operand), span: span(from: token.start))
        case .prefixAmpersand:
            advance()
            guard enter() else { return nil }
            defer { leave() }
            guard let operand = parseUnary(what) else { return nil }
            return Expr(.inOut(operand), span: span(from: token.start))
        case .binaryOperator where startsExpression(peek()) && !peek().atLineStart && isPrefixCandidate(token):
            report(ParseMessages.general("unarySeparated", "unary operator cannot be separated from its operand"), at: token.span)
            advance()
            guard enter() else { return nil }
            defer { leave() }
            return parseUnary(what)
        case .postfixOperator, .exclaimPostfix, .postfixQuestion:
            report(ParseMessages.general("postfixStart", "operator with postfix spacing cannot start a subexpression"), at: token.span)
            return nil
        default:
            return parsePostfix(what)
        }
    }

    /// A spaced binary operator in operand position that swiftc reads as a misplaced prefix operator.
    func isPrefixCandidate(_ token: Token) -> Bool {
        token.kind == .binaryOperator && token.spaceBefore
    }

    /// A primary expression followed by member accesses, calls, subscripts, `?`, `!`, postfix
    /// operators and trailing closures.
    mutating func parsePostfix(_ what: String) -> Expr? {
        let start = current.start
        guard let primary = parsePrimary(what) else { return nil }
        return parsePostfixSuffixes(primary, start: start)
    }

    /// The member accesses, calls, subscripts, `?`, `!`, postfix operators, trailing closures and
    /// postfix `#if`s after `primary` (which starts at `start`).
    mutating func parsePostfixSuffixes(_ primary: Expr, start: Int) -> Expr? {
        var expr = primary
        var hasOptionalChain = false
        // A key path and the calls and subscripts after it never take a trailing closure (`\A.b {`).
        var isKeyPath = false
        if case .keyPath = expr.kind { isKeyPath = true }
        loop: while true {
            let token = current
            switch token.kind {
            case .period, .prefixPeriod:
                // `.member` on a following line continues the chain (`Text("a")\n    .bold()`).
                advance()
                if token.kind == .period, !token.spaceBefore, current.spaceBefore {
                    // `p.` then a line break or a space: swiftc wants the member right after the dot.
                    let message = current.atLineStart ? "expected member name following '.'" : "extraneous whitespace after '.' is not permitted"
                    report(ParseMessages.general("memberAfterDot", message), at: token.span)
                    return nil
                }
                expr = parseMemberSuffix(base: expr, start: start)
            case .leftParen where !token.atLineStart:
                guard enter() else { return nil }
                advance()
                let arguments = parseArgumentList(closing: .rightParen, what: "expression list")
                let trailing = isKeyPath ? [] : parseTrailingClosures()
                leave()
                expr = Expr(.call(CallExpr(callee: expr, arguments: arguments, hasParentheses: true, trailingClosures: trailing)), span: span(from: start))
            case .leftSquare where !token.atLineStart:
                guard enter() else { return nil }
                advance()
                let arguments = parseArgumentList(closing: .rightSquare, what: "expression list")
                let trailing = isKeyPath ? [] : parseTrailingClosures()
                leave()
                expr = Expr(.subscript(SubscriptExpr(base: expr, arguments: arguments, trailingClosures: trailing)), span: span(from: start))
            case .leftBrace where isTrailingClosureStart():
                // Literals, collections and tuples never take a trailing closure.
                if isKeyPath { break loop }
                switch expr.kind {
                case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral, .nilLiteral, .regexLiteral,
                     .arrayLiteral, .dictionaryLiteral, .tuple:
                    break loop
                default: break
                }
                let trailing = parseTrailingClosures()
                if trailing.isEmpty { break loop }
                expr = Expr(.call(CallExpr(callee: expr, arguments: [], hasParentheses: false, trailingClosures: trailing)), span: span(from: start))
            case .postfixQuestion:
                advance()
                hasOptionalChain = true
                expr = Expr(.bindOptional(expr), span: span(from: start))
            case .exclaimPostfix:
                advance()
                expr = Expr(.forceUnwrap(expr), span: span(from: start))
            case .binaryOperator where !token.spaceBefore && startsWithLess() && canParseGenericArguments(),
                 .postfixOperator where startsWithLess() && canParseGenericArguments():
                // `A<Int>(…)`, `A< >.self`, `A<>()`: generic arguments, when they parse as such.
                let arguments = parseGenericArguments()
                expr = Expr(.specialize(expr, genericArguments: arguments), span: span(from: start))
            case .postfixOperator:
                advance()
                expr = Expr(.postfixOperator(text(token), expr), span: span(from: start))
            case .poundDirective where isPostfixIfConfig():
                // `#if` inside a modifier chain (`.padding() #if os(iOS) .bold() #endif`, SE-0308).
                let clauses = parseIfConfig { parser -> [Expr] in parser.parsePostfixIfConfigMembers() }
                expr = Expr(.postfixIfConfig(expr, clauses), span: span(from: start))
            default:
                break loop
            }
        }
        if hasOptionalChain { expr = Expr(.optionalChain(expr), span: expr.span) }
        return expr
    }

    /// A `#if` starting a line whose first clause's body starts with `.member`: a postfix `#if`
    /// continuing the chain before it (SE-0308), not a statement.
    func isPostfixIfConfig() -> Bool {
        guard spells(current, "#if"), current.atLineStart else { return false }
        var ahead = 1
        while peek(ahead).kind != .endOfFile, !peek(ahead).atLineStart { ahead += 1 }
        let first = peek(ahead)
        return first.kind == .period || first.kind == .prefixPeriod
    }

    /// The members of one postfix `#if` clause (`.padding().bold()`, possibly a nested postfix
    /// `#if`) applied to `postfixIfConfigBase`; none when the clause is empty.
    mutating func parsePostfixIfConfigMembers() -> [Expr] {
        guard at(.period) || at(.prefixPeriod) || isPostfixIfConfig() else { return [] }
        let start = current.start
        let base = Expr(.postfixIfConfigBase, span: SourceSpan(start: start, end: start))
        guard let chain = parsePostfixSuffixes(base, start: start) else { return [] }
        return [chain]
    }

    /// After `.`: a member name, `init`, `self`, a tuple index, or a compound name `f(x:y:)`.
    mutating func parseMemberSuffix(base: Expr?, start: Int) -> Expr {
        let token = current
        switch token.kind {
        case .identifier:
            advance()
            var member = MemberAccessExpr(base: base, member: identifier(token))
            if at(.binaryOperator), !current.spaceBefore, spells(current, "<"), canParseGenericArguments() {
                member.genericArguments = parseGenericArguments()
            }
            member.argumentLabels = parseCompoundNameLabels()
            return Expr(.memberAccess(member), span: span(from: start))
        case .integerLiteral:
            advance()
            if inCompilationCondition {
                // `swift(>=5.5.1)`: a version, checked when the condition is evaluated.
            } else if let base, case .integerLiteral = base.kind {
                report(ParseMessages.general("numericMember", "expected named member of numeric literal"), at: token.span)
            } else if let base, case .floatLiteral = base.kind {
                report(ParseMessages.general("numericMember", "expected named member of numeric literal"), at: token.span)
            }
            return Expr(.memberAccess(MemberAccessExpr(base: base, member: identifier(token))), span: span(from: start))
        case .floatLiteral:
            // `t.0.1` lexes `0.1` as one number: two tuple indexes.
            advance()
            let spelling = text(token)
            let parts = spelling.split(separator: ".", omittingEmptySubsequences: false)
            if parts.count == 2, parts.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isNumber) }) {
                let firstEnd = token.start + parts[0].utf8.count
                let first = Expr(.memberAccess(MemberAccessExpr(base: base, member: Identifier(String(parts[0]), span: SourceSpan(start: token.start, end: firstEnd)))),
                                 span: SourceSpan(start: start, end: firstEnd))
                return Expr(.memberAccess(MemberAccessExpr(base: first, member: Identifier(String(parts[1]), span: SourceSpan(start: firstEnd + 1, end: token.end)))),
                            span: span(from: start))
            }
            expectedBad("member name following '.'")
            return Expr(.missing, span: span(from: start))
        case .dollarIdentifier:
            advance()
            return Expr(.memberAccess(MemberAccessExpr(base: base, member: identifier(token))), span: span(from: start))
        default:
            expectedBad("member name following '.'")
            return Expr(base?.kind ?? .missing, span: span(from: start))
        }
    }

    /// `(x:y:)` right after a name, when it is a compound name rather than a call.
    mutating func parseCompoundNameLabels() -> [String]? {
        guard at(.leftParen), !current.atLineStart else { return nil }
        var index = position + 1
        var labels: [String] = []
        while true {
            let token = tokenAt(index)
            if token.kind == .rightParen { break }
            guard isArgumentLabel(token), tokenAt(index + 1).kind == .colon else { return nil }
            labels.append(text(token))
            index += 2
        }
        guard !labels.isEmpty else { return nil }
        position = index + 1
        return labels
    }

    /// `(` already consumed: `label: value, value, …` up to `closing`.
    mutating func parseArgumentList(closing: TokenKind, what: String) -> [Argument] {
        var arguments: [Argument] = []
        let savedCondition = inCondition
        inCondition = false
        defer { inCondition = savedCondition }
        while !at(closing) {
            let start = current.start
            var label: Identifier?
            if isArgumentLabel(current), peek().kind == .colon {
                label = identifier(advance())
                advance()
            }
            let value: Expr
            if let op = operatorReference() {
                value = op
            } else if label != nil, at(.comma) || at(closing) {
                expected("expression", "in list of expressions")
                value = Expr(.missing, span: .empty(at: current.start))
            } else {
                value = parseExpression("expression in list of expressions")
            }
            arguments.append(Argument(label: label, value: value, span: span(from: start)))
            if value.kind.isMissing { skipUntil(closing); break }
            if consume(.comma) != nil { continue }
            if !at(closing) {
                expected(closing == .rightParen ? "',' separator" : "',' separator")
                skipUntil(closing)
                break
            }
        }
        if consume(closing) == nil {
            if !hasErrors { expected(closing == .rightParen ? "')'" : "']'", "in \(what)") }
        }
        return arguments
    }

    /// A bare operator passed as a value (`reduce(0, +)`), followed by `,` or the closing bracket.
    mutating func operatorReference() -> Expr? {
        let token = current
        switch token.kind {
        case .binaryOperator, .prefixOperator, .postfixOperator, .exclaimPostfix, .prefixAmpersand:
            // (`?` alone is not an operator: `f(?)` is swiftc's "expected expression".)
            let next = peek()
            guard next.kind == .comma || next.kind == .rightParen || next.kind == .rightSquare else { return nil }
            advance()
            return Expr(.operatorReference(text(token)), span: token.span)
        default:
            return nil
        }
    }

    /// Skips (balanced) to the closing token without consuming it.
    mutating func skipUntil(_ closing: TokenKind) {
        while !at(closing) && !at(.endOfFile) {
            switch current.kind {
            case .leftParen, .leftBrace, .leftSquare: skipBalanced()
            case .rightBrace, .rightParen, .rightSquare: return
            default: advance()
            }
        }
    }

    /// Any word may be an argument label except `inout`, `var` and `let`.
    func isArgumentLabel(_ token: Token) -> Bool {
        guard token.kind == .identifier else { return false }
        if token.isBackticked { return true }
        switch token.keyword {
        case .inout?, .var?, .let?: return false
        default: return true
        }
    }

    // MARK: - Trailing closures

    /// Whether the `{` at the current token begins a trailing closure, by swiftc's rules: not
    /// when it starts `willSet`/`didSet` observers or a `switch` body (`{ case`); always in a
    /// normal expression; in a condition only when the closure is on one line with what follows
    /// and is followed by something that continues the expression (`{`, `where`, `,`, `.`, `(`, …).
    func isTrailingClosureStart() -> Bool {
        guard at(.leftBrace) else { return false }
        let next = peek()
        if next.kind == .identifier, next.keyword == .didSet || next.keyword == .willSet, !next.isBackticked { return false }
        if next.kind == .atSign, looksLikeAccessorAfterAttributes() { return false }
        if isKeyword(next, .case) { return false }
        guard inCondition else { return true }
        if next.atLineStart { return false }
        guard let close = matchingBrace(from: position) else { return false }
        let after = tokenAt(close + 1)
        switch after.kind {
        case .leftBrace, .comma: return true
        case .identifier where isKeyword(after, .where): return true
        case .identifier where isKeyword(after, .is) || isKeyword(after, .as): return !after.atLineStart
        case .leftSquare, .leftParen, .period, .prefixPeriod, .postfixQuestion, .infixQuestion, .exclaimPostfix, .colon,
             .equal, .postfixOperator, .binaryOperator:
            return !after.atLineStart
        default: return false
        }
    }

    func looksLikeAccessorAfterAttributes() -> Bool {
        var index = position + 1
        while tokenAt(index).kind == .atSign {
            index += 2
            if tokenAt(index).kind == .leftParen {
                var depth = 0
                repeat {
                    if tokenAt(index).kind == .leftParen { depth += 1 }
                    if tokenAt(index).kind == .rightParen { depth -= 1 }
                    if tokenAt(index).kind == .endOfFile { return false }
                    index += 1
                } while depth > 0
            }
        }
        let token = tokenAt(index)
        return token.kind == .identifier && (token.keyword == .didSet || token.keyword == .willSet)
    }

    /// Index of the `}` matching the `{` at `index`.
    func matchingBrace(from index: Int) -> Int? {
        var depth = 0
        var index = index
        while index < tokens.count {
            switch tokenAt(index).kind {
            case .leftBrace: depth += 1
            case .rightBrace:
                depth -= 1
                if depth == 0 { return index }
            case .endOfFile: return nil
            default: break
            }
            index += 1
        }
        return nil
    }

    /// The first trailing closure and any `label: { … }` ones after it.
    mutating func parseTrailingClosures() -> [TrailingClosure] {
        guard isTrailingClosureStart() else { return [] }
        var closures: [TrailingClosure] = []
        let start = current.start
        guard let first = parseClosure() else { return [] }
        closures.append(TrailingClosure(label: nil, closure: first, span: span(from: start)))
        while isArgumentLabel(current) || isKeyword(current, .underscore), peek().kind == .colon, peek(2).kind == .leftBrace {
            let labelStart = current.start
            let label = identifier(advance())
            advance()
            guard let closure = parseClosure() else { break }
            closures.append(TrailingClosure(label: label, closure: closure, span: span(from: labelStart)))
        }
        return closures
    }
}

extension ExprKind {
    var isMissing: Bool { if case .missing = self { true } else { false } }
}
