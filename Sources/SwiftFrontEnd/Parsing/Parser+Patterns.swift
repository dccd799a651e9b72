/// Patterns: binding patterns of `let`/`var`/`for`, and matching patterns of `case`/`catch`.
extension Parser {
    /// A binding pattern: `x`, `_`, `(a, b)`, `(a, _)` (for `let`, `var`, `for … in`). Outside
    /// any `let`/`var` (`for (a, var b) in …`) an element may be marked `var`.
    mutating func parseBindingPattern(allowsNestedVar: Bool = false) -> Pattern {
        let token = current
        let start = token.start
        switch token.kind {
        case .identifier where isKeyword(token, .underscore):
            advance()
            return Pattern(.wildcard, span: token.span)
        case .identifier where token.isIdentifier || token.isBackticked:
            advance()
            return Pattern(.identifier(identifier(token)), span: token.span)
        case .dollarIdentifier where text(token).count > 1 && !(text(token).dropFirst().first?.isNumber ?? true):
            // `if let $selection = Binding($optional)`: swiftc's parser takes a `$`-prefixed name
            // here as it does a closure parameter's (SE-0293 projected-value names).
            advance()
            return Pattern(.identifier(identifier(token)), span: token.span)
        case .dollarIdentifier:
            // `$0` names no binding: swiftc reads it as an anonymous closure argument.
            report(ParseMessages.general("anonymousArgumentOutsideClosure", "anonymous closure argument not contained in a closure"),
                   at: token.span)
            advance()
            return Pattern(.wildcard, span: token.span)
        case .leftParen:
            guard enter() else { return Pattern(.wildcard, span: .empty(at: start)) }
            defer { leave() }
            advance()
            var elements: [TuplePatternElement] = []
            while !at(.rightParen) {
                let elementStart = current.start
                var label: Identifier?
                if isArgumentLabel(current), peek().kind == .colon {
                    label = identifier(advance())
                    advance()
                }
                let inner = parseBindingPattern(allowsNestedVar: allowsNestedVar)
                elements.append(TuplePatternElement(label: label, pattern: inner, span: span(from: elementStart)))
                if hasErrors && inner.span.length == 0 { skipUntil(.rightParen); break }
                if consume(.comma) != nil { continue }
                if !at(.rightParen) {
                    expectedBad("',' separator")
                    skipUntil(.rightParen)
                    break
                }
            }
            if consume(.rightParen) == nil, !hasErrors { expected("')'", "at end of tuple pattern") }
            return Pattern(.tuple(elements), span: span(from: start))
        case .identifier where allowsNestedVar && isKeyword(token, .var):
            advance()
            let inner = parseBindingPattern()
            return Pattern(.binding(.var, inner), span: span(from: start))
        case .identifier where allowsNestedVar && isKeyword(token, .let):
            report(ParseMessages.general("nestedLet", "'let' pattern cannot appear nested in an already immutable context"), at: token.span)
            advance()
            return parseBindingPattern()
        case .identifier where isKeyword(token, .let) || isKeyword(token, .var):
            report(ParseMessages.general("nestedBinding", "'\(text(token))' cannot appear nested inside another 'var' or 'let' pattern"), at: token.span)
            advance()
            return parseBindingPattern()
        default:
            expectedBad("pattern")
            return Pattern(.wildcard, span: .empty(at: start))
        }
    }

    /// A matching pattern of `case`, `catch`, `if case`, `for case`: parsed as an expression in
    /// which `let`/`var`/`_`/`is T` may appear, then converted.
    mutating func parseMatchingPattern() -> Pattern {
        let start = current.start
        let savedPattern = inPattern
        let savedBinding = inBindingPattern
        inPattern = true
        defer {
            inPattern = savedPattern
            inBindingPattern = savedBinding
        }
        if at(.let) || at(.var) {
            let keyword = advance()
            inBindingPattern = true
            let inner = parseMatchingPatternBody()
            return Pattern(.binding(keyword.keyword == .let ? .let : .var, inner), span: span(from: start))
        }
        if at(.is) {
            advance()
            let type = parseType()
            return Pattern(.isType(type), span: span(from: start))
        }
        return parseMatchingPatternBody()
    }

    mutating func parseMatchingPatternBody() -> Pattern {
        let expression = parseExpression("pattern")
        return patternFromExpression(expression, binding: inBindingPattern)
    }

    /// Converts an expression parsed in pattern position into a pattern.
    func patternFromExpression(_ expr: Expr, binding: Bool) -> Pattern {
        switch expr.kind {
        case .discard:
            return Pattern(.wildcard, span: expr.span)
        case .unresolvedPattern(let pattern):
            return pattern
        case .identifier(let name) where binding:
            return Pattern(.identifier(name), span: expr.span)
        case .parenthesized(let inner):
            let element = patternFromExpression(inner, binding: binding)
            return Pattern(.tuple([TuplePatternElement(label: nil, pattern: element, span: inner.span)]), span: expr.span)
        case .tuple(let elements):
            return Pattern(.tuple(elements.map {
                TuplePatternElement(label: $0.label, pattern: patternFromExpression($0.value, binding: binding), span: $0.value.span)
            }), span: expr.span)
        case .call(let call) where call.trailingClosures.isEmpty:
            if case .memberAccess(let member) = call.callee.kind {
                let parent = member.base.flatMap(typeFromExpression)
                if member.base == nil || parent != nil {
                    let arguments = call.arguments.map {
                        TuplePatternElement(label: $0.label, pattern: patternFromExpression($0.value, binding: binding), span: $0.span)
                    }
                    return Pattern(.enumCase(parent: parent, name: member.member, arguments: arguments), span: expr.span)
                }
            }
            return Pattern(.expression(expr), span: expr.span)
        case .memberAccess(let member) where member.base == nil:
            return Pattern(.enumCase(parent: nil, name: member.member, arguments: nil), span: expr.span)
        case .optionalChain(let inner):
            if case .bindOptional(let wrapped) = inner.kind {
                return Pattern(.optional(patternFromExpression(wrapped, binding: binding)), span: expr.span)
            }
            return Pattern(.expression(expr), span: expr.span)
        case .cast(let inner, .coerce, let type):
            return Pattern(.cast(patternFromExpression(inner, binding: binding), type), span: expr.span)
        case .sequence(let sequence):
            if case .cast(let inner, .coerce, let type) = sequence.folded.kind {
                return Pattern(.cast(patternFromExpression(inner, binding: binding), type), span: expr.span)
            }
            return Pattern(.expression(expr), span: expr.span)
        default:
            return Pattern(.expression(expr), span: expr.span)
        }
    }

    /// A type written as an expression (`Foo`, `Foo.Bar`, `Foo<Int>`), when it could be one.
    func typeFromExpression(_ expr: Expr) -> TypeSyntax? {
        switch expr.kind {
        case .identifier(let name):
            return TypeSyntax(.identifier(name, genericArguments: []), span: expr.span)
        case .specialize(let base, let arguments):
            if case .identifier(let name) = base.kind {
                return TypeSyntax(.identifier(name, genericArguments: arguments), span: expr.span)
            }
            return nil
        case .memberAccess(let member):
            guard let base = member.base, let baseType = typeFromExpression(base) else { return nil }
            return TypeSyntax(.member(base: baseType, name: member.member, genericArguments: member.genericArguments), span: expr.span)
        default:
            return nil
        }
    }
}
