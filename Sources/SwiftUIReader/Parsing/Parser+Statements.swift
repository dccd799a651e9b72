import Diagnostics

extension Parser {
    /// Statements up to (not including) the `}` that closes the current block.
    mutating func parseStatements() -> [Statement] {
        var statements: [Statement] = []
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            error(.unsupportedExpression("code nested more than \(Self.maximumDepth) levels deep"), at: range(of: current))
            skipNestedBlock()
            return []
        }
        while !atEnd, !current.isPunctuation("}") {
            let before = index
            if consume(";") { continue }
            if let statement = parseStatement() {
                statements.append(statement)
                // Two statements on one line need a `;` between them, as in Swift.
                if !atEnd, !current.followsNewline, !current.isPunctuation("}"), !current.isPunctuation(";") {
                    error(.expected("';'", context: "between consecutive statements on a line"), at: range(of: current))
                    skipToNextStatement()
                }
            } else {
                skipToNextStatement()
            }
            if index == before, !atEnd, !current.isPunctuation("}") { advance() }
        }
        return statements
    }

    /// Skips to the `}` that closes the current block (not consuming it), iteratively.
    mutating func skipNestedBlock() {
        var open = 0
        while !atEnd {
            if current.isPunctuation("{") { open += 1 }
            if current.isPunctuation("}") {
                if open == 0 { return }
                open -= 1
            }
            advance()
        }
    }

    mutating func parseStatement() -> Statement? {
        let token = current
        if token.isKeyword("let") || token.isKeyword("var") {
            advance()
            guard current.kind == .identifier else {
                error(.expected("a name", context: "after '\(token.text)'"), at: range(of: current))
                return nil
            }
            let name = advance().text
            if consume(":") { _ = parseTypeText() }
            guard consume("=") else {
                error(.expected("'='", context: "and an initial value for '\(name)'"), at: range(of: current))
                return nil
            }
            let value = parseExpression()
            return .local(name: name, value: value, range: range(from: token.start))
        }
        if token.isKeyword("if") { return parseIf() }
        if token.isKeyword("return") {
            advance()
            if atEnd || current.followsNewline || current.isPunctuation("}") {
                return .returnStatement(nil, range: range(from: token.start))
            }
            return .returnStatement(parseExpression(), range: range(from: token.start))
        }
        if token.kind == .identifier, ["switch", "for", "while", "guard", "repeat", "do", "defer"].contains(token.text) {
            error(.unsupportedExpression("'\(token.text)' statement"), at: range(of: token))
            advance()
            while !atEnd, !current.isPunctuation("{"), !current.followsNewline { advance() }
            if current.isPunctuation("{") { skipBalanced() }
            return nil
        }
        let expression = parseExpression()
        if case .error = expression.kind { return nil }
        return .expression(expression)
    }

    /// `if condition { … } else if … { … } else { … }`.
    mutating func parseIf() -> Statement? {
        depth += 1
        defer { depth -= 1 }
        if depth > Self.maximumDepth {
            error(.unsupportedExpression("code nested more than \(Self.maximumDepth) levels deep"), at: range(of: current))
            skipToNextStatement()
            return nil
        }
        let keyword = advance()
        let condition = parseExpression(allowsTrailingClosure: false)
        guard current.isPunctuation("{") else {
            error(.expected("'{'", context: "after 'if' condition"), at: range(of: current))
            return nil
        }
        let open = advance()
        let thenBody = parseStatements()
        expectClosing("}", opener: open, context: "at end of 'if' body")
        var elseBody: [Statement]?
        if consumeKeyword("else") {
            if current.isKeyword("if") {
                elseBody = parseIf().map { [$0] } ?? []
            } else if current.isPunctuation("{") {
                let elseOpen = advance()
                elseBody = parseStatements()
                expectClosing("}", opener: elseOpen, context: "at end of 'else' body")
            } else {
                error(.expected("'{' or 'if'", context: "after 'else'"), at: range(of: current))
            }
        }
        return .ifStatement(condition: condition, thenBody: thenBody, elseBody: elseBody, range: range(from: keyword.start))
    }
}
