/// Types: names with generic arguments, optionals, collections, tuples, functions, `some`/`any`,
/// compositions, metatypes, attributes and specifiers.
extension Parser {
    mutating func parseType(_ what: String = "type") -> TypeSyntax {
        let start = current.start
        guard enter() else { return TypeSyntax(.missing, span: .empty(at: start)) }
        defer { leave() }
        var specifiers: [String] = []
        while current.kind == .identifier, !current.isBackticked,
              current.keyword == .inout || current.keyword == .borrowing || current.keyword == .consuming
                || current.keyword == .sending || current.keyword == .isolated || spells(current, "__owned")
                || spells(current, "__shared") || spells(current, "_const"),
              peek().kind != .colon, peek().kind != .comma, peek().kind != .rightParen {
            specifiers.append(text(advance()))
        }
        let attributes = at(.atSign) ? parseAttributes() : []
        var type: TypeSyntax
        if at(.some) || at(.any) || (at(.each) && !peek().atLineStart && peek().kind != .period && !spells(peek(), "<")) {
            let keyword = advance()
            let inner = parseTypeComposition()
            switch keyword.keyword {
            case .some?: type = TypeSyntax(.some(inner), span: span(from: keyword.start))
            case .any?: type = TypeSyntax(.any(inner), span: span(from: keyword.start))
            default: type = TypeSyntax(.packElement(inner), span: span(from: keyword.start))
            }
        } else if at(.repeat) {
            let keyword = advance()
            type = TypeSyntax(.packExpansion(parseType()), span: span(from: keyword.start))
        } else {
            type = parseTypeComposition()
        }
        if type.kind.isMissing { return type }
        if at(.arrow) || at(.async) || at(.throws) || at(.rethrows), case let .tuple(elements) = type.kind,
           let labeled = elements.first(where: { $0.label != nil && $0.secondName == nil && $0.label?.name != "_" }), let label = labeled.label {
            // swiftc checks a parameter list as soon as `->` or an effect follows it.
            report(ParseMessages.general("functionTypeLabels", "function types cannot have argument labels; use '_' before '\(label.name)'"), at: label.span)
        }
        // Function type: `(A, B) async throws -> R`
        // Effects belong to a function type only when `->` follows them (`x as (Int) -> Int` then
        // `async let …` on the next line is a new statement).
        if at(.arrow) || (at(.async) || at(.throws) || at(.rethrows)) && effectsPrecedeArrow(onOneLine: false) {
            let effects = parseEffects()
            guard consume(.arrow) != nil else {
                expected("'->'", "after function type effects")
                return TypeSyntax(.missing, span: span(from: start))
            }
            let result = parseType()
            var parameters: [TupleTypeElement]
            if case .tuple(let elements) = type.kind {
                parameters = elements
            } else {
                report(ParseMessages.general("functionTypeParens", "single argument function types require parentheses"), at: type.span)
                parameters = [TupleTypeElement(label: nil, type: type, span: type.span)]
            }
            type = TypeSyntax(.function(FunctionType(parameters: parameters, effects: effects, result: result)), span: span(from: type.span.start))
        } else if case let .tuple(elements) = type.kind, let doubled = elements.first(where: { $0.secondName != nil }), let label = doubled.label {
            // `(Int count: [Item])` is a tuple type, not a parameter list: one label only.
            report(ParseMessages.general("tupleTwoLabels", "tuple element cannot have two labels"), at: label.span)
        }
        if !specifiers.isEmpty || !attributes.isEmpty {
            type = TypeSyntax(.attributed(specifiers: specifiers, attributes: attributes, type), span: span(from: start))
        }
        // swiftc's parseType reads `T...` wherever a whole type is parsed (annotations, casts,
        // generic arguments), on the same line or the next: `x as? Int ... y` is `x as? Int...`
        // followed by `y`, not a range.
        if atOperator("...") {
            advance()
            type = TypeSyntax(.variadic(type), span: span(from: start))
        }
        return type
    }

    func startsType(_ token: Token) -> Bool {
        switch token.kind {
        case .identifier:
            if token.isBackticked { return true }
            guard let keyword = token.keyword else { return true }
            return !keyword.isReserved || keyword == .Self || keyword == .Any || keyword == .underscore
        case .leftParen, .leftSquare, .atSign: return true
        default: return false
        }
    }

    /// `A & B & C`
    mutating func parseTypeComposition() -> TypeSyntax {
        let start = current.start
        let first = parseTypeSimple()
        guard atOperator("&"), current.kind == .binaryOperator else { return first }
        var members = [first]
        while atOperator("&"), current.kind == .binaryOperator {
            advance()
            let next = parseTypeSimple()
            members.append(next)
            if next.kind.isMissing { break }
        }
        return TypeSyntax(.composition(members), span: span(from: start))
    }

    mutating func parseTypeSimple() -> TypeSyntax {
        let start = current.start
        guard enter() else { return TypeSyntax(.missing, span: .empty(at: start)) }
        defer { leave() }
        var type: TypeSyntax
        let token = current
        switch token.kind {
        case .identifier where startsType(token) || isKeyword(token, .Self):
            advance()
            if isKeyword(token, .underscore) {
                type = TypeSyntax(.placeholder, span: token.span)
            } else {
                var name = identifier(token)
                if at(.colonColon) {
                    advance()
                    guard at(.identifier) else {
                        expected("identifier after module selector")
                        return TypeSyntax(.missing, span: span(from: start))
                    }
                    let member = advance()
                    name = Identifier(name.name + "::" + text(member), span: name.span.union(member.span))
                }
                var arguments: [TypeSyntax] = []
                if startsWithLess() { arguments = parseGenericArguments() }
                type = TypeSyntax(.identifier(name, genericArguments: arguments), span: span(from: start))
            }
        case .leftParen:
            advance()
            var elements: [TupleTypeElement] = []
            while !at(.rightParen) {
                let elementStart = current.start
                var label: Identifier?
                var second: Identifier?
                if (isArgumentLabel(current) || at(.underscore)), peek().kind == .colon {
                    label = identifier(advance())
                    advance()
                } else if (isArgumentLabel(current) || at(.underscore)), peek().kind == .identifier, peek(2).kind == .colon {
                    label = identifier(advance())
                    second = identifier(advance())
                    advance()
                }
                let elementType = parseType()
                if elementType.kind.isMissing { skipUntil(.rightParen); break }
                if consume(.equal) != nil {
                    // Default values are not allowed in tuple/function types; swiftc reports it.
                    report(ParseMessages.general("defaultInType", "default argument not permitted in a tuple type"), at: tokenAt(position - 1).span)
                    _ = parseExpression()
                }
                elements.append(TupleTypeElement(label: label, secondName: second, type: elementType, span: span(from: elementStart)))
                if consume(.comma) != nil { continue }
                if !at(.rightParen) {
                    expectedBad("',' separator")
                    skipUntil(.rightParen)
                    break
                }
            }
            if consume(.rightParen) == nil, !hasErrors { expected("')'", "at end of tuple list") }
            type = TypeSyntax(.tuple(elements), span: span(from: start))
        case .prefixOperator where spells(token, "~"), .binaryOperator where spells(token, "~"):
            advance()
            let suppressed = parseTypeSimple()
            if suppressed.kind.isMissing { return suppressed }
            type = TypeSyntax(.inverse(suppressed), span: span(from: start))
        case .leftSquare:
            advance()
            let element = parseTypeOrValue()
            if at(.identifier), spells(current, "of"), !current.isBackticked {
                advance()
                let elementType = parseType()
                type = TypeSyntax(.inlineArray(count: element, element: elementType), span: span(from: start))
            } else if consume(.colon) != nil {
                let value = parseType()
                type = TypeSyntax(.dictionary(key: element, value: value), span: span(from: start))
            } else {
                type = TypeSyntax(.array(element), span: span(from: start))
            }
            if consume(.rightSquare) == nil {
                if !hasErrors { expectedBad("']'", "in array type") }
                return TypeSyntax(.missing, span: span(from: start))
            }
        default:
            expectedBad("type")
            return TypeSyntax(.missing, span: .empty(at: start))
        }
        // Postfix: `.Name`, `.Type`, `.Protocol`, `?`, `!`
        while true {
            // `A.B`, also `A .B` and `.B` on the next line: swiftc continues the type at any `.`.
            if (at(.period) || at(.prefixPeriod)) && peek().kind == .identifier {
                advance()
                let name = advance()
                if spells(name, "Type") && !name.isBackticked {
                    type = TypeSyntax(.metatype(type, .type), span: span(from: start))
                } else if spells(name, "Protocol") && !name.isBackticked {
                    type = TypeSyntax(.metatype(type, .protocol), span: span(from: start))
                } else {
                    var arguments: [TypeSyntax] = []
                    if startsWithLess() { arguments = parseGenericArguments() }
                    type = TypeSyntax(.member(base: type, name: identifier(name), genericArguments: arguments), span: span(from: start))
                }
            } else if (at(.postfixOperator) || at(.binaryOperator)), !current.spaceBefore,
                      bytes[current.start] == UInt8(ascii: "?") || bytes[current.start] == UInt8(ascii: "!") {
                // `T??`, `T?!`: one operator token that is really several postfix markers.
                let isOptional = bytes[current.start] == UInt8(ascii: "?")
                consumeFirstCharacter()
                type = TypeSyntax(isOptional ? .optional(type) : .implicitlyUnwrappedOptional(type), span: span(from: start))
            } else if at(.postfixQuestion) {
                advance()
                type = TypeSyntax(.optional(type), span: span(from: start))
            } else if at(.exclaimPostfix) {
                advance()
                type = TypeSyntax(.implicitlyUnwrappedOptional(type), span: span(from: start))
            } else {
                break
            }
        }
        return type
    }

    // MARK: - Generic arguments

    /// Consumes the first character of the current operator token (`>` of `>>`, `>?`, `??`):
    /// the token is shortened in place (no insertion into the token array) and the change is
    /// logged so a speculative parse can undo it.
    mutating func consumeFirstCharacter() {
        let token = current
        guard token.end - token.start > 1 else {
            advance()
            return
        }
        var rest = token
        rest.start = token.start + 1
        rest.spaceBefore = false
        rest.atLineStart = false
        // The rest is bound on the left now; its right side is as before.
        let rightBound = token.kind == .prefixOperator || (token.kind == .binaryOperator && !token.spaceBefore)
        let restLength = rest.end - rest.start
        switch bytes[rest.start] {
        case UInt8(ascii: "?") where restLength == 1: rest.kind = .postfixQuestion
        case UInt8(ascii: "!") where restLength == 1: rest.kind = .exclaimPostfix
        case UInt8(ascii: ".") where restLength == 1: rest.kind = .period
        case UInt8(ascii: "=") where restLength == 1: rest.kind = .equal
        default: rest.kind = rightBound ? .binaryOperator : .postfixOperator
        }
        if restLength == 2, bytes[rest.start] == UInt8(ascii: "-"), bytes[rest.start + 1] == UInt8(ascii: ">") { rest.kind = .arrow }
        splitLog.append((position, token))
        tokens[position] = rest
        lastSplit = (position, rest.start)
    }

    /// Whether the `<` here starts generic arguments in an expression (swiftc's
    /// `canParseAsGenericArgumentList`): the arguments parse as types up to `>` and the token after
    /// `>` is one that can follow a generic type.
    mutating func canParseGenericArguments() -> Bool {
        let savedPosition = position
        let savedSplits = splitLog.count
        let savedLastSplit = lastSplit
        let savedDiagnostics = diagnostics.count
        let savedTooDeep = tooDeep
        defer {
            position = savedPosition
            while splitLog.count > savedSplits {
                let (index, original) = splitLog.removeLast()
                tokens[index] = original
            }
            lastSplit = savedLastSplit
            diagnostics.removeLast(diagnostics.count - savedDiagnostics)
            diagnosticPositions.removeLast(diagnosticPositions.count - savedDiagnostics)
            tooDeep = savedTooDeep
        }
        _ = parseGenericArguments()
        // Arguments nested past `maximumDepth`: read them as arguments, so the real parse stops
        // at the same depth with its one error. Answering no would read `<` as an operator and
        // ask again one level deeper, each time down to the limit: 10 000 nested `Optional<`
        // took minutes (issue 30, "Bad input").
        if tooDeep, !savedTooDeep { return true }
        guard diagnostics.count == savedDiagnostics else { return false }
        let next = current
        switch next.kind {
        case .rightParen, .rightSquare, .leftBrace, .rightBrace, .period, .prefixPeriod, .comma, .semicolon, .endOfFile,
             .exclaimPostfix, .postfixQuestion, .colon:
            return true
        case .binaryOperator, .postfixOperator:
            if next.kind == .binaryOperator, next.spaceBefore, spells(next, "&") { return true }
            return spells(next, "?") || spells(next, "!")
        case .leftParen, .leftSquare:
            return !next.atLineStart
        default:
            return false
        }
    }

    /// `<A, B>`; the current token starts with `<`.
    mutating func parseGenericArguments() -> [TypeSyntax] {
        consumeFirstCharacter()
        var arguments: [TypeSyntax] = []
        // `<>` and a trailing comma are accepted (Swift 6.1).
        while !isClosingAngle() {
            let argument = parseTypeOrValue()
            arguments.append(argument)
            if argument.kind.isMissing { return arguments }
            if consume(.comma) != nil { continue }
            break
        }
        if isClosingAngle() {
            consumeFirstCharacter()
        } else {
            expectedBad("'>'", "to complete generic argument list")
        }
        return arguments
    }

    /// The current token is an operator beginning with `<` (`<`, `<>`, `<<`): after a type name
    /// swiftc starts generic arguments at any of them (its `startsWithLess`).
    func startsWithLess() -> Bool {
        current.kind.isOperator && bytes[current.start] == UInt8(ascii: "<")
    }

    /// A generic argument or inline-array count: a type, or an integer (`3`, `-1`) for a value
    /// generic parameter.
    mutating func parseTypeOrValue() -> TypeSyntax {
        let start = current.start
        if at(.integerLiteral) {
            return TypeSyntax(.integerValue(text(advance())), span: span(from: start))
        }
        if current.kind.isOperator, spells(current, "-"), peek().kind == .integerLiteral, !peek().spaceBefore {
            advance()
            return TypeSyntax(.integerValue("-" + text(advance())), span: span(from: start))
        }
        return parseType()
    }

    func isClosingAngle() -> Bool {
        switch current.kind {
        case .binaryOperator, .postfixOperator, .prefixOperator:
            return bytes[current.start] == UInt8(ascii: ">")
        default:
            return false
        }
    }

    // MARK: - Generic parameters and where clauses

    /// `<T: P, each U>` (current token starts with `<`).
    mutating func parseGenericParameters() -> [GenericParameter] {
        guard startsWithLess() else { return [] }
        consumeFirstCharacter()
        var parameters: [GenericParameter] = []
        while true {
            let start = current.start
            let attributes = at(.atSign) ? parseAttributes() : []
            var isPack = false
            if at(.each) && peek().kind == .identifier { advance(); isPack = true }
            // `<let count: Int>`: a value generic parameter (its type follows the colon).
            if at(.let) && peek().kind == .identifier { advance() }
            guard at(.identifier), current.isIdentifier || current.isBackticked else {
                expected("an identifier to name generic parameter")
                return parameters
            }
            let name = identifier(advance())
            var inherited: TypeSyntax?
            if consume(.colon) != nil {
                inherited = parseType()
                if inherited!.kind.isMissing { return parameters }
            }
            parameters.append(GenericParameter(name: name, inheritedType: inherited, isPack: isPack, attributes: attributes, span: span(from: start)))
            if consume(.comma) != nil {
                if isClosingAngle() { break }
                continue
            }
            break
        }
        if at(.where) {
            // `<T where T: P>` (old syntax) is an error in Swift 5+.
            report(ParseMessages.general("whereInGenericParams", "'where' clause next to generic parameters is obsolete"), at: current.span)
            return parameters
        }
        if isClosingAngle() {
            consumeFirstCharacter()
        } else {
            expected("'>'", "to complete generic parameter list")
        }
        return parameters
    }

    /// `where A: P, B == C` (the `where` keyword is current).
    mutating func parseWhereClause() -> [GenericRequirement] {
        guard consume(.where) != nil else { return [] }
        var requirements: [GenericRequirement] = []
        while true {
            let start = current.start
            let first = parseType()
            if first.kind.isMissing { return requirements }
            if consume(.colon) != nil {
                let constraint = parseType()
                if constraint.kind.isMissing { return requirements }
                requirements.append(GenericRequirement(.conformance(first, constraint), span: span(from: start)))
            } else if atOperator("==") {
                advance()
                let other = parseType()
                if other.kind.isMissing { return requirements }
                requirements.append(GenericRequirement(.sameType(first, other), span: span(from: start)))
            } else {
                expectedBad("':' or '==' to indicate a conformance or same-type requirement")
                return requirements
            }
            if consume(.comma) != nil { continue }
            return requirements
        }
    }

    /// `async`, `throws`, `throws(E)`, `rethrows` in any order swiftc accepts.
    mutating func parseEffects() -> EffectSpecifiers {
        var effects = EffectSpecifiers()
        while true {
            if at(.async) || spells(current, "reasync") && current.kind == .identifier {
                if effects.throwing != .none {
                    report(ParseMessages.general("asyncAfterThrows", "'async' must precede 'throws'"), at: current.span)
                }
                advance()
                effects.isAsync = true
            } else if at(.throws) {
                advance()
                effects.throwing = .throws
                if at(.leftParen), !current.atLineStart {
                    advance()
                    effects.thrownType = parseType()
                    _ = expect(.rightParen, "')'", "after thrown type")
                }
            } else if at(.rethrows) {
                advance()
                effects.throwing = .rethrows
            } else {
                return effects
            }
        }
    }
}

extension TokenKind {
    var isOperator: Bool { self == .binaryOperator || self == .prefixOperator || self == .postfixOperator }
}

extension TypeKind {
    var isMissing: Bool { if case .missing = self { true } else { false } }
}
