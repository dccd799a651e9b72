/// Declarations: imports, types, extensions, aliases, variables, enum cases, operators.
extension Parser {
    /// Whether a declaration starts at the current token (an attribute, an applicable modifier, or a
    /// declaration keyword; `actor` and `macro` only when a name follows on the same line).
    func isStartOfDeclaration() -> Bool {
        let token = current
        if token.kind == .atSign { return true }
        guard token.kind == .identifier, !token.isBackticked else { return false }
        if let keyword = token.keyword {
            switch keyword {
            case .actor, .macro:
                let next = peek()
                return next.kind == .identifier && !next.atLineStart && (next.keyword == nil || next.isBackticked)
            case .case:
                return false
            default:
                if isDeclarationKeyword(token) { return true }
            }
        }
        return isModifier(token) && modifierApplies(at: position)
    }

    mutating func parseDeclaration(inType: NominalKind? = nil) -> Decl {
        let start = current.start
        guard enter() else { return Decl(kind: .missing, span: .empty(at: start)) }
        defer { leave() }
        let attributes = parseAttributes()
        let modifiers = parseModifiers()
        let token = current
        var kind: DeclKind = .missing
        func finish() -> Decl { Decl(attributes: attributes, modifiers: modifiers, kind: kind, span: span(from: start)) }
        if token.kind == .poundIdentifier {
            if let expansion = parseMacroExpansion() { kind = .macroExpansion(expansion) }
            return finish()
        }
        if token.kind == .poundDirective, spells(token, "#if") {
            let clauses = parseIfConfig { parser in parser.parseMembers(inType: inType, stopAtDirective: true) }
            kind = .ifConfig(clauses)
            return finish()
        }
        guard token.kind == .identifier, !token.isBackticked, let keyword = token.keyword else {
            expected("declaration")
            return finish()
        }
        if !atFileScope, keyword == .import || keyword == .extension || keyword == .precedencegroup {
            report(ParseMessages.general("fileScopeOnly", "declaration is only valid at file scope"), at: token.span)
        } else if !atFileScope, keyword == .operator {
            report(ParseMessages.general("operatorFileScopeOnly", "'operator' may only be declared at file scope"), at: token.span)
        }
        switch keyword {
        case .import:
            advance()
            var importKind: String?
            if current.kind == .identifier, let word = current.keyword,
               [.typealias, .struct, .class, .enum, .protocol, .var, .let, .func].contains(word), !current.isBackticked {
                importKind = text(advance())
            }
            var path: [Identifier] = []
            repeat {
                guard at(.identifier) || at(.dollarIdentifier), current.isIdentifier || current.isBackticked || current.keyword == .Any || importKind != nil else {
                    expected("identifier", "in import declaration")
                    return finish()
                }
                path.append(identifier(advance()))
            } while consume(.period) != nil
            kind = .import(ImportDecl(importKind: importKind, path: path))
        case .struct, .class, .enum, .protocol, .actor:
            advance()
            let nominalKind: NominalKind = switch keyword {
            case .struct: .struct
            case .class: .class
            case .enum: .enum
            case .protocol: .protocol
            default: .actor
            }
            guard let name = parseDeclName("\(keyword.spelling)") else { return finish() }
            var generics: [GenericParameter] = []
            if nominalKind == .protocol, atOperator("<") {
                // Primary associated types: `protocol P<Element>`.
                generics = parseGenericParameters()
            } else if startsWithLess() {
                generics = parseGenericParameters()
            }
            let inheritance = parseInheritance()
            let requirements = parseWhereClause()
            let bodyStart = current.start
            guard at(.leftBrace) else {
                if !hasErrors { expectedBad("'{'", "in \(keyword.spelling)") }
                return finish()
            }
            let savedExtension = inExtension
            inExtension = false
            let members = parseMemberBlock(inType: nominalKind, what: keyword.spelling)
            inExtension = savedExtension
            kind = .nominalType(NominalTypeDecl(kind: nominalKind, name: name, genericParameters: generics, inheritance: inheritance,
                                                whereClause: requirements, members: members, bodySpan: span(from: bodyStart)))
        case .extension:
            advance()
            let type = parseType()
            if type.kind.isMissing { return finish() }
            let inheritance = parseInheritance()
            let requirements = parseWhereClause()
            guard at(.leftBrace) else {
                if !hasErrors { expectedBad("'{'", "in extension") }
                return finish()
            }
            let savedExtension = inExtension
            inExtension = true
            let members = parseMemberBlock(inType: nil, what: "extension")
            inExtension = savedExtension
            kind = .extension(ExtensionDecl(extendedType: type, inheritance: inheritance, whereClause: requirements, members: members))
        case .typealias:
            advance()
            guard let name = parseDeclName("typealias") else { return finish() }
            let generics = atOperator("<") ? parseGenericParameters() : []
            guard consume(.equal) != nil else {
                expectedBad("'='", "in type alias declaration")
                return finish()
            }
            let type = parseType()
            let requirements = parseWhereClause()
            kind = .typealias(TypeAliasDecl(name: name, genericParameters: generics, type: type, whereClause: requirements))
        case .associatedtype:
            if inType != .protocol {
                report(ParseMessages.general("associatedTypeOutsideProtocol", "associated types can only be defined in a protocol; define a type or introduce a 'typealias' to satisfy an associated type requirement"), at: token.span)
            }
            advance()
            guard let name = parseDeclName("associatedtype") else { return finish() }
            let inheritance = parseInheritance()
            var defaultType: TypeSyntax?
            if consume(.equal) != nil { defaultType = parseType() }
            let requirements = parseWhereClause()
            kind = .associatedType(AssociatedTypeDecl(name: name, inheritance: inheritance, defaultType: defaultType, whereClause: requirements))
        case .func:
            kind = parseFunction()
        case .`init`:
            if inType == nil && !inExtension {
                report(ParseMessages.general("initOutsideType", "initializers may only be declared within a type"), at: token.span)
            }
            kind = parseInitializer()
        case .deinit:
            if inType == nil && !inExtension {
                report(ParseMessages.general("deinitOutsideType", "deinitializers may only be declared within a class, actor, or noncopyable type"), at: token.span)
            }
            advance()
            var body: CodeBlock?
            if at(.leftBrace) { body = parseDeclarationBody("in deinitializer") }
            kind = .deinitializer(DeinitializerDecl(body: body))
        case .subscript:
            if inType == nil && !inExtension {
                report(ParseMessages.general("subscriptOutsideType", "'subscript' functions may only be declared within a type"), at: token.span)
            }
            kind = parseSubscript()
        case .var, .let:
            kind = parseVariable(inProtocol: inType == .protocol)
        case .case:
            if inType != .enum && !inExtension {
                report(ParseMessages.general("caseOutsideEnum", "enum 'case' is not allowed outside of an enum"), at: token.span)
            }
            kind = parseEnumCase()
        case .operator:
            kind = parseOperatorDecl(modifiers: modifiers)
        case .precedencegroup:
            kind = parsePrecedenceGroup()
        case .macro:
            kind = parseMacroDecl()
        default:
            expected("declaration")
        }
        return finish()
    }

    /// The name after a declaration keyword.
    mutating func parseDeclName(_ what: String) -> Identifier? {
        guard at(.identifier), current.isIdentifier || current.isBackticked else {
            expected("identifier", "in \(what) declaration")
            return nil
        }
        return identifier(advance())
    }

    /// `: A, B` (types, superclasses, raw types, constraints; `class` and `AnyObject` included).
    /// A conformance may be marked `nonisolated` (`struct Note: nonisolated Codable`, SE-0470's
    /// isolated conformances, Swift 6.2): the mark says where the conformance may be used, not
    /// what it is, so the type is read as written after it.
    mutating func parseInheritance() -> [TypeSyntax] {
        guard consume(.colon) != nil else { return [] }
        var types: [TypeSyntax] = []
        repeat {
            if at(.nonisolated), peek().kind == .identifier { advance() }
            if at(.class) {
                let token = advance()
                types.append(TypeSyntax(.identifier(identifier(token), genericArguments: []), span: token.span))
                continue
            }
            let type = parseType()
            types.append(type)
            if type.kind.isMissing { return types }
        } while consume(.comma) != nil
        return types
    }

    /// `{ members }`
    mutating func parseMemberBlock(inType: NominalKind?, what: String) -> [Decl] {
        guard enter() else { return [] }
        defer { leave() }
        advance() // {
        let members = parseMembers(inType: inType, stopAtDirective: false)
        if consume(.rightBrace) == nil, !hasErrors {
            expected("'}'", "in \(what)")
        }
        return members
    }

    mutating func parseMembers(inType: NominalKind?, stopAtDirective: Bool) -> [Decl] {
        var members: [Decl] = []
        let savedBodyContext = bodyContext
        let savedFileScope = atFileScope
        bodyContext = .declaration
        atFileScope = false
        defer {
            bodyContext = savedBodyContext
            atFileScope = savedFileScope
        }
        while !at(.rightBrace) && !at(.endOfFile) {
            if at(.semicolon) { advance(); continue }
            if at(.poundDirective), !spells(current, "#if") {
                if stopAtDirective { return members }
                report(ParseMessages.general("unexpectedDirective", "unexpected '\(text(current))' directive"), at: current.span)
                advance()
                continue
            }
            let errorsBefore = diagnostics.count
            let memberStart = position
            let declaration: Decl
            if isStartOfDeclaration() || at(.case) || at(.poundIdentifier) || at(.poundDirective) {
                declaration = parseDeclaration(inType: inType)
            } else {
                expected("declaration")
                declaration = Decl(kind: .missing, span: current.span)
            }
            if tooDeep { return members }
            members.append(declaration)
            if diagnostics.count > errorsBefore {
                if position == memberStart { advance() }
                skipToNextStatement()
                continue
            }
            if at(.semicolon) { advance(); continue }
            if !current.atLineStart, !at(.rightBrace), !at(.endOfFile) {
                report(ParseMessages.consecutiveDeclarations(), at: SourceSpan.empty(at: previousEnd))
            }
        }
        return members
    }

    /// A number (possibly negated), string or Boolean literal: what an enum case's raw value may be.
    func isLiteralRawValue(_ value: Expr) -> Bool {
        switch value.kind {
        case .integerLiteral, .floatLiteral, .stringLiteral, .booleanLiteral: return true
        case let .prefixOperator(op, operand) where op == "-":
            if case .integerLiteral = operand.kind { return true }
            if case .floatLiteral = operand.kind { return true }
            return false
        default: return false
        }
    }

    mutating func parseVariable(inProtocol: Bool = false) -> DeclKind {
        let keyword = advance()
        var bindings: [PatternBinding] = []
        repeat {
            let start = current.start
            let errorsBefore = diagnostics.count
            let pattern = parseBindingPattern()
            if diagnostics.count > errorsBefore { break }
            var type: TypeSyntax?
            if consume(.colon) != nil {
                type = parseType()
                if type!.kind.isMissing { break }
            }
            var initializer: Expr?
            if consume(.equal) != nil {
                initializer = parseExpression("initial value")
                if diagnostics.count > errorsBefore { break }
            }
            var accessors: AccessorBlock?
            if at(.leftBrace) {
                let brace = current
                if inProtocol, !startsAccessorList(), peek().kind != .rightBrace {
                    // A protocol property lists `get`/`set` only: `{ getget }` is swiftc's error.
                    report(ParseMessages.general("protocolPropertyAccessors", "expected get or set in a protocol property"), at: peek().span)
                    break
                }
                // Observers alone may follow a name with neither type nor initial value (a property
                // wrapper's `@Setting(\.key) var raw { didSet { … } }` takes the wrapper's value
                // type); swiftc -parse accepts it and rejects any other accessor there.
                let opensObservers = spells(peek(), "willSet") || spells(peek(), "didSet")
                if type == nil && initializer == nil && !opensObservers {
                    report(ParseMessages.general("computedPropertyType", "computed property must have an explicit type"), at: pattern.span)
                }
                accessors = parseAccessorBlock()
                if diagnostics.count > errorsBefore { break }
                // Only `willSet`/`didSet` observers may follow an initial value without a type, and
                // never on a `let`.
                var observersOnly = false
                if case let .accessors(list, _)? = accessors {
                    observersOnly = !list.isEmpty && list.allSatisfy { $0.kind == "willSet" || $0.kind == "didSet" }
                }
                if type == nil, initializer != nil || opensObservers, !observersOnly {
                    report(ParseMessages.general("computedPropertyType", "computed property must have an explicit type"), at: pattern.span)
                } else if observersOnly, keyword.keyword == .let {
                    report(ParseMessages.general("letObservers", "'let' declarations cannot be observing properties"), at: brace.span)
                }
            }
            bindings.append(PatternBinding(pattern: pattern, type: type, initializer: initializer, accessors: accessors, span: span(from: start)))
            if diagnostics.count > errorsBefore { break }
        } while consume(.comma) != nil
        return .variable(VariableDecl(bindingKind: keyword.keyword == .let ? .let : .var, bindings: bindings))
    }

    static let accessorWords: Set<String> = [
        "get", "set", "didSet", "willSet", "_modify", "_read", "modify", "read", "init", "unsafeAddress",
        "unsafeMutableAddress", "_init", "yielding",
    ]

    /// `mutating`, `nonmutating`, `borrowing`, `consuming`, `__consuming` before an accessor.
    func isAccessorModifier(_ token: Token) -> Bool {
        guard token.kind == .identifier, !token.isBackticked else { return false }
        switch token.keyword {
        case .mutating?, .nonmutating?, .borrowing?, .consuming?: return true
        default: return spells(token, "__consuming")
        }
    }

    /// Whether the `{` at the current token starts an accessor list (vs a getter body).
    func startsAccessorList() -> Bool {
        var index = position + 1
        while true {
            let token = tokenAt(index)
            if token.kind == .atSign {
                index += 2
                if tokenAt(index).kind == .leftParen, let close = matchingParen(from: index) { index = close + 1 }
                continue
            }
            if token.kind == .identifier, isAccessorModifier(token) {
                index += 1
                continue
            }
            break
        }
        let token = tokenAt(index)
        guard token.kind == .identifier, !token.isBackticked else { return false }
        return Self.accessorWords.contains(text(token))
    }

    mutating func parseAccessorBlock() -> AccessorBlock? {
        let start = current.start
        let savedBodyContext = bodyContext
        bodyContext = .declaration
        defer { bodyContext = savedBodyContext }
        if !startsAccessorList() {
            guard let body = parseCodeBlock("") else { return nil }
            return .getter(body)
        }
        guard enter() else { return nil }
        defer { leave() }
        advance() // {
        var accessors: [Accessor] = []
        while !at(.rightBrace) && !at(.endOfFile) {
            let accessorStart = current.start
            let attributes = parseAttributes()
            var modifiers: [Modifier] = []
            while isAccessorModifier(current) {
                let token = advance()
                modifiers.append(Modifier(name: text(token), span: token.span))
            }
            guard at(.identifier), !current.isBackticked, Self.accessorWords.contains(text(current)) else {
                expected("get, set, willSet, or didSet accessor")
                return nil
            }
            let kindToken = advance()
            let kindName = text(kindToken)
            var parameter: Identifier?
            if at(.leftParen), !current.atLineStart {
                advance()
                guard at(.identifier) else {
                    expected("the name of the parameter")
                    return nil
                }
                parameter = identifier(advance())
                guard consume(.rightParen) != nil else {
                    expected("')'", "after parameter name")
                    return nil
                }
            }
            let effects = parseEffects()
            var body: CodeBlock?
            if at(.leftBrace) {
                bodyContext = kindName == "_read" || kindName == "_modify" ? .coroutineAccessor : .declaration
                guard let block = parseCodeBlock("") else { return nil }
                bodyContext = .declaration
                body = block
            }
            accessors.append(Accessor(kind: kindName, attributes: attributes, modifiers: modifiers, parameterName: parameter,
                                      effects: effects, body: body, span: span(from: accessorStart)))
            if at(.semicolon) { advance() }
        }
        if consume(.rightBrace) == nil, !hasErrors {
            expected("'}'", "at end of variable get/set clause")
        }
        let kinds = Set(accessors.map(\.kind))
        if kinds.contains("_modify"), kinds.isDisjoint(with: ["get", "_read", "read", "unsafeAddress"]),
           let modify = accessors.first(where: { $0.kind == "_modify" }) {
            report(ParseMessages.general("modifyWithoutGetter", "variable with a 'modify' accessor must also have a getter, addressor, or 'read' accessor"),
                   at: SourceSpan.empty(at: modify.span.start))
        }
        return .accessors(accessors, span: span(from: start))
    }

    mutating func parseEnumCase() -> DeclKind {
        advance() // case
        var elements: [EnumCaseElement] = []
        repeat {
            let start = current.start
            guard at(.identifier), current.isIdentifier || current.isBackticked else {
                expected("identifier", "in enum 'case' declaration")
                break
            }
            let name = identifier(advance())
            var associated: [Parameter]?
            if at(.leftParen), !current.atLineStart {
                let open = advance()
                associated = parseParameterList(kind: .enumCase)
                if hasErrors { break }
                if associated?.isEmpty == true {
                    report(ParseMessages.general("emptyAssociatedValues",
                                                 "enum element with associated values must have at least one associated value"), at: open.span)
                }
            }
            var rawValue: Expr?
            if consume(.equal) != nil {
                let valueStart = current
                rawValue = parseExpression("raw value")
                if let rawValue, !isLiteralRawValue(rawValue) {
                    report(ParseMessages.general("rawValueLiteral", "raw value for enum case must be a literal"), at: valueStart.span)
                }
            }
            elements.append(EnumCaseElement(name: name, associatedValues: associated, rawValue: rawValue, span: span(from: start)))
        } while consume(.comma) != nil
        return .enumCase(EnumCaseDecl(elements: elements))
    }

    mutating func parseOperatorDecl(modifiers: [Modifier]) -> DeclKind {
        let keywordSpan = advance().span // operator
        if !modifiers.contains("prefix") && !modifiers.contains("postfix") && !modifiers.contains("infix") {
            report(ParseMessages.general("operatorFixity", "operator must be declared as 'prefix', 'postfix', or 'infix'"), at: keywordSpan)
        }
        let fixity: OperatorDecl.Fixity = modifiers.contains("prefix") ? .prefix : modifiers.contains("postfix") ? .postfix : .infix
        let token = current
        guard token.kind.isOperator || token.kind == .exclaimPostfix || token.kind == .postfixQuestion || token.kind == .infixQuestion
                || token.kind == .prefixAmpersand || token.kind == .equal || token.kind == .arrow else {
            expectedBad("operator name", "in operator declaration")
            return .missing
        }
        advance()
        var group: Identifier?
        if consume(.colon) != nil {
            guard at(.identifier), current.isIdentifier || current.isBackticked, !current.atLineStart else {
                expected("precedence group name after ':'", "in operator declaration")
                return .missing
            }
            group = identifier(advance())
        }
        if at(.leftBrace) {
            report(ParseMessages.general("operatorBody", "operator should no longer be declared with body"), at: current.span)
            skipBalanced()
        }
        return .operator(OperatorDecl(fixity: fixity, name: identifier(token), precedenceGroup: group))
    }

    mutating func parsePrecedenceGroup() -> DeclKind {
        advance()
        guard let name = parseDeclName("precedencegroup") else { return .missing }
        guard consume(.leftBrace) != nil else {
            expected("'{'", "after name of precedence group")
            return .missing
        }
        var higher: [Identifier] = []
        var lower: [Identifier] = []
        var associativity = PrecedenceGroupDecl.Associativity.none
        var assignment = false
        while at(.identifier) {
            let attribute = text(advance())
            guard consume(.colon) != nil else {
                expected("colon", "after attribute name in precedence group")
                return .missing
            }
            switch attribute {
            case "higherThan", "lowerThan":
                var names: [Identifier] = []
                repeat {
                    guard at(.identifier) else {
                        expected("name of related precedence group after '\(attribute)'")
                        return .missing
                    }
                    names.append(identifier(advance()))
                } while consume(.comma) != nil
                if attribute == "higherThan" { higher += names } else { lower += names }
            case "associativity":
                guard at(.identifier), let value = PrecedenceGroupDecl.Associativity(rawValue: text(current)) else {
                    expected("'none', 'left', or 'right' after 'associativity'")
                    return .missing
                }
                advance()
                associativity = value
            case "assignment":
                guard at(.true) || at(.false) else {
                    expected("'true' or 'false' after 'assignment'")
                    return .missing
                }
                assignment = advance().keyword == .true
            default:
                report(ParseMessages.general("unknownPrecedenceAttribute", "'\(attribute)' is not a valid precedence group attribute"), at: tokenAt(position - 2).span)
                return .missing
            }
        }
        guard consume(.rightBrace) != nil else {
            expected("operator attribute identifier in precedence group body")
            return .missing
        }
        return .precedenceGroup(PrecedenceGroupDecl(name: name, higherThan: higher, lowerThan: lower, associativity: associativity, isAssignment: assignment))
    }

    mutating func parseMacroDecl() -> DeclKind {
        advance()
        guard let name = parseDeclName("macro") else { return .missing }
        let generics = atOperator("<") ? parseGenericParameters() : []
        var parameters: [Parameter] = []
        if at(.leftParen) {
            advance()
            parameters = parseParameterList(kind: .function)
        } else {
            expected("'('", "in macro parameter list")
            return .missing
        }
        var result: TypeSyntax?
        if consume(.arrow) != nil { result = parseType() }
        var definition: Expr?
        if consume(.equal) != nil { definition = parseExpression() }
        let requirements = parseWhereClause()
        return .macro(MacroDecl(name: name, genericParameters: generics, parameters: parameters, returnType: result,
                                definition: definition, whereClause: requirements))
    }
}
