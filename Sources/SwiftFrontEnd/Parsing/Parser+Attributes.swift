/// Attributes (`@State`, `@available(iOS 17, *)`) and declaration modifiers.
extension Parser {
    mutating func parseAttributes() -> [Attribute] {
        var attributes: [Attribute] = []
        while at(.atSign) || at(.poundDirective) && spells(current, "#if") && ifConfigContainsOnlyAttributes() {
            if at(.poundDirective) {
                attributes += parseAttributeIfConfig()
                continue
            }
            let start = current.start
            advance()
            guard at(.identifier), current.isIdentifier || current.isBackticked || current.keyword == .Self || current.keyword == .rethrows else {
                expected("an attribute name")
                return attributes
            }
            var nameToken = advance()
            var name = identifier(nameToken)
            if isKeyword(nameToken, .some) || isKeyword(nameToken, .any), at(.identifier), !current.atLineStart, !startsType(current) {
                expected("type")
                return attributes
            }
            if isKeyword(nameToken, .some) || isKeyword(nameToken, .any), at(.identifier), !current.atLineStart {
                // A custom attribute's name is read as a type, so `@some View` is the attribute
                // `some View` (and the type it was meant to mark is missing, as swiftc finds).
                nameToken = advance()
                name = Identifier(name.name + " " + text(nameToken), span: name.span.union(nameToken.span))
            }
            while at(.period), peek().kind == .identifier {
                advance()
                nameToken = advance()
                name = Identifier(name.name + "." + text(nameToken), span: name.span.union(nameToken.span))
            }
            var generics: [TypeSyntax] = []
            if atOperator("<"), !current.spaceBefore { generics = parseGenericArguments() }
            // A custom attribute's name is a type: `@FocusState<Field?>.Binding` names a member type
            // of the specialised one (swiftc -parse accepts it).
            while !generics.isEmpty, at(.period), !current.spaceBefore, peek().kind == .identifier {
                advance()
                nameToken = advance()
                name = Identifier(name.name + "." + text(nameToken), span: name.span.union(nameToken.span))
            }
            var arguments: AttributeArguments?
            // `@escaping(Int) -> Void`: a parenthesis after an attribute that takes no arguments
            // begins the type it marks. A parenthesis on the attribute's line is its arguments even
            // after a space, as swiftc reads `@available (iOS 14, *)` (with a warning); one on the
            // next line is not (swiftc -parse: "expected '(' in 'available' attribute").
            if at(.leftParen), !current.atLineStart, !Self.argumentlessAttributes.contains(name.name),
               !parenthesesBeginFunctionType() {
                if current.spaceBefore { warn(ParseMessages.attributeWhitespace(), at: current.span) }
                arguments = parseAttributeArguments(name: name.name)
            }
            attributes.append(Attribute(name: name, genericArguments: generics, arguments: arguments, span: span(from: start)))
        }
        return attributes
    }

    /// At `(` right after an attribute's name: whether the parentheses are a function type's
    /// parameters rather than the attribute's arguments — `->`, `async`, `throws` or `rethrows`
    /// follows them, which never follows an argument list (`@MainActor([Item]) -> Void` is a
    /// main-actor function type; swiftc -parse accepts it).
    func parenthesesBeginFunctionType() -> Bool {
        guard let close = matchingParen(from: position) else { return false }
        let next = tokenAt(close + 1)
        return next.kind == .arrow || isKeyword(next, .async) || isKeyword(next, .throws) || isKeyword(next, .rethrows)
    }

    /// Type attributes that never take arguments.
    static let argumentlessAttributes: Set<String> = ["escaping", "autoclosure", "Sendable", "noescape", "unchecked"]

    /// Attributes whose arguments are not expressions: kept as a balanced token span.
    static let tokenArgumentAttributes: Set<String> = [
        "available", "_silgen_name", "_cdecl", "objc", "_specialize", "_effects", "_implements", "backDeployed",
        "_backDeploy", "_originallyDefinedIn", "differentiable", "derivative", "transpose", "_alignment",
        "_semantics", "inline", "_inline", "exclusivity", "_documentation", "_spi", "_spi_available",
        "_dynamicReplacement", "_projectedValueProperty", "_private", "_typeEraser", "freestanding",
        "attached", "_expose", "_section", "_used", "storageRestrictions", "abi", "_optimize", "convention",
        "_nonSendable", "preconcurrency", "_unavailableFromAsync", "isolated", "lifetime", "_lifetime",
        "_extern", "_swift_native_objc_runtime_base", "_objcImplementation", "_objcRuntimeName",
        "_staticInitializeObjCMetadata", "_restatedObjCConformance", "retroactive", "execution", "nonexhaustive",
        "specialized",
    ]

    mutating func parseAttributeArguments(name: String) -> AttributeArguments? {
        let open = current
        if Self.tokenArgumentAttributes.contains(name) {
            if name == "available" { return parseAvailabilityArguments() }
            guard let close = matchingParen(from: position) else {
                advance()
                expected("')'", "in '\(name)' attribute")
                return nil
            }
            position = close + 1
            return .tokens(SourceSpan(start: open.end, end: tokenAt(close).start))
        }
        advance()
        return .arguments(parseArgumentList(closing: .rightParen, what: "'\(name)' attribute"))
    }

    /// `@available(iOS 17, macOS 14, *)`, `@available(*, deprecated, message: "…")`,
    /// `@available(iOS, introduced: 15, renamed: "x")`.
    mutating func parseAvailabilityArguments() -> AttributeArguments? {
        let open = advance()
        var first = true
        // `@available(iOS, deprecated)`: after a bare platform name come options, never `*`.
        var optionsFollow = false
        while !at(.rightParen) {
            if at(.endOfFile) || at(.rightBrace) { break }
            let entryStart = position
            // Each entry: `*`, `platform version`, `platform`, `label: value`, `label`.
            if atOperator("*"), optionsFollow {
                report(ParseMessages.general("availableOption", "expected 'available' option such as 'unavailable', 'introduced', 'deprecated', 'obsoleted', 'message', or 'renamed'"),
                       at: current.span)
                skipUntil(.rightParen)
                _ = consume(.rightParen)
                return nil
            } else if atOperator("*") {
                advance()
                if first { optionsFollow = true }
            } else if at(.identifier) {
                let bareWord = peek().kind == .comma || peek().kind == .rightParen
                if peek().kind == .colon && !Self.availabilityLabels.contains(text(current))
                    || optionsFollow && !first && bareWord && !["unavailable", "deprecated", "noasync"].contains(text(current)) {
                    report(ParseMessages.general("availableOption", "expected 'available' option such as 'unavailable', 'introduced', 'deprecated', 'obsoleted', 'message', or 'renamed'"),
                           at: current.span)
                    skipUntil(.rightParen)
                    _ = consume(.rightParen)
                    return nil
                }
                advance()
                if consume(.colon) != nil {
                    if at(.stringLiteral) || at(.integerLiteral) || at(.floatLiteral) || at(.identifier) {
                        advance()
                        while at(.period) && (peek().kind == .integerLiteral || peek().kind == .floatLiteral) { advance(); advance() }
                    } else {
                        expected("version number", "in '@available' attribute")
                        return nil
                    }
                } else if at(.integerLiteral) || at(.floatLiteral) {
                    advance()
                    while at(.period) && (peek().kind == .integerLiteral || peek().kind == .floatLiteral) { advance(); advance() }
                } else if first {
                    optionsFollow = true
                }
            } else {
                if first { expected("platform name") } else { expected("version number", "in '@available' attribute") }
                skipUntil(.rightParen)
                _ = consume(.rightParen)
                return nil
            }
            first = false
            if position == entryStart { break }
            if consume(.comma) != nil {
                if at(.rightParen) { expected("platform name") ; _ = consume(.rightParen); return nil }
                continue
            }
            if !at(.rightParen) {
                expectedBad("',' separator")
                skipUntil(.rightParen)
                _ = consume(.rightParen)
                return nil
            }
        }
        if first {
            expected("platform name")
        }
        let close = current
        if consume(.rightParen) == nil {
            expected("')'", "in 'available' attribute")
            return nil
        }
        return .tokens(SourceSpan(start: open.end, end: close.start))
    }

    /// The `label:` arguments `@available` takes.
    static let availabilityLabels: Set<String> = ["introduced", "deprecated", "obsoleted", "message", "renamed"]

    /// Modifier keywords that may precede a declaration.
    func isModifier(_ token: Token) -> Bool {
        guard token.kind == .identifier, !token.isBackticked, let keyword = token.keyword else {
            return token.kind == .identifier && !token.isBackticked && (spells(token, "__consuming") || spells(token, "_const")
                || spells(token, "__setter_access") || spells(token, "reasync") && false)
        }
        switch keyword {
        case .static, .class, .private, .fileprivate, .internal, .public, .open, .package, .final, .override, .mutating,
             .nonmutating, .lazy, .weak, .unowned, .dynamic, .optional, .required, .convenience, .indirect, .prefix,
             .postfix, .infix, .nonisolated, .distributed, .consuming, .borrowing, .async,
             .isolated: // `isolated deinit` (SE-0371); contextual, so only before a declaration
            return true
        default:
            return false
        }
    }

    /// Whether the contextual modifier at `index` really is one (a modifier must be followed by
    /// another modifier, an attribute or a declaration keyword, not by `=`, `.`, `(`, …).
    func modifierApplies(at index: Int) -> Bool {
        let token = tokenAt(index)
        guard let keyword = token.keyword, !token.isBackticked else { return true }
        var next = tokenAt(index + 1)
        var nextIndex = index + 1
        if next.kind == .leftParen, !next.atLineStart {
            // `private(set)`, `unowned(unsafe)`, `nonisolated(unsafe)`
            guard tokenAt(index + 2).kind == .identifier, tokenAt(index + 3).kind == .rightParen else {
                return keyword.isReserved
            }
            nextIndex = index + 4
            next = tokenAt(nextIndex)
        }
        if keyword.isReserved && keyword != .class { return true }
        // `async let x = …`: `async` is a modifier only of a local `let`/`var`.
        if keyword == .async { return isKeyword(next, .let) || isKeyword(next, .var) }
        if keyword == .class {
            // `class func`, `class var`, `class override` vs `class Name`.
            return isModifier(next) || next.kind == .atSign || isDeclarationKeyword(next)
        }
        if next.kind == .atSign { return true }
        if next.kind != .identifier { return false }
        return isModifier(next) && modifierApplies(at: nextIndex) || isDeclarationKeyword(next)
    }

    mutating func parseModifiers() -> [Modifier] {
        var modifiers: [Modifier] = []
        while isModifier(current), modifierApplies(at: position) {
            let token = advance()
            var detail: String?
            if at(.leftParen), !current.atLineStart, peek().kind == .identifier, peek(2).kind == .rightParen {
                advance()
                detail = text(advance())
                advance()
            }
            modifiers.append(Modifier(name: text(token), detail: detail, span: span(from: token.start)))
        }
        return modifiers
    }

    func isDeclarationKeyword(_ token: Token) -> Bool {
        guard token.kind == .identifier, !token.isBackticked else { return false }
        if let keyword = token.keyword {
            switch keyword {
            case .import, .struct, .class, .enum, .protocol, .extension, .typealias, .associatedtype, .func, .`init`,
                 .deinit, .subscript, .var, .let, .case, .operator, .precedencegroup, .actor, .macro:
                return true
            default:
                return false
            }
        }
        return false
    }
}
