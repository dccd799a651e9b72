import Diagnostics

extension Parser {
    /// Binary operator precedence, as in the Swift standard library's precedence groups.
    static func precedence(of spelling: String) -> Int? {
        switch spelling {
        case "*", "/", "%", "&*", "&": return 150
        case "+", "-", "&+", "&-", "|", "^": return 140
        case "..<", "...": return 135
        case "??": return 131
        case "==", "!=", "<", ">", "<=", ">=", "===", "!==", "~=": return 130
        case "&&": return 120
        case "||": return 110
        default: return nil
        }
    }

    /// Whether the current operator token is used as an infix operator: Swift decides by the
    /// whitespace around it (both sides or neither).
    var currentIsInfixOperator: Bool {
        current.kind == .operator && current.hasSpaceBefore == current.hasSpaceAfter
    }

    mutating func parseExpression(allowsTrailingClosure: Bool = true) -> Expr {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            let token = current
            error(.unsupportedExpression("an expression nested more than \(Self.maximumDepth) levels deep"), at: range(of: token))
            skipToNextStatement()
            return Expr(.error, range: range(of: token))
        }
        let condition = parseBinary(minimumPrecedence: 0, allowsTrailingClosure: allowsTrailingClosure)
        // Ternary: `c ? a : b` (the `?` has whitespace on both sides).
        if current.isPunctuation("?"), current.hasSpaceBefore {
            advance()
            let thenValue = parseExpression(allowsTrailingClosure: allowsTrailingClosure)
            guard consume(":") else {
                error(.expected("':'", context: "after '? …' in ternary expression"), at: range(of: current))
                return Expr(.error, range: range(from: condition.range.start))
            }
            let elseValue = parseExpression(allowsTrailingClosure: allowsTrailingClosure)
            return Expr(.ternary(condition, thenValue, elseValue), range: condition.range.union(elseValue.range))
        }
        return condition
    }

    /// Each operator or postfix step makes the tree one level deeper; together with nesting it is
    /// bounded by `maximumDepth`, so lowering (which recurses over the tree) stays shallow.
    mutating func deepen(_ token: Token) -> Bool {
        depth += 1
        guard depth <= Self.maximumDepth else {
            error(.unsupportedExpression("an expression more than \(Self.maximumDepth) levels deep"), at: range(of: token))
            skipToNextStatement()
            return false
        }
        return true
    }

    mutating func parseBinary(minimumPrecedence: Int, allowsTrailingClosure: Bool) -> Expr {
        let savedDepth = depth
        defer { depth = savedDepth }
        var lhs = parsePrefix(allowsTrailingClosure: allowsTrailingClosure)
        while true {
            if current.isKeyword("as"), !current.followsNewline {
                advance()
                if current.kind == .operator || current.isPunctuation("?") { advance() }
                _ = parseTypeText()
                continue
            }
            // `2...`: a one-sided range (postfix `...`, no space before it).
            if current.isOperator("..."), !current.hasSpaceBefore, current.hasSpaceAfter || peek(1).isPunctuation(")")
                || peek(1).isPunctuation(",") || peek(1).isPunctuation("]") {
                let op = advance()
                let unbounded = Expr(.float(.infinity, text: "inf"), range: range(of: op))
                lhs = Expr(.binary("...", lhs, unbounded), range: SourceRange(file: file, start: lhs.range.start, end: op.end))
                continue
            }
            guard currentIsInfixOperator, let precedence = Self.precedence(of: current.text),
                  precedence >= minimumPrecedence else { break }
            guard deepen(current) else { return Expr(.error, range: lhs.range) }
            let op = advance().text
            let rhs = parseBinary(minimumPrecedence: precedence + 1, allowsTrailingClosure: allowsTrailingClosure)
            lhs = Expr(.binary(op, lhs, rhs), range: lhs.range.union(rhs.range))
        }
        return lhs
    }

    mutating func parsePrefix(allowsTrailingClosure: Bool) -> Expr {
        // `...4`, `..<4`: one-sided ranges without a lower bound.
        if current.kind == .operator, !current.hasSpaceAfter, current.text == "..." || current.text == "..<" {
            let op = advance()
            let operand = parsePrefix(allowsTrailingClosure: allowsTrailingClosure)
            let unbounded = Expr(.float(-.infinity, text: "-inf"), range: range(of: op))
            return Expr(.binary(op.text, unbounded, operand), range: SourceRange(file: file, start: op.start, end: operand.range.end))
        }
        if current.kind == .operator, !current.hasSpaceAfter, ["-", "+", "!", "~"].contains(current.text) {
            let op = advance()
            let operand = parsePrefix(allowsTrailingClosure: allowsTrailingClosure)
            let range = SourceRange(file: file, start: op.start, end: operand.range.end)
            if op.text == "-" {
                switch operand.kind {
                case .integer(let value, let text): return Expr(.integer(-value, text: "-" + text), range: range)
                case .float(let value, let text): return Expr(.float(-value, text: "-" + text), range: range)
                default: break
                }
            }
            if op.text == "+" { return Expr(operand.kind, range: range) }
            return Expr(.prefix(op.text, operand), range: range)
        }
        let primary = parsePrimary()
        return parsePostfix(primary, allowsTrailingClosure: allowsTrailingClosure)
    }

    // MARK: - Postfix: members, calls, subscripts, trailing closures

    mutating func parsePostfix(_ base: Expr, allowsTrailingClosure: Bool) -> Expr {
        var expression = base
        if case .error = base.kind { return base }
        let savedDepth = depth
        defer { depth = savedDepth }
        while !atEnd {
            let token = current
            let continues = token.isPunctuation(".") || ((token.isPunctuation("(") || token.isPunctuation("[")
                || (token.isPunctuation("{") && allowsTrailingClosure)) && !token.followsNewline)
            if continues, !deepen(token) { return Expr(.error, range: expression.range) }
            if token.isPunctuation(".") {
                let name = peek(1)
                guard name.kind == .identifier || name.kind == .integer else {
                    advance()
                    error(.expected("a member name", context: "after '.'"), at: range(of: current))
                    return Expr(.error, range: range(from: expression.range.start))
                }
                advance()
                advance()
                expression = Expr(.member(expression, name: name.text, nameRange: range(of: name)),
                                  range: range(from: expression.range.start))
            } else if token.isPunctuation("("), !token.followsNewline {
                let arguments = parseArgumentList()
                expression = Expr(.call(expression, arguments), range: range(from: expression.range.start))
            } else if token.isPunctuation("["), !token.followsNewline {
                let open = advance()
                let arguments = parseArguments(closer: "]", opener: open)
                expression = Expr(.subscripted(expression, arguments), range: range(from: expression.range.start))
            } else if token.isPunctuation("{"), !token.followsNewline, allowsTrailingClosure {
                expression = appendingTrailingClosures(to: expression)
            } else if token.kind == .operator, !token.hasSpaceBefore, token.text == "!" || token.text == "?" {
                advance()   // force unwrap / optional chaining: no effect on layout values
            } else if token.isPunctuation("?"), !token.hasSpaceBefore {
                advance()
            } else {
                break
            }
        }
        return expression
    }

    /// `f { … }` and `f { … } label: { … }`: closures become trailing arguments of a call.
    mutating func appendingTrailingClosures(to callee: Expr) -> Expr {
        var base = callee
        var arguments: [Argument] = []
        if case .call(let innerCallee, let existing) = callee.kind {
            base = innerCallee
            arguments = existing
        }
        let first = parseClosure()
        arguments.append(Argument(label: nil, labelRange: nil, value: first, isTrailing: true))
        while current.kind == .identifier, !current.followsNewline, peek(1).isPunctuation(":"), peek(2).isPunctuation("{") {
            let label = advance()
            advance()
            let closure = parseClosure()
            arguments.append(Argument(label: label.text, labelRange: range(of: label), value: closure, isTrailing: true))
        }
        return Expr(.call(base, arguments), range: range(from: callee.range.start))
    }

    /// `( … )` after a callee: labelled or unlabelled arguments.
    mutating func parseArgumentList() -> [Argument] {
        let open = advance()
        return parseArguments(closer: ")", opener: open)
    }

    /// Arguments up to `closer`, which is consumed (or reported missing with a note at `opener`).
    mutating func parseArguments(closer: String, opener: Token) -> [Argument] {
        var arguments: [Argument] = []
        while !atEnd, !current.isPunctuation(closer) {
            let before = index
            if current.isPunctuation("}") || current.isPunctuation(closer == ")" ? "]" : ")") { break }
            var label: String?
            var labelRange: SourceRange?
            if current.kind == .identifier, peek(1).isPunctuation(":") {
                let labelToken = advance()
                advance()
                label = labelToken.text
                labelRange = range(of: labelToken)
            }
            let value = parseExpression()
            arguments.append(Argument(label: label, labelRange: labelRange, value: value))
            if case .error = value.kind { skipWithinList(closer: closer) }
            if consume(",") { continue }
            if current.isPunctuation(closer) || atEnd { break }
            if current.followsNewline || current.isPunctuation("}") { break }
            error(.expected("',' separator", context: "between arguments"), at: range(of: current))
            if index == before { advance() }
        }
        expectClosing(closer, opener: opener, context: closer == ")" ? "in argument list" : "in subscript")
        return arguments
    }

    mutating func skipWithinList(closer: String) {
        var depth = 0
        while !atEnd {
            if depth == 0, current.isPunctuation(",") || current.isPunctuation(closer) || current.isPunctuation("}") { return }
            if current.isPunctuation("(") || current.isPunctuation("[") || current.isPunctuation("{") { depth += 1 }
            if current.isPunctuation(")") || current.isPunctuation("]") || current.isPunctuation("}") { depth -= 1 }
            advance()
        }
    }
}
