/// Closure expressions: `{ [captures] (params) async throws -> T in statements }`.
extension Parser {
    mutating func parseClosure() -> ClosureExpr? {
        let start = current.start
        guard enter() else { return nil }
        defer { leave() }
        advance() // {
        let savedCondition = inCondition
        let savedPattern = inPattern
        let savedBodyContext = bodyContext
        let savedParameterNames = closureParameterNames
        inCondition = false
        inPattern = false
        defer {
            inCondition = savedCondition
            inPattern = savedPattern
            bodyContext = savedBodyContext
            closureParameterNames = savedParameterNames
        }
        var closure = ClosureExpr(parameters: nil, statements: [], span: .empty(at: start))
        if let signatureEnd = closureSignatureEnd() {
            // The capture list and signature belong to the enclosing context.
            parseClosureSignature(into: &closure, inIndex: signatureEnd)
        }
        bodyContext = .closure
        switch closure.parameters {
        case nil: closureParameterNames = nil
        case let .names(names)?: closureParameterNames = names.map(\.name)
        case let .list(parameters)?: closureParameterNames = parameters.map { ($0.secondName ?? $0.firstName)?.name ?? "_" }
        }
        closure.statements = parseStatements(until: .rightBrace)
        if consume(.rightBrace) == nil, !hasErrors {
            expected("'}'", "at end of closure")
        }
        closure.span = span(from: start)
        return closure
    }

    /// `$0`, `$1`, …: swiftc's parser allows them only directly in the body of a closure that
    /// declares no parameters of its own.
    mutating func checkAnonymousClosureArgument(_ token: Token) {
        let digits = bytes[(token.start + 1)..<token.end]
        guard !digits.isEmpty, digits.allSatisfy({ $0 >= UInt8(ascii: "0") && $0 <= UInt8(ascii: "9") }) else { return }
        if bodyContext != .closure {
            report(ParseMessages.general("anonymousArgumentOutsideClosure", "anonymous closure argument not contained in a closure"), at: token.span)
        } else if let names = closureParameterNames {
            var message = "anonymous closure arguments cannot be used inside a closure that has explicit arguments"
            if let index = Int(String(decoding: digits, as: UTF8.self)), index < names.count, names[index] != "_" {
                message += "; did you mean '\(names[index])'?"
            }
            report(ParseMessages.general("anonymousArgumentWithParameters", message), at: token.span)
        }
    }

    /// If the closure has a signature (`… in`), the index of its `in` token.
    func closureSignatureEnd() -> Int? {
        var index = position
        // Attributes: `@MainActor`, `@Sendable`, alone before `in` or before the rest.
        let attributesStart = index
        while tokenAt(index).kind == .atSign {
            index += 2
            // `@Sendable (x: Int) in`: a parenthesis after a space is the parameter list.
            if tokenAt(index).kind == .leftParen, !tokenAt(index).spaceBefore, let close = matchingParen(from: index) { index = close + 1 }
        }
        if index > attributesStart, isKeyword(tokenAt(index), .in) { return index }
        if tokenAt(index).kind == .leftSquare {
            guard let close = matchingSquare(from: index) else { return nil }
            index = close + 1
            if isKeyword(tokenAt(index), .in) { return index }
        }
        if tokenAt(index).kind == .leftParen {
            guard let close = matchingParen(from: index) else { return nil }
            index = close + 1
        } else {
            // `a, b in` or `_ in`
            var sawName = false
            // `$value in`: a property wrapper's projection as the parameter name.
            while tokenAt(index).kind == .dollarIdentifier || tokenAt(index).kind == .identifier && (tokenAt(index).keyword == nil || !tokenAt(index).keyword!.isReserved || tokenAt(index).keyword == .underscore || tokenAt(index).isBackticked) {
                sawName = true
                index += 1
                if tokenAt(index).kind == .comma { index += 1 } else { break }
            }
            if !sawName { return nil }
        }
        // effects and result type
        var guardCount = 0
        while guardCount < 10000 {
            guardCount += 1
            let token = tokenAt(index)
            if isKeyword(token, .in) { return index }
            if token.kind == .identifier, token.keyword == .async || token.keyword == .throws || token.keyword == .rethrows || spells(token, "reasync") {
                index += 1
                if token.keyword == .throws, tokenAt(index).kind == .leftParen, let close = matchingParen(from: index) { index = close + 1 }
                continue
            }
            if token.kind == .arrow {
                index += 1
                // Skip a type: anything up to `in` at bracket depth 0, without crossing `{`/`}`.
                var depth = 0
                while true {
                    let t = tokenAt(index)
                    switch t.kind {
                    case .leftParen, .leftSquare: depth += 1
                    case .rightParen, .rightSquare: depth -= 1; if depth < 0 { return nil }
                    case .leftBrace, .rightBrace, .endOfFile, .semicolon: return nil
                    default:
                        if depth == 0, isKeyword(t, .in) { return index }
                    }
                    index += 1
                }
            }
            return nil
        }
        return nil
    }

    func matchingParen(from index: Int) -> Int? { matching(from: index, open: .leftParen, close: .rightParen) }
    func matchingSquare(from index: Int) -> Int? { matching(from: index, open: .leftSquare, close: .rightSquare) }

    func matching(from index: Int, open: TokenKind, close: TokenKind) -> Int? {
        var depth = 0
        var index = index
        while index < tokens.count {
            let kind = tokenAt(index).kind
            if kind == open { depth += 1 }
            else if kind == close {
                depth -= 1
                if depth == 0 { return index }
            } else if kind == .endOfFile || kind == .leftBrace || kind == .rightBrace { return nil }
            index += 1
        }
        return nil
    }

    mutating func parseClosureSignature(into closure: inout ClosureExpr, inIndex: Int) {
        closure.attributes = parseAttributes()
        if at(.leftSquare) {
            advance()
            while !at(.rightSquare) && !at(.endOfFile) {
                let start = current.start
                var specifier: String?
                if at(.weak) || at(.unowned) {
                    specifier = text(advance())
                    if at(.leftParen), !current.spaceBefore {
                        advance()
                        if at(.identifier) { specifier! += "(\(text(advance())))" }
                        _ = expect(.rightParen, "')'", "after 'unowned' specifier")
                    }
                }
                // `[$isOn]` captures a property wrapper's projected value: `$isOn` is an
                // identifier (TSPL, Lexical Structure: "Identifiers" and Expressions: "Capture Lists").
                guard at(.identifier) || at(.dollarIdentifier) else {
                    expected("identifier", "in closure capture list")
                    position = inIndex
                    break
                }
                let name = identifier(advance())
                var initializer: Expr?
                if consume(.equal) != nil { initializer = parseExpression() }
                closure.captures.append(CaptureItem(specifier: specifier, name: name, initializer: initializer, span: span(from: start)))
                if consume(.comma) != nil { continue }
                if !at(.rightSquare) {
                    expectedBad("',' separator")
                    position = inIndex
                    break
                }
            }
            _ = consume(.rightSquare)
        }
        if at(.leftParen) {
            advance()
            closure.parameters = .list(parseParameterList(kind: .closure))
        } else if !isKeyword(current, .in) {
            var names: [Identifier] = []
            while at(.identifier) || at(.dollarIdentifier) {
                names.append(identifier(advance()))
                if consume(.comma) == nil { break }
            }
            closure.parameters = .names(names)
        }
        closure.effects = parseEffects()
        if consume(.arrow) != nil { closure.returnType = parseType() }
        if !at(.in) {
            if !hasErrors { expected("'in'", "after closure signature") }
            position = inIndex
        }
        advance()
    }
}
