/// Functions, initializers, subscripts and parameter lists.
extension Parser {
    enum ParameterListKind {
        case function
        case closure
        case enumCase
    }

    mutating func parseFunction() -> DeclKind {
        advance() // func
        let token = current
        let name: Identifier
        if token.kind == .identifier, token.isIdentifier || token.isBackticked {
            name = identifier(advance())
        } else if let operatorName = splitOperatorNameFromGenericParameters() {
            name = operatorName
        } else if token.kind.isOperator || token.kind == .exclaimPostfix || token.kind == .postfixQuestion
                    || token.kind == .prefixAmpersand || token.kind == .infixQuestion || token.kind == .equal
                    || token.kind == .period || token.kind == .prefixPeriod {
            // Operator functions (`static func + (…)`, `func <(…)`); a `<` right after the
            // name is the operator itself.
            name = identifier(advance())
            if token.kind == .binaryOperator, spells(token, "<"), at(.leftParen) { }
        } else {
            expected("identifier", "in function declaration")
            return .missing
        }
        let generics = (current.kind.isOperator && bytes[current.start] == UInt8(ascii: "<")) ? parseGenericParameters() : []
        guard at(.leftParen) else {
            if !hasErrors { expectedBad("'('", "in argument list of function declaration") }
            return .missing
        }
        advance()
        let parameters = parseParameterList(kind: .function)
        if hasErrors { return .missing }
        let effects = parseEffects()
        var result: TypeSyntax?
        if consume(.arrow) != nil {
            if at(.async) || at(.throws) || at(.rethrows) {
                // `-> async Int`: effects belong before the arrow.
                report(ParseMessages.general("effectAfterArrow", "'\(text(current))' may only occur before '->'"), at: current.span)
                advance()
            }
            result = parseType()
            if result!.kind.isMissing { return .missing }
        }
        let requirements = parseWhereClause()
        var body: CodeBlock?
        if at(.leftBrace) { body = parseDeclarationBody("in body of function declaration") }
        return .function(FunctionDecl(name: name, genericParameters: generics, parameters: parameters, effects: effects,
                                      returnType: result, whereClause: requirements, body: body))
    }

    /// `func ??<T>(…)`, `static func ==<T: Equatable>(…)`: the lexer reads `??<` as one operator, as
    /// swiftc's does. In a function's name an operator that ends in `<` and is followed by an
    /// identifier is the name without its `<`, and the `<` opens the generic parameters (swiftc's
    /// `parseDeclFunc`, lib/Parse/ParseDecl.cpp: "split the '<' off as a separate token. This
    /// allows things like 'func ==<T>(x:T, y:T) {}'"). Returns nil, consuming nothing, otherwise.
    mutating func splitOperatorNameFromGenericParameters() -> Identifier? {
        let token = current
        guard token.kind.isOperator, token.end - token.start > 1, bytes[token.end - 1] == UInt8(ascii: "<"),
              peek().kind == .identifier else { return nil }
        var name = token
        name.end = token.end - 1
        var less = token
        less.start = token.end - 1
        less.kind = .binaryOperator
        less.spaceBefore = false
        less.atLineStart = false
        splitLog.append((position, token))
        tokens[position] = less
        lastSplit = (position, less.start)
        return identifier(name)
    }

    mutating func parseInitializer() -> DeclKind {
        advance() // init
        var optionality = InitializerOptionality.none
        if at(.postfixQuestion) { advance(); optionality = .optional }
        else if at(.exclaimPostfix) { advance(); optionality = .implicitlyUnwrapped }
        else if current.kind.isOperator, !current.spaceBefore, bytes[current.start] == UInt8(ascii: "?") || bytes[current.start] == UInt8(ascii: "!") {
            // `init?<T>(…)`: the lexer read `?<` as one operator.
            optionality = bytes[current.start] == UInt8(ascii: "?") ? .optional : .implicitlyUnwrapped
            consumeFirstCharacter()
        }
        let generics = startsWithLess() ? parseGenericParameters() : []
        guard at(.leftParen) else {
            if !hasErrors { expectedBad("'('", "for initializer parameters") }
            return .missing
        }
        advance()
        let parameters = parseParameterList(kind: .function)
        if hasErrors { return .missing }
        let effects = parseEffects()
        let requirements = parseWhereClause()
        var body: CodeBlock?
        if at(.leftBrace) { body = parseDeclarationBody("in initializer") }
        return .initializer(InitializerDecl(optionality: optionality, genericParameters: generics, parameters: parameters,
                                            effects: effects, whereClause: requirements, body: body))
    }

    mutating func parseSubscript() -> DeclKind {
        advance() // subscript
        let generics = (current.kind.isOperator && bytes[current.start] == UInt8(ascii: "<")) ? parseGenericParameters() : []
        guard at(.leftParen) else {
            if !hasErrors { expectedBad("'('", "for subscript parameters") }
            return .missing
        }
        advance()
        let parameters = parseParameterList(kind: .function)
        if hasErrors { return .missing }
        guard consume(.arrow) != nil else {
            expectedBad("'->'", "for subscript element type")
            return .missing
        }
        let result = parseType()
        if result.kind.isMissing { return .missing }
        let requirements = parseWhereClause()
        var accessors: AccessorBlock?
        if at(.leftBrace) { accessors = parseAccessorBlock() }
        return .subscript(SubscriptDecl(genericParameters: generics, parameters: parameters, returnType: result,
                                        whereClause: requirements, accessors: accessors))
    }

    /// Parameters up to and including `)` (the `(` is consumed).
    mutating func parseParameterList(kind: ParameterListKind) -> [Parameter] {
        guard enter() else { return [] }
        defer { leave() }
        var parameters: [Parameter] = []
        let savedCondition = inCondition
        inCondition = false
        defer { inCondition = savedCondition }
        while !at(.rightParen) {
            let start = current.start
            let errorsBefore = diagnostics.count
            let attributes = parseAttributes()
            if diagnostics.count > errorsBefore { return parameters }
            var first: Identifier?
            var second: Identifier?
            var type: TypeSyntax?
            let isName = { (token: Token) in
                token.kind == .identifier && (token.keyword != .inout || token.isBackticked)
                    && (token.keyword != .var || token.isBackticked) && (token.keyword != .let || token.isBackticked)
            }
            switch kind {
            case .enumCase:
                if isName(current), peek().kind == .colon {
                    first = identifier(advance())
                    advance()
                } else if isName(current), peek().kind == .identifier, peek(2).kind == .colon {
                    // `case a(x y: Int)`: only `_` may come before an associated value's name.
                    if !isKeyword(current, .underscore) {
                        report(ParseMessages.general("enumCaseKeywordArguments", "enum case cannot have keyword arguments"), at: current.span)
                    }
                    first = identifier(advance())
                    second = identifier(advance())
                    advance()
                }
                type = parseType()
            case .function, .closure:
                if isName(current) || (kind == .closure && at(.underscore)) {
                    let firstToken = current
                    first = identifier(advance())
                    if isName(current), !at(.colon) {
                        if kind == .closure, !isKeyword(firstToken, .underscore) {
                            report(ParseMessages.general("closureKeywordArguments", "closure cannot have keyword arguments"), at: firstToken.span)
                        }
                        second = identifier(advance())
                    }
                } else {
                    if at(.var) || at(.let) || at(.inout) {
                        report(ParseMessages.general("bindingInParameter", "'\(text(current))' as a parameter attribute is not allowed"), at: current.span)
                    } else {
                        expectedBad("parameter name followed by ':'")
                    }
                    return parameters
                }
                if consume(.colon) != nil {
                    type = parseType()
                } else if kind == .function {
                    expectedBad("':'", "following argument label and parameter name")
                    return parameters
                }
            }
            if diagnostics.count > errorsBefore { return parameters }
            var isVariadic = false
            if case .variadic(let element)? = type?.kind {
                type = element
                isVariadic = true
            }
            var defaultValue: Expr?
            if consume(.equal) != nil {
                let savedBodyContext = bodyContext
                bodyContext = .declaration
                defaultValue = parseExpression("default argument value")
                bodyContext = savedBodyContext
                if diagnostics.count > errorsBefore { return parameters }
            }
            parameters.append(Parameter(firstName: first, secondName: second, type: type, isVariadic: isVariadic,
                                        defaultValue: defaultValue, attributes: attributes, span: span(from: start)))
            if consume(.comma) != nil { continue }
            if !at(.rightParen) {
                expectedBad("',' separator")
                return parameters
            }
        }
        advance() // )
        return parameters
    }
}
