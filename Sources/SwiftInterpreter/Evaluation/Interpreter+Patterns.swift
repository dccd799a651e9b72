import SwiftFrontEnd

/// Patterns: matching (`switch`, `if case`, `catch`, `for case`) and binding (`let (a, b) = t`,
/// `for (i, x) in …`), type checks (`is`, `as?`), casts.
extension Interpreter {
    /// Matches `value` against `pattern`, declaring bound names in `scope`. `hint` is the subject's
    /// type, for implicit members (`case .north:`) in expression patterns.
    func match(_ pattern: Pattern, _ value: Value, _ scope: Scope, hint: TypeHint?) throws -> Bool {
        switch pattern.kind {
        case .wildcard:
            return true
        case let .identifier(identifier):
            scope.declare(identifier.name, value, isLet: true)
            return true
        case let .binding(kind, inner):
            return try match(inner, value, scope, hint: hint, binding: kind)
        case let .tuple(elements):
            if elements.count == 1, elements[0].label == nil { return try match(elements[0].pattern, value, scope, hint: hint) }
            guard case let .tuple(values, _) = value, values.count == elements.count else { return false }
            for (element, item) in zip(elements, values) {
                // `switch (habit.kind, isDark)` with another file's `habit.kind`: Swift checked the
                // switch is exhaustive, so some case fits; the unknown element fits any pattern,
                // and the first case that fits the known ones is taken (reported).
                if isUnseen(item), !isBindingOnly(element.pattern) {
                    assumedForUnseen?(item, "the first case that fits the rest of the tuple")
                    continue
                }
                if !(try match(element.pattern, item, scope, hint: hintOfValue(item))) { return false }
            }
            return true
        case let .enumCase(_, name, arguments):
            return try matchCase(name.name, arguments, value, scope, hint: hint)
        case let .optional(inner):
            guard case let .optional(wrapped?) = value else { return false }
            return try match(inner, wrapped, scope, hint: hint.flatMap(unwrapped))
        case let .isType(type):
            return valueMatches(value, type)
        case let .cast(inner, type):
            guard valueMatches(value, type) else { return false }
            return try match(inner, unwrapAll(value), scope, hint: TypeHint(type))
        case let .expression(expression):
            if case let .identifier(identifier) = expression.kind, identifier.name == "_" { return true }
            let patternValue = try eval(expression, scope, hint.flatMap(unwrapped) ?? hint)
            var subject = value
            if case let .optional(wrapped?) = value, !isOptional(patternValue) { subject = wrapped }
            let resolved = try coerce(patternValue, to: hintOfValue(subject))
            return try matches(pattern: resolved, subject)
        case let .typed(inner, _):
            return try match(inner, value, scope, hint: hint)
        }
    }

    private func match(_ pattern: Pattern, _ value: Value, _ scope: Scope, hint: TypeHint?, binding: BindingKind) throws -> Bool {
        // Inside `let`, bare names bind (they are parsed as identifier patterns already).
        try match(pattern, value, scope, hint: hint)
    }

    /// Whether `pattern` only binds or ignores its value (`let x`, `_`): it fits any value as it is.
    private func isBindingOnly(_ pattern: Pattern) -> Bool {
        switch pattern.kind {
        case .wildcard, .identifier: true
        case let .binding(_, inner), let .typed(inner, _): isBindingOnly(inner)
        default: false
        }
    }

    private func unwrapped(_ hint: TypeHint) -> TypeHint? {
        if case let .optional(wrapped) = hint { return wrapped }
        return hint
    }

    private func isOptional(_ value: Value) -> Bool {
        if case .optional = value { return true }
        return false
    }

    private func unwrapAll(_ value: Value) -> Value {
        if case let .optional(wrapped?) = value { return unwrapAll(wrapped) }
        return value
    }

    /// `.name(sub-patterns)` against an enum value (or an optional's `.some`/`.none`, or a static
    /// member of a struct compared with `==`).
    private func matchCase(_ name: String, _ arguments: [TuplePatternElement]?, _ value: Value, _ scope: Scope,
                           hint: TypeHint?) throws -> Bool {
        switch value {
        case let .optional(wrapped):
            if name == "none" { return wrapped == nil }
            if name == "some" {
                guard let wrapped else { return false }
                guard let arguments, let first = arguments.first else { return true }
                return try match(first.pattern, wrapped, scope, hint: hintOfValue(wrapped))
            }
            guard let wrapped else { return false }
            return try matchCase(name, arguments, wrapped, scope, hint: hint.flatMap(unwrapped))
        case let .enumValue(instance):
            guard instance.caseName == name else { return false }
            return try matchPayload(arguments, instance.payload, labels: instance.labels, scope)
        default:
            let type = typeInfo(of: value)
            if let decompose = type.native?.enumCase, let (caseName, payload) = decompose(value) {
                guard caseName == name else { return false }
                return try matchPayload(arguments, payload, labels: Array(repeating: nil, count: payload.count), scope)
            }
            let candidate = try (arguments == nil ? implicitMemberPatternValue(name, of: type) : nil) ?? staticMember(name, of: type)
            return try equals(candidate, value)
        }
    }

    /// A case pattern's sub-patterns (`(let a, let b)`, or one for the whole tuple) against the
    /// matched case's associated values; no sub-patterns match any.
    private func matchPayload(_ arguments: [TuplePatternElement]?, _ payload: [Value], labels: [String?], _ scope: Scope) throws -> Bool {
        guard let arguments else { return true }
        if arguments.count == 1, payload.count > 1 {
            return try match(arguments[0].pattern, .tuple(payload, labels: labels), scope, hint: nil)
        }
        guard arguments.count == payload.count else { return false }
        for (argument, item) in zip(arguments, payload) where !(try match(argument.pattern, item, scope, hint: hintOfValue(item))) {
            return false
        }
        return true
    }

    /// Binds an irrefutable pattern (`let (a, b) = pair`, `for (index, item) in …`).
    func bindPattern(_ pattern: Pattern, _ value: Value, _ scope: Scope, isLet: Bool, hint: TypeHint? = nil) throws {
        switch pattern.kind {
        case let .identifier(identifier):
            scope.declare(identifier.name, try coerce(value, to: hint), isLet: isLet, hint: hint)
        case .wildcard:
            return
        case let .binding(kind, inner):
            try bindPattern(inner, value, scope, isLet: kind == .let, hint: hint)
        case let .typed(inner, type):
            try bindPattern(inner, value, scope, isLet: isLet, hint: TypeHint(type))
        case let .tuple(elements):
            if elements.count == 1, elements[0].label == nil { return try bindPattern(elements[0].pattern, value, scope, isLet: isLet, hint: hint) }
            // `let (preview, code) = #Snippet(…)` of another module or file: a tuple there (the file
            // compiles); each name is its element, unknown here.
            if isUnseen(value) {
                for (index, element) in elements.enumerated() {
                    try bindPattern(element.pattern, try member(of: value, named: element.label?.name ?? String(index)), scope, isLet: isLet, hint: nil)
                }
                return
            }
            guard case let .tuple(values, _) = value, values.count == elements.count else {
                throw error(.invalid, "cannot destructure a value of type '\(typeName(of: value))' into \(elements.count) names")
            }
            var hints: [TypeHint?] = []
            if case let .tuple(elementHints, _)? = hint { hints = elementHints }
            for (index, (element, item)) in zip(elements, values).enumerated() {
                try bindPattern(element.pattern, item, scope, isLet: isLet, hint: hints[safe: index] ?? nil)
            }
        default:
            if !(try match(pattern, value, scope, hint: hint)) { throw error(.trapPatternMismatch()) }
        }
    }

    // MARK: Types of values

    /// `value is T` (looking through optionals, as Swift's dynamic cast does). `bound` names the
    /// type a generic parameter of the running code stands for (`[SelectableCase]` in a default
    /// argument of `Chips<FloorMap>(…)` is `[FloorMap]`: `boundGenericParameterNames`).
    func valueMatches(_ value: Value, _ type: TypeSyntax, bound: [String: String] = [:]) -> Bool {
        switch type.sugared.kind {
        case let .optional(wrapped), let .implicitlyUnwrappedOptional(wrapped):
            if case let .optional(inner) = value { return inner.map { valueMatches($0, wrapped, bound: bound) } ?? true }
            return valueMatches(value, wrapped, bound: bound)
        case let .array(element):
            guard case let .array(elements) = unwrap(value) else { return false }
            return elements.allSatisfy { valueMatches($0, element, bound: bound) }
        case .dictionary:
            if case .dictionary = unwrap(value) { return true }
            return false
        case .tuple:
            if case .tuple = unwrap(value) { return true }
            return false
        case .function:
            if case .function = unwrap(value) { return true }
            return false
        case let .attributed(_, _, inner), let .some(inner), let .any(inner):
            return valueMatches(value, inner, bound: bound)
        case let .composition(parts):
            return parts.allSatisfy { valueMatches(value, $0, bound: bound) }
        case let .identifier(identifier, _):
            return valueMatches(unwrap(value), named: bound[identifier.name] ?? identifier.name)
        case let .member(_, name, _):
            return valueMatches(unwrap(value), named: name.name)
        default:
            return false
        }
    }

    /// The type each generic parameter of the running code's type stands for where the call
    /// binds it (`InstanceGenericArguments`), for a cast written with the parameter.
    func boundGenericParameterNames(_ scope: Scope) -> [String: String] {
        guard let owner = scope.selfType, !owner.genericParameterNames.isEmpty else { return [:] }
        var names: [String: String] = [:]
        for name in owner.genericParameterNames {
            if case let .named(bound)? = madeWithGenericArgument(name, scope) { names[name] = bound }
        }
        return names
    }

    func unwrap(_ value: Value) -> Value {
        if case let .optional(wrapped?) = value { return unwrap(wrapped) }
        return value
    }

    private func valueMatches(_ value: Value, named name: String) -> Bool {
        switch name {
        case "Any": return true
        case "AnyObject": if case .object = value { return true }; return false
        case "Int": if case .int = value { return true }; return false
        case "Double", "Float": if case .double = value { return true }; return false
        case "CGFloat": if case .cgFloat = value { return true }; return false
        case "String": if case .string = value { return true }; return false
        case "Bool": if case .bool = value { return true }; return false
        case "Character": if case .character = value { return true }; return false
        case "Error":
            let type = typeInfo(of: value)
            return type.conforms(to: "Error") || allConformances(of: type).contains("Error")
        default:
            if case .optional(nil) = value { return false }
            var type: TypeInfo? = typeInfo(of: value)
            while let current = type {
                if current.name == name || current.name.hasSuffix("." + name) { return true }
                type = current.superclass
            }
            return allConformances(of: typeInfo(of: value)).contains(name)
        }
    }

    func evalCast(_ inner: Expr, _ kind: CastKind, _ type: TypeSyntax, _ scope: Scope, span: SourceSpan) throws -> Value {
        let hint = TypeHint(type)
        switch kind {
        case .coerce:
            let value = try coerce(try eval(inner, scope, hint), to: hint)
            if let bridged = try bridged(value, to: hint) { return bridged }
            return bridgedToNSString(value, hint)
        case .conditional:
            let value = try eval(inner, scope, nil)
            if let bridged = try bridged(unwrap(value), to: hint) { return .some(bridged) }
            // `nil as? Int?` succeeds with the nil (an `Int??` holding `.none`).
            if case .optional(nil) = value { return type.isOptionalType ? .some(.nil) : .nil }
            // Another file's value cast to a type: as unknown as before (an optional binding of
            // it finds nil, reported).
            if isUnseen(unwrap(value)) { return unwrap(value) }
            if castsToUnboundGenericParameter(type, scope) || castsToGenericParameterMember(type, scope) { return .some(unwrap(value)) }
            guard valueMatches(value, type, bound: boundGenericParameterNames(scope)) else { return .nil }
            let unwrapped = unwrap(value)
            // `x as? Int?` is an `Int??`: binding it gives the `Int?`.
            if type.isOptionalType { return .some(.some(unwrapped)) }
            return .some(unwrapped)
        case .forced:
            let value = try eval(inner, scope, nil)
            if let bridged = try bridged(unwrap(value), to: hint) { return bridged }
            // `viewModel as! Building` given another file's value: the file compiles and the
            // preview passes such a value, so the cast is taken to succeed; the value stays unknown.
            if isUnseen(unwrap(value)) { return unwrap(value) }
            if castsToUnboundGenericParameter(type, scope) { return unwrap(value) }
            // A nil traps whatever the associated type is (Swift: "Unexpectedly found nil").
            if case .optional(nil) = unwrap(value) {} else if castsToGenericParameterMember(type, scope) { return unwrap(value) }
            guard valueMatches(value, type, bound: boundGenericParameterNames(scope)) else {
                currentSpan = span
                throw error(.trapCast(castTrapTypeName(typeName(of: value)), to: castTrapTargetName(type)))
            }
            return unwrap(value)
        }
    }

    /// `error as NSError`: a value of another type cast to a library type that bridges from it
    /// (`NativeTypeDescriptor.bridgeFrom`); nil when the target has no bridge or the value is
    /// already of the target type.
    private func bridged(_ value: Value, to hint: TypeHint?) throws -> Value? {
        guard case let .named(name)? = hint, let target = type(named: name), let bridge = target.native?.bridgeFrom,
              typeInfo(of: value) !== target else { return nil }
        return try bridge(self, value)
    }

    /// `value as? T` inside `func read<T>(…) -> T` (or `-> T?`, `-> [T]`): `T` is a generic
    /// parameter the caller's context binds (`let name: String = read(…)`), which the interpreter
    /// does not bind, so the cast cannot be checked here. It succeeds with the value as it is
    /// (an approximation: Swift checks the value against the inferred type, and a value of
    /// another type would give nil); the caller's declaration then holds it. Only a name no
    /// type has, that the enclosing function's declared result names, is taken for one.
    ///
    /// So is a generic parameter of the running function that no argument bound and that only a
    /// closure parameter's type names (`func fetch<T: Decodable>(completion: @escaping (T) -> Void)`
    /// calling `completion(store as! T)`): the caller's closure, written with its parameter's
    /// type, binds it (checked with swiftc 6.3: the cast succeeds when the closure takes the
    /// value's type).
    func castsToUnboundGenericParameter(_ type: TypeSyntax, _ scope: Scope) -> Bool {
        guard case let .identifier(identifier, arguments) = type.sugared.kind, arguments.isEmpty,
              self.type(named: identifier.name) == nil else { return false }
        if runningGenericParameterNames.contains(identifier.name), scope.lookup(identifier.name) == nil { return true }
        guard let result = scope.returnHint else { return false }
        func names(_ hint: TypeHint) -> Bool {
            switch hint {
            case let .named(name), let .generic(name, _): return name == identifier.name
            case let .optional(inner), let .array(inner), let .set(inner): return names(inner)
            case let .dictionary(_, value): return names(value)
            default: return false
            }
        }
        return names(result)
    }

    // MARK: Branching expressions

    /// The value of an `if` expression (each branch's last statement is its value).
    func evalIfValue(_ ifStatement: IfStmt, _ scope: Scope, _ hint: TypeHint?) throws -> Value {
        let inner = Scope(parent: scope)
        if try conditionsHold(ifStatement.conditions, inner, bindingInto: inner) {
            return try blockValue(ifStatement.body.statements, inner, hint)
        }
        switch ifStatement.elseBranch {
        case let .block(block)?: return try blockValue(block.statements, Scope(parent: scope), hint)
        case let .if(next)?: return try evalIfValue(next, scope, hint)
        case nil: return .void
        }
    }

    func evalSwitchValue(_ switchStatement: SwitchStmt, _ scope: Scope, _ hint: TypeHint?) throws -> Value {
        let subject = try eval(switchStatement.subject, scope, nil)
        let subjectHint = hintOfValue(subject)
        let cases = flattenCases(switchStatement.cases)
        if isUnseenSwitchSubject(subject, cases), let taken = assumedCase(of: cases) {
            // Another file's value: the case a `switch` statement would take (reported).
            assumedForUnseen?(unwrap(subject), isDefault(cases[taken]) ? "the default case" : "its first case")
            return try blockValue(cases[taken].statements, try unseenCaseScope(cases[taken], unwrap(subject), parent: scope), hint)
        }
        for switchCase in cases {
            switch switchCase.label {
            case .default:
                return try blockValue(switchCase.statements, Scope(parent: scope), hint)
            case let .case(items):
                for item in items {
                    let caseScope = Scope(parent: scope)
                    guard try match(item.pattern, subject, caseScope, hint: subjectHint) else { continue }
                    if let condition = item.whereClause, case .bool(false) = try eval(condition, caseScope, .named("Bool")) { continue }
                    return try blockValue(switchCase.statements, caseScope, hint)
                }
            }
        }
        throw error(.trapNoSwitchCase(typeName(of: subject)))
    }

    /// Runs a branch of an `if`/`switch` expression: its last statement gives the value.
    func blockValue(_ statements: [Stmt], _ scope: Scope, _ hint: TypeHint?) throws -> Value {
        guard let last = statements.last else { return .void }
        for statement in statements.dropLast() {
            if case let .returned(value) = try exec(statement, scope) { return value }
        }
        currentSpan = last.span
        switch last.kind {
        case let .expression(expression): return try eval(expression, scope, hint)
        case let .if(ifStatement): return try evalIfValue(ifStatement, scope, hint)
        case let .switch(switchStatement): return try evalSwitchValue(switchStatement, scope, hint)
        case let .ifConfig(clauses):
            // `case .card: #if os(iOS) Color(uiColor: …) #else Color.gray #endif` in a `switch`
            // expression: the conditional block is resolved before type checking, so the active
            // clause's single expression is the branch's value (SE-0380; `#if` is a compilation
            // condition, The Swift Programming Language, "Compiler Control Statements").
            guard let clause = activeClause(clauses) else { return .void }
            return try blockValue(clause.elements, scope, hint)
        default:
            if case let .returned(value) = try exec(last, scope) { return value }
            return .void
        }
    }

    // MARK: Key paths and subscripts

    func makeKeyPath(_ keyPath: KeyPathExpr, _ scope: Scope) throws -> KeyPathValue {
        var components: [KeyPathValue.Component] = []
        for component in keyPath.components {
            switch component.kind {
            case let .property(identifier): components.append(.member(identifier.name))
            case let .subscript(arguments): components.append(.subscriptIndex(try arguments.map { try eval($0.value, scope, nil) }))
            case .optionalChain: components.append(.optionalChain)
            case .forceUnwrap: components.append(.forceUnwrap)
            }
        }
        var root: String?
        if let type = keyPath.root, case let .identifier(identifier, _) = type.kind { root = identifier.name }
        return KeyPathValue(rootTypeName: root, components: components)
    }

    /// Evaluates subscript or attribute arguments (no parameter information).
    func evalArguments(_ arguments: [SwiftFrontEnd.Argument], _ trailing: [TrailingClosure], _ scope: Scope,
                       for function: Function?) throws -> [CallArgument] {
        try evaluate(pending(arguments, trailing), scope, for: function, span: currentSpan).values
    }
}
