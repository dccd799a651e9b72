import SwiftFrontEnd

/// The result-builder transform: the statements of a builder body become one value through the
/// builder's `build…` steps (see `ResultBuilder`).
extension Interpreter {
    func build(_ statements: [Stmt], _ scope: Scope, _ builder: ResultBuilder) throws -> Value {
        var components: [Value] = []
        for statement in statements {
            currentSpan = statement.span
            try step()
            switch statement.kind {
            case let .expression(expression):
                if case .assignment = expression.kind { _ = try eval(expression, scope, nil); continue }
                let value = try eval(expression, scope, nil)
                if case .void = value { continue }
                components.append(try builder.buildExpression.map { try $0(self, value) } ?? value)
            case let .declaration(declaration):
                try declareLocal(declaration, scope)
            case let .if(ifStatement):
                components.append(try buildIf(ifStatement, scope, builder))
            case let .switch(switchStatement):
                components.append(try buildSwitch(switchStatement, scope, builder))
            case let .forIn(loop):
                guard let buildArray = builder.buildArray else {
                    // swiftc's wording, at the `for` keyword.
                    currentSpan = SourceSpan(start: statement.span.start, end: statement.span.start + 3)
                    throw error(.controlFlowInResultBuilder(builder.name))
                }
                var iterations: [Value] = []
                for element in try elements(of: try eval(loop.sequence, scope, nil)) {
                    let iteration = Scope(parent: scope)
                    try bindPattern(loop.pattern, element, iteration, isLet: true)
                    if let condition = loop.whereClause, case .bool(false) = try eval(condition, iteration, .named("Bool")) { continue }
                    iterations.append(try build(loop.body.statements, iteration, builder))
                }
                components.append(try buildArray(self, iterations))
            case let .ifConfig(clauses):
                if let clause = activeClause(clauses) { components.append(try build(clause.elements, Scope(parent: scope), builder)) }
            default:
                if case let .returned(value) = try exec(statement, scope) { return value }
            }
        }
        return try builder.buildBlock(self, components)
    }

    private func buildIf(_ ifStatement: IfStmt, _ scope: Scope, _ builder: ResultBuilder) throws -> Value {
        // Flatten `if … else if … else …` into branches.
        var branches: [(conditions: [Condition], body: [Stmt])] = []
        var current: IfStmt? = ifStatement
        var finalElse: [Stmt]?
        while let branch = current {
            branches.append((branch.conditions, branch.body.statements))
            switch branch.elseBranch {
            case let .if(next)?: current = next
            case let .block(block)?: finalElse = block.statements; current = nil
            case nil: current = nil
            }
        }
        let isAvailability = ifStatement.conditions.contains { if case .availability = $0.kind { return true }; return false }
        let count = branches.count + (finalElse == nil ? 0 : 1)
        for (index, branch) in branches.enumerated() {
            let inner = Scope(parent: scope)
            guard try conditionsHold(branch.conditions, inner, bindingInto: inner) else { continue }
            var value = try build(branch.body, inner, builder)
            if isAvailability, let limited = builder.buildLimitedAvailability { value = try limited(self, value) }
            value = try either(value, index: index, count: count, builder)
            return finalElse == nil ? try optional(value, builder) : value
        }
        if let finalElse {
            let value = try build(finalElse, Scope(parent: scope), builder)
            return try either(value, index: count - 1, count: count, builder)
        }
        return try optional(nil, builder)
    }

    private func buildSwitch(_ switchStatement: SwitchStmt, _ scope: Scope, _ builder: ResultBuilder) throws -> Value {
        let subject = try eval(switchStatement.subject, scope, nil)
        let hint = hintOfValue(subject)
        let cases = flattenCases(switchStatement.cases)
        if isUnseenSwitchSubject(subject, cases), let index = assumedCase(of: cases) {
            assumedForUnseen?(unwrap(subject), index < cases.count && isDefault(cases[index]) ? "the default case" : "its first case")
            let value = try build(cases[index].statements, try unseenCaseScope(cases[index], unwrap(subject), parent: scope), builder)
            return try either(value, index: index, count: cases.count, builder)
        }
        for (index, switchCase) in cases.enumerated() {
            let caseScope = Scope(parent: scope)
            var matched = false
            switch switchCase.label {
            case .default: matched = true
            case let .case(items):
                for item in items where try match(item.pattern, subject, caseScope, hint: hint) {
                    if let condition = item.whereClause, case .bool(false) = try eval(condition, caseScope, .named("Bool")) { continue }
                    matched = true
                    break
                }
            }
            if matched {
                let value = try build(switchCase.statements, caseScope, builder)
                return try either(value, index: index, count: cases.count, builder)
            }
        }
        throw error(.trapNoSwitchCase(typeName(of: subject)))
    }

    func isDefault(_ switchCase: SwitchCase) -> Bool {
        if case .default = switchCase.label { return true }
        return false
    }

    /// The case a `switch` over an unseen value takes: its `default`, else its first case whose
    /// patterns bind nothing (`case .loading:`); reported as the assumption.
    /// An `@unknown default:` is for cases a later SDK adds, so a known case is taken first; so is
    /// a `default:` that only fails (it throws, or calls `fatalError`: `NilBranchThatTraps`),
    /// which says the author expects one of the cases (`switch status.code { case SUCCESS: return
    /// … default: throw Unexpected() }` over a code a C library sets).
    func assumedCase(of cases: [SwitchCase]) -> Int? {
        let isUnknownDefault = { (switchCase: SwitchCase) in switchCase.attributes.contains { $0.name.name == "unknown" } }
        if let index = cases.firstIndex(where: { isDefault($0) && !isUnknownDefault($0) && !Self.onlyFails($0.statements) }) { return index }
        let firstPlain = cases.firstIndex { switchCase in
            // Another file's value is there (`.some`): `case nil:` is never its case.
            guard case let .case(items) = switchCase.label, !Self.spellsNil(switchCase) else { return false }
            return items.allSatisfy { item in
                switch item.pattern.kind {
                case let .enumCase(_, _, arguments): return arguments == nil
                case .expression, .wildcard, .isType: return true
                default: return false
                }
            }
        }
        // Every case binds a payload (`case .pin(let member, let url)`): the first, its names
        // holding the value's stand-in (`unseenCaseScope`).
        return firstPlain ?? cases.firstIndex(where: isDefault) ?? cases.firstIndex { !Self.spellsNil($0) }
    }

    /// The scope a case taken for another file's value runs in: the names its first pattern binds
    /// (`member` and `url` of `case .pin(let member, let url)`) hold that value, so what reads them
    /// reads stand-ins, as for any member of it. `case let .pin(member, url)` binds the same names
    /// (the `let` written before the case distributes over its payload's names, The Swift
    /// Programming Language, "Patterns", "Value-Binding Pattern").
    func unseenCaseScope(_ switchCase: SwitchCase, _ subject: Value, parent: Scope) throws -> Scope {
        let scope = Scope(parent: parent)
        guard case let .case(items) = switchCase.label, var pattern = items.first?.pattern else { return scope }
        while case let .binding(_, inner) = pattern.kind { pattern = inner }
        guard case let .enumCase(_, _, arguments?) = pattern.kind else { return scope }
        for argument in arguments { _ = try match(argument.pattern, subject, scope, hint: nil) }
        return scope
    }

    private func optional(_ value: Value?, _ builder: ResultBuilder) throws -> Value {
        guard let buildOptional = builder.buildOptional else {
            throw error(.invalid, "'\(builder.name)' does not support 'if' without 'else' (no buildOptional)")
        }
        return try buildOptional(self, value)
    }

    /// Wraps the value of branch `index` of `count` in `buildEither(first:)`/`(second:)` along the
    /// path to its leaf in a balanced binary tree, as Swift does.
    private func either(_ value: Value, index: Int, count: Int, _ builder: ResultBuilder) throws -> Value {
        guard count > 1 else { return value }
        guard let first = builder.buildEitherFirst, let second = builder.buildEitherSecond else {
            throw error(.invalid, "'\(builder.name)' does not support 'if'/'else' or 'switch' (no buildEither)")
        }
        var path: [Bool] = []
        var low = 0, high = count
        while high - low > 1 {
            let middle = (low + high + 1) / 2
            if index < middle { path.append(true); high = middle } else { path.append(false); low = middle }
        }
        var result = value
        for isFirst in path.reversed() { result = try isFirst ? first(self, result) : second(self, result) }
        return result
    }

    /// A `@resultBuilder` type declared in the file: its static `build…` methods become the steps.
    /// Whether a parameter's declared type is an array (`[Part]`, `Array<Part>`).
    private static func declaresArray(_ hint: TypeHint?) -> Bool {
        if case .array? = hint?.lookingThroughOptional { return true }
        return hint?.lookingThroughOptional.typeName == "Array"
    }

    private static func isArray(_ value: Value) -> Bool {
        if case .array = value { return true }
        return false
    }

    func registerUserResultBuilder(_ type: TypeInfo) {
        func step(_ name: String, label: String? = nil) -> ResultBuilder.Step? {
            guard let overloads = type.staticMethods[name], let function = overloads.first(where: { $0.labels?.first == label }) ?? overloads.first else {
                return nil
            }
            return { interpreter, value in
                var selfValue = Value.metatype(type)
                return try interpreter.call(function, [CallArgument(label, value)], self: &selfValue)
            }
        }
        func variadic(_ name: String) -> ((Interpreter, [Value]) throws -> Value)? {
            guard let function = type.staticMethods[name]?.first else { return nil }
            return { interpreter, values in
                var selfValue = Value.metatype(type)
                if case let .interpreted(body) = function.body, body.parameters.count == 1, !body.parameters[0].isVariadic {
                    // Swift calls `buildBlock` with each component as its own argument (SE-0289),
                    // so one taking one component (`buildBlock<C: Tint>(_ c: C) -> some Tint`)
                    // gets the block's one statement as it is; only a parameter declared as an
                    // array is given the components gathered into one.
                    if values.count == 1, !Self.declaresArray(body.parameters[0].hint) || Self.isArray(values[0]) {
                        return try interpreter.call(function, [CallArgument(nil, values[0])], self: &selfValue)
                    }
                    return try interpreter.call(function, [CallArgument(nil, .array(values))], self: &selfValue)
                }
                return try interpreter.call(function, values.map { CallArgument(nil, $0) }, self: &selfValue)
            }
        }
        // `buildIf(_:)` is the spelling `buildOptional(_:)` had before SE-0289, still accepted.
        let optionalStep: ((Interpreter, Value?) throws -> Value)? = (step("buildOptional") ?? step("buildIf")).map { inner in
            { interpreter, value in try inner(interpreter, value.map { .some($0) } ?? .nil) }
        }
        // SE-0348: with both `buildPartialBlock(first:)` and `buildPartialBlock(accumulated:next:)`,
        // a block's components are folded pairwise through them (each call choosing its overload
        // by the component's type); an empty block still needs `buildBlock()`.
        let block = variadic("buildBlock") ?? { _, values in .array(values) }
        let partial = type.staticMethods["buildPartialBlock"] ?? []
        let foldsPartially = partial.contains { $0.labels?.first == "first" } && partial.contains { $0.labels?.first == "accumulated" }
        let buildBlock: (Interpreter, [Value]) throws -> Value = !foldsPartially ? block : { interpreter, values in
            guard let first = values.first else { return try block(interpreter, values) }
            var result = try interpreter.callStatic("buildPartialBlock", of: type, [CallArgument("first", first)])
            for next in values.dropFirst() {
                result = try interpreter.callStatic("buildPartialBlock", of: type, [CallArgument("accumulated", result), CallArgument("next", next)])
            }
            return result
        }
        resultBuilders[type.name] = ResultBuilder(
            name: type.name, buildBlock: buildBlock,
            buildExpression: step("buildExpression"), buildOptional: optionalStep,
            buildEitherFirst: step("buildEither", label: "first"), buildEitherSecond: step("buildEither", label: "second"),
            buildArray: variadic("buildArray"), buildLimitedAvailability: step("buildLimitedAvailability"),
            buildFinalResult: step("buildFinalResult"))
    }
}

extension Interpreter {
    /// Whether a body says `return` among its own statements: Swift then does not apply its
    /// result builder (SE-0289, "Result builders": an explicit `return` disables the transform,
    /// with the warning "application of result builder … disabled by explicit 'return'"), so
    /// `#Preview { let c = …; for x in xs { c.insert(x) }; return V() }` runs as plain code.
    static func returnsExplicitly(_ statements: [Stmt]) -> Bool {
        statements.contains { if case .return = $0.kind { true } else { false } }
    }
}
