/// Primary expressions: literals, names, `self`/`super`, implicit members, tuples, collection
/// literals, closures, key paths, macro expansions, and `if`/`switch` expressions.
extension Parser {
    mutating func parsePrimary(_ what: String) -> Expr? {
        let token = current
        switch token.kind {
        case .integerLiteral:
            advance()
            return Expr(.integerLiteral(text(token)), span: token.span)
        case .floatLiteral:
            advance()
            return Expr(.floatLiteral(text(token)), span: token.span)
        case .stringLiteral:
            advance()
            return Expr(.stringLiteral(parseStringLiteral(token)), span: token.span)
        case .regexLiteral:
            advance()
            return Expr(.regexLiteral(text(token)), span: token.span)
        case .dollarIdentifier:
            advance()
            checkAnonymousClosureArgument(token)
            return Expr(.identifier(identifier(token)), span: token.span)
        case .identifier where isKeyword(token, .any) && peek().kind == .identifier && !peek().atLineStart && startsType(peek()):
            // `(any Error).self`, `[any View]()`: an existential type written as a value. Before
            // a reserved word (`any as? Double`, `any is Int`) `any` is a name: a reserved word
            // starts no type, and swiftc compiles a parameter named `any` cast so.
            let type = parseType()
            return Expr(.type(type), span: type.span)
        case .identifier:
            return parseNamePrimary(what)
        case .prefixPeriod, .period:
            // An implicit member (`.red`); `.period` is `.member` right after something that
            // binds to the left, e.g. `f(x:.a)` lexed as `:` then `.`.
            advance()
            if at(.integerLiteral), current.start == token.end {
                // `.14`, also `3->.14`: as after any operator, a leading-dot number is swiftc's error.
                let digits = text(current)
                report(ParseMessages.general("leadingDotFloat", "'.\(digits)' is not a valid floating point literal; it must be written '0.\(digits)'"), at: token.span)
                advance()
                return Expr(.floatLiteral("0." + digits), span: span(from: token.start))
            }
            if at(.identifier) || at(.integerLiteral) {
                return parseMemberSuffix(base: nil, start: token.start)
            }
            expected("identifier after '.' expression")
            return nil
        case .leftParen:
            return parseTupleExpression()
        case .leftSquare where collectionOfFunctionTypeIsCalled():
            // `[String: (Controller) -> Void]()`, `[(Screen) -> Void]()`: an array or dictionary
            // type of function types, written as a value to make an empty one.
            let type = parseType()
            return Expr(.type(type), span: type.span)
        case .leftSquare:
            return parseCollectionLiteral()
        case .leftBrace:
            guard let closure = parseClosure() else { return nil }
            return Expr(.closure(closure), span: closure.span)
        case .backslash:
            return parseKeyPath()
        case .poundIdentifier where !isPoundDiagnostic(current):
            return parseMacroExpansionExpression()
        case .atSign where attributesPrecedeType():
            // `(@convention(c) () -> Void).self`: an attributed type written as a value. (An
            // attribute before a closure literal is not an expression: `{ @MainActor in … }`.)
            let type = parseType()
            if type.kind.isMissing { return nil }
            return Expr(.type(type), span: type.span)
        case .atSign:
            expectedOperand(what)
            return nil
        default:
            expectedOperand(what)
            return nil
        }
    }

    mutating func parseNamePrimary(_ what: String) -> Expr? {
        let token = current
        if token.isBackticked || token.keyword == nil || !(token.keyword!.isReserved) {
            advance()
            if at(.colonColon) { return parseModuleSelected(module: token) }
            if let labels = parseCompoundNameLabels() {
                // `f(x:y:)`: a reference to a function by its full name.
                let name = text(token) + "(" + labels.map { $0 + ":" }.joined() + ")"
                return Expr(.identifier(Identifier(name, span: span(from: token.start))), span: span(from: token.start))
            }
            return Expr(.identifier(identifier(token)), span: token.span)
        }
        switch token.keyword! {
        case .true, .false:
            advance()
            return Expr(.booleanLiteral(token.keyword == .true), span: token.span)
        case .nil:
            advance()
            return Expr(.nilLiteral, span: token.span)
        case .self:
            advance()
            return Expr(.selfExpr, span: token.span)
        case .super:
            advance()
            return Expr(.superExpr, span: token.span)
        case .Self, .Any:
            advance()
            return Expr(.identifier(identifier(token)), span: token.span)
        case .underscore:
            advance()
            return Expr(.discard, span: token.span)
        case .`init`:
            // A bare `init(…)` in expression position names an initializer (swiftc parses
            // `var a: Int =` followed by `init(x: 1) { … }` on the next line as one expression).
            advance()
            return Expr(.identifier(identifier(token)), span: token.span)
        case .if:
            guard enter() else { return nil }
            defer { leave() }
            guard let statement = parseIf() else { return nil }
            return Expr(.ifExpr(statement), span: statement.span)
        case .switch:
            guard enter() else { return nil }
            defer { leave() }
            guard let statement = parseSwitch() else { return nil }
            return Expr(.switchExpr(statement), span: statement.span)
        case .let where inPattern, .var where inPattern:
            advance()
            let kind: BindingKind = token.keyword == .let ? .let : .var
            let saved = inBindingPattern
            inBindingPattern = true
            let inner = parseUnary("pattern")
            inBindingPattern = saved
            guard let inner else { return nil }
            let pattern = patternFromExpression(inner, binding: true)
            return Expr(.unresolvedPattern(Pattern(.binding(kind, pattern), span: span(from: token.start))), span: span(from: token.start))
        case .is where inPattern:
            advance()
            let type = parseType()
            return Expr(.unresolvedPattern(Pattern(.isType(type), span: span(from: token.start))), span: span(from: token.start))
        default:
            expectedOperand(what)
            return nil
        }
    }

    /// `Module::name`: a name looked up in one module (kept as the name `Module::name`).
    mutating func parseModuleSelected(module: Token) -> Expr? {
        advance() // ::
        guard at(.identifier) || at(.dollarIdentifier) else {
            expected("identifier after module selector")
            return nil
        }
        let name = advance()
        let spelling = text(module) + "::" + text(name)
        return Expr(.identifier(Identifier(spelling, span: module.span.union(name.span))), span: module.span.union(name.span))
    }

    /// `(…)`: parenthesised expression, tuple, or `()`.
    mutating func parseTupleExpression() -> Expr? {
        let start = current.start
        guard enter() else { return nil }
        defer { leave() }
        advance()
        let arguments = parseArgumentList(closing: .rightParen, what: "expression list")
        if arguments.count == 1, arguments[0].label == nil {
            return Expr(.parenthesized(arguments[0].value), span: span(from: start))
        }
        return Expr(.tuple(arguments.map { TupleElement(label: $0.label, value: $0.value) }), span: span(from: start))
    }

    /// `[a, b]`, `[k: v]`, `[:]`, `[]`.
    mutating func parseCollectionLiteral() -> Expr? {
        let start = current.start
        guard enter() else { return nil }
        defer { leave() }
        advance()
        let savedCondition = inCondition
        inCondition = false
        defer { inCondition = savedCondition }
        if at(.colon), peek().kind == .rightSquare {
            advance()
            advance()
            return Expr(.dictionaryLiteral([]), span: span(from: start))
        }
        var elements: [Expr] = []
        var pairs: [DictionaryElement] = []
        var isDictionary: Bool?
        while !at(.rightSquare) {
            let key = parseExpression("expression in container literal")
            if key.kind.isMissing { skipUntil(.rightSquare); break }
            if isDictionary == nil { isDictionary = at(.colon) }
            if isDictionary == true {
                guard consume(.colon) != nil else {
                    expected("':'", "in dictionary literal")
                    skipUntil(.rightSquare)
                    break
                }
                let value = parseExpression("value in dictionary literal")
                if value.kind.isMissing { skipUntil(.rightSquare); break }
                pairs.append(DictionaryElement(key: key, value: value))
            } else {
                elements.append(key)
            }
            if consume(.comma) != nil { continue }
            if !at(.rightSquare) {
                expectedBad("',' separator")
                skipUntil(.rightSquare)
                break
            }
        }
        if consume(.rightSquare) == nil, !hasErrors {
            expected("']'", "in container literal")
        }
        if isDictionary == true { return Expr(.dictionaryLiteral(pairs), span: span(from: start)) }
        return Expr(.arrayLiteral(elements), span: span(from: start))
    }

    /// `\Root.a.b`, `\.self`, `\.[0]`, `\.a?.b!`
    mutating func parseKeyPath() -> Expr? {
        let start = current.start
        advance()
        var root: TypeSyntax?
        if at(.identifier) && (!(current.keyword?.isReserved ?? false) || current.isBackticked || at(.Self) || at(.Any) || at(.self))
            || at(.dollarIdentifier) || at(.leftSquare) || at(.leftParen) {
            if !at(.leftSquare) || true {
                root = parseKeyPathRoot()
            }
        }
        var components: [KeyPathComponent] = []
        while true {
            let token = current
            if (token.kind == .period || token.kind == .prefixPeriod) {
                advance()
                let name = current
                if name.atLineStart {
                    report(ParseMessages.general("memberAfterDot", "expected member name following '.'"), at: token.span)
                    return nil
                }
                if name.kind == .identifier || name.kind == .integerLiteral || name.kind == .dollarIdentifier {
                    advance()
                    components.append(KeyPathComponent(.property(identifier(name)), span: span(from: token.start)))
                } else if name.kind == .leftSquare {
                    continue
                } else {
                    expectedBad("member name following '.'")
                    return nil
                }
            } else if token.kind == .leftSquare, !token.atLineStart, !components.isEmpty || root == nil || true {
                guard enter() else { return nil }
                advance()
                let arguments = parseArgumentList(closing: .rightSquare, what: "expression list")
                leave()
                components.append(KeyPathComponent(.subscript(arguments), span: span(from: token.start)))
            } else if token.kind == .binaryOperator || token.kind == .prefixOperator || token.kind == .postfixOperator,
                      !token.spaceBefore, case let spelled = text(token), spelled.count > 1, spelled.hasPrefix("."),
                      spelled.allSatisfy({ $0 == "." || $0 == "?" || $0 == "!" }),
                      !spelled.hasSuffix(".") || (peek().kind == .identifier || peek().kind == .integerLiteral) && peek().start == token.end {
                // `\..self`, `\.?.name`, `\.!`: swiftc reads a dot-led operator in a key path as its
                // dots and `?`/`!` markers.
                advance()
                for marker in spelled.dropLast(spelled.hasSuffix(".") ? 1 : 0) where marker != "." {
                    components.append(KeyPathComponent(marker == "?" ? .optionalChain : .forceUnwrap, span: token.span))
                }
                if spelled.hasSuffix(".") {
                    let name = advance()
                    components.append(KeyPathComponent(.property(identifier(name)), span: span(from: token.start)))
                }
            } else if root != nil, token.kind == .binaryOperator || token.kind == .prefixOperator || token.kind == .postfixOperator,
                      bytes[token.start] == UInt8(ascii: ".") {
                // `\A.b ... c`, `\A.b ..< c`: after a rooted key path swiftc takes a dot-led operator
                // (spaced or not) as part of the path; what follows must then separate.
                advance()
                break
            } else if token.kind == .postfixQuestion {
                advance()
                components.append(KeyPathComponent(.optionalChain, span: token.span))
            } else if token.kind == .exclaimPostfix {
                advance()
                components.append(KeyPathComponent(.forceUnwrap, span: token.span))
            } else {
                break
            }
        }
        if root == nil && components.isEmpty {
            expected("expression path in Swift key path")
            return nil
        }
        return Expr(.keyPath(KeyPathExpr(root: root, components: components)), span: span(from: start))
    }

    /// The root type of a key path: a name with generic arguments and nested names (not the
    /// components, which start at the first lowercase-looking member after the type).
    mutating func parseKeyPathRoot() -> TypeSyntax? {
        if at(.leftSquare) || at(.leftParen) {
            return parseTypeSimple()
        }
        let start = current.start
        let name = advance()
        var args: [TypeSyntax] = []
        if at(.binaryOperator) || at(.prefixOperator), spells(current, "<"), !current.spaceBefore, canParseGenericArguments() {
            args = parseGenericArguments()
        }
        var type = TypeSyntax(.identifier(identifier(name), genericArguments: args), span: span(from: start))
        while at(.postfixQuestion) || at(.exclaimPostfix) {
            let marker = advance()
            type = TypeSyntax(marker.kind == .postfixQuestion ? .optional(type) : .implicitlyUnwrappedOptional(type), span: span(from: start))
        }
        return type
    }

    /// At `@`: whether attributes (`@convention(c)`, `@Sendable`) are followed by a type.
    func attributesPrecedeType() -> Bool {
        var index = position
        while tokenAt(index).kind == .atSign, tokenAt(index + 1).kind == .identifier {
            index += 2
            if tokenAt(index).kind == .leftParen, !tokenAt(index).spaceBefore {
                guard let close = matchingParen(from: index) else { return false }
                index = close + 1
            }
        }
        return index > position && startsType(tokenAt(index))
    }

    /// `#name<T>(args) { trailing }` in expression position.
    mutating func parseMacroExpansionExpression() -> Expr? {
        let start = current.start
        guard let expansion = parseMacroExpansion() else { return nil }
        return Expr(.macroExpansion(expansion), span: span(from: start))
    }

    mutating func parseMacroExpansion() -> MacroExpansion? {
        let token = advance()
        var nameText = String(decoding: bytes[(token.start + 1)..<token.end], as: UTF8.self)
        var nameSpan = SourceSpan(start: token.start + 1, end: token.end)
        if nameText.isEmpty, at(.identifier), current.isBackticked, current.start == token.end {
            // ``#`expect`(…)``: a backticked macro name.
            let name = advance()
            nameText = text(name)
            nameSpan = name.span
        } else if nameText.isEmpty {
            report(ParseMessages.general("expectedMacroName", "expected a macro identifier"), at: token.span)
            return nil
        }
        if nameText == "available" || nameText == "unavailable" {
            report(ParseMessages.general("availabilityOutsideCondition", "\(text(token)) may only be used as condition of an 'if', 'guard' or 'while' statement"), at: token.span)
            return nil
        }
        let name = Identifier(nameText, span: nameSpan)
        if isPoundDiagnostic(token) { return parsePoundDiagnostic(token, name: name) }
        var generics: [TypeSyntax] = []
        if (at(.binaryOperator) || at(.prefixOperator)), spells(current, "<"), !current.spaceBefore {
            generics = parseGenericArguments()
        }
        var arguments: [Argument] = []
        var hasParentheses = false
        if nameText == "selector", at(.leftParen), peek().kind == .rightParen {
            report(ParseMessages.general("emptySelector", "expected expression naming a method within '#selector(...)'"), at: peek().span)
            return nil
        }
        if at(.leftParen), !current.atLineStart {
            guard enter() else { return nil }
            advance()
            hasParentheses = true
            arguments = parseArgumentList(closing: .rightParen, what: "expression list")
            leave()
        }
        let trailing = parseTrailingClosures()
        return MacroExpansion(name: name, genericArguments: generics, arguments: arguments, hasParentheses: hasParentheses,
                              trailingClosures: trailing)
    }

    /// At `[`: whether the brackets hold a function type (an `->` inside them) and are called
    /// right after `]` (`[Key: (Value) -> Void]()`). A collection literal is never called, and an
    /// arrow cannot appear in one outside a closure, so these brackets spell a type (The Swift
    /// Programming Language, "Types": array and dictionary types; "Function Type"), which
    /// `(Value)`, a parenthesised name, would otherwise be read as a value of.
    func collectionOfFunctionTypeIsCalled() -> Bool {
        guard let close = matchingSquare(from: position) else { return false }
        let after = tokenAt(close + 1)
        guard after.kind == .leftParen, !after.spaceBefore else { return false }
        return (position + 1..<close).contains { tokenAt($0).kind == .arrow }
    }
}
