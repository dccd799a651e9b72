import SwiftFrontEnd

/// Statements: declarations in blocks, `if`/`guard`/`switch`, loops with labels, `defer`,
/// `do`/`catch`/`throw`, `return`/`break`/`continue`/`fallthrough`.
extension Interpreter {
    /// Runs the statements of a block in a new scope, running its `defer` blocks on the way out.
    func execBlock(_ statements: [Stmt], _ parent: Scope) throws -> Flow {
        try execStatements(statements, Scope(parent: parent))
    }

    /// Runs statements in `scope` (no new scope).
    func execStatements(_ statements: [Stmt], _ scope: Scope) throws -> Flow {
        var defers: [CodeBlock] = []
        defer {
            if !defers.isEmpty {
                for block in defers.reversed() { _ = try? execBlock(block.statements, scope) }
            }
        }
        for statement in statements {
            if case let .defer(block) = statement.kind {
                defers.append(block)
                continue
            }
            let flow = try exec(statement, scope)
            if case .normal = flow { continue }
            return flow
        }
        return .normal
    }

    func exec(_ statement: Stmt, _ scope: Scope) throws -> Flow {
        currentSpan = statement.span
        try step()
        // The two most frequent kinds first, in a switch small enough that the optimiser reads
        // their payloads in place instead of copying the whole statement kind, as `eval` does
        // (measured: the big switch copied and destroyed a `switch`'s and an `#if`'s payload
        // types for every expression statement).
        switch statement.kind {
        case let .expression(expression):
            _ = try eval(expression, scope, nil)
            return .normal
        case let .declaration(declaration):
            try declareLocal(declaration, scope)
            return .normal
        default:
            return try execKind(statement, scope)
        }
    }

    /// Every kind but the two `exec` runs itself.
    private func execKind(_ statement: Stmt, _ scope: Scope) throws -> Flow {
        switch statement.kind {
        case .expression, .declaration:
            preconditionFailure("exec runs expression and declaration statements itself")
        case let .if(ifStatement):
            return try execIf(ifStatement, scope)
        case let .guard(guardStatement):
            if try conditionsHold(guardStatement.conditions, scope, bindingInto: scope,
                                  unseenIsPresent: Self.onlyFails(guardStatement.elseBody.statements)
                                    || scope.isInitializer && Self.failsInitialization(guardStatement.elseBody.statements)) { return .normal }
            let flow = try execBlock(guardStatement.elseBody.statements, scope)
            if case .normal = flow { throw error(.invalid, "'guard' body must not fall through") }
            return flow
        case let .switch(switchStatement):
            return try execSwitch(switchStatement, scope, label: nil)
        case let .forIn(loop):
            return try execFor(loop, scope, label: nil)
        case let .while(loop):
            return try execWhile(loop, scope, label: nil)
        case let .repeat(loop):
            return try execRepeat(loop, scope, label: nil)
        case let .do(doStatement):
            return try execDo(doStatement, scope)
        case let .defer(block):
            return try execBlock(block.statements, scope)
        case let .return(value):
            return .returned(try value.map { try eval($0, scope, scope.returnHint) } ?? .void)
        case let .throw(expression):
            let value = try eval(expression, scope, nil)
            throw ThrownError(value: value, range: currentRange)
        case let .break(label): return .breakLoop(label: label?.name)
        case let .continue(label): return .continueLoop(label: label?.name)
        case .fallthrough: return .fallthroughCase
        case let .labeled(label, inner):
            switch inner.kind {
            case let .forIn(loop): return try execFor(loop, scope, label: label.name)
            case let .while(loop): return try execWhile(loop, scope, label: label.name)
            case let .repeat(loop): return try execRepeat(loop, scope, label: label.name)
            case let .switch(switchStatement): return try execSwitch(switchStatement, scope, label: label.name)
            default:
                let flow = try exec(inner, scope)
                if case let .breakLoop(target) = flow, target == label.name { return .normal }
                return flow
            }
        case let .ifConfig(clauses):
            if let clause = activeClause(clauses) { return try execStatements(clause.elements, scope) }
            return .normal
        case let .yield(value):
            return try execYield(value, scope)
        case .discard:
            throw error(.unsupportedStatement())
        case .missing:
            throw error(.invalid, "the statement could not be parsed")
        }
    }

    /// The clause of `#if … #elseif … #else` that a Debug build of the app for the iOS simulator
    /// compiles (`compilationConditionHolds`), or nil when none does.
    public func activeClause<T>(_ clauses: [IfConfigClause<T>]) -> IfConfigClause<T>? {
        for clause in clauses {
            guard let condition = clause.condition else { return clause }
            if compilationConditionHolds(condition) { return clause }
        }
        return nil
    }

    /// `CompilationCondition.holds` in the file running, with the flags its module sets
    /// (`compilationConditionsByFile`: `SWIFT_PACKAGE` in a package target's files).
    func compilationConditionHolds(_ condition: Expr) -> Bool {
        CompilationCondition.holds(condition, in: currentFile,
                                   flags: currentFile.flatMap { compilationConditionsByFile[$0.fileName] } ?? [])
    }

    func execIf(_ ifStatement: IfStmt, _ scope: Scope) throws -> Flow {
        // Conditions that bind no names (`if x > 0`) are evaluated where the `if` is, and the
        // body's scope is made only when the body runs.
        let bindsNames = ifStatement.conditions.contains { condition in
            if case .expression = condition.kind { return false }
            return true
        }
        if !bindsNames {
            if try conditionsHold(ifStatement.conditions, scope, bindingInto: scope) {
                return try execStatements(ifStatement.body.statements, Scope(parent: scope))
            }
        } else {
            let inner = Scope(parent: scope)
            var elseTraps = false
            if case let .block(block)? = ifStatement.elseBranch { elseTraps = Self.trapsAtOnce(block.statements) }
            if try conditionsHold(ifStatement.conditions, inner, bindingInto: inner, unseenIsPresent: elseTraps) {
                return try execStatements(ifStatement.body.statements, inner)
            }
        }
        switch ifStatement.elseBranch {
        case nil: return .normal
        case let .block(block)?: return try execBlock(block.statements, scope)
        case let .if(next)?: return try execIf(next, scope)
        }
    }

    /// Evaluates a condition list left to right, binding `if let`/`case` names into `target`.
    /// `unseenIsPresent`: the branch taken when a binding is nil (or a condition false) only fails
    /// (`NilBranchThatTraps.swift`), so another file's value bound by `if let`/`guard let` is taken
    /// as there, and a condition over one as holding.
    func conditionsHold(_ conditions: [Condition], _ scope: Scope, bindingInto target: Scope,
                        unseenIsPresent: Bool = false) throws -> Bool {
        for condition in conditions {
            currentSpan = condition.span
            switch condition.kind {
            case let .expression(expression):
                let value = try eval(expression, target, .named("Bool"))
                // `guard count >= end else { throw … }` over another module's value: it holds.
                if unseenIsPresent, isUnseen(value) {
                    assumedForUnseen?(value, "true (the code fails when it is false)")
                    continue
                }
                guard let flag = try conditionFlag(value) else {
                    throw error(.conditionTypeMismatch(found: typeName(of: value)))
                }
                if !flag { return false }
            case let .optionalBinding(kind, pattern, type, value):
                let hint = expandingCollectionAliases(TypeHint(type)).map { TypeHint.optional($0) }
                let subject: Value
                if let value { subject = try eval(value, target, hint) } else if case let .identifier(name) = pattern.kind {
                    subject = try lookupName(name.name, target)
                } else {
                    throw error(.invalid, "optional binding needs a value")
                }
                if isUnseen(subject) {
                    if unseenIsPresent {
                        assumedForUnseen?(subject, "a value, not nil (the code fails when it is nil)")
                        try bindPattern(pattern, subject, target, isLet: kind == .let)
                        continue
                    }
                    assumedForUnseen?(subject, "nil")
                    return false
                }
                guard case let .optional(wrapped) = subject else {
                    // A non-optional value binds as is (Swift rejects this at compile time).
                    try bindPattern(pattern, subject, target, isLet: kind == .let)
                    continue
                }
                guard let wrapped else { return false }
                try bindPattern(pattern, wrapped, target, isLet: kind == .let)
            case let .matchingPattern(pattern, type, value):
                let subject = try eval(value, target, TypeHint(type))
                if isUnseen(subject) {
                    // `if case .loading = vm.state`: the same rule as a Bool condition (false, reported).
                    assumedForUnseen?(subject, "false")
                    return false
                }
                if !(try match(pattern, subject, target, hint: TypeHint.of(subject) ?? hintOfValue(subject))) { return false }
            case let .availability(isUnavailable, _):
                // Code is run as on the newest iOS: `#available` holds, `#unavailable` does not.
                if isUnavailable { return false }
            }
        }
        return true
    }

    func execSwitch(_ switchStatement: SwitchStmt, _ scope: Scope, label: String?) throws -> Flow {
        let subject = try eval(switchStatement.subject, scope, nil)
        let hint = hintOfValue(subject)
        let cases = flattenCases(switchStatement.cases)
        var index = 0
        var matchedScope: Scope?
        var assumed: Int?
        if isUnseenSwitchSubject(subject, cases), let taken = assumedCase(of: cases) {
            // Another file's value: the case a view builder's `switch` takes (reported).
            assumedForUnseen?(unwrap(subject), isDefault(cases[taken]) ? "the default case" : "its first case")
            (index, assumed, matchedScope) = (taken, taken, try unseenCaseScope(cases[taken], unwrap(subject), parent: scope))
        }
        while index < cases.count {
            let switchCase = cases[index]
            let caseScope = Scope(parent: scope)
            switch switchCase.label {
            case _ where assumed == index:
                break
            case .default:
                matchedScope = caseScope
            case let .case(items):
                for item in items {
                    let itemScope = Scope(parent: scope)
                    if try match(item.pattern, subject, itemScope, hint: hint) {
                        if let condition = item.whereClause {
                            guard case .bool(true) = try eval(condition, itemScope, .named("Bool")) else { continue }
                        }
                        matchedScope = itemScope
                        break
                    }
                }
            }
            if let bodyScope = matchedScope {
                var flow = try execStatements(switchCase.statements, bodyScope)
                // `fallthrough` runs the next case's body without matching it.
                while case .fallthroughCase = flow, index + 1 < cases.count {
                    index += 1
                    flow = try execStatements(cases[index].statements, Scope(parent: scope))
                }
                if case let .breakLoop(target) = flow, target == nil || target == label { return .normal }
                return flow
            }
            index += 1
        }
        return .normal
    }

    func flattenCases(_ entries: [SwitchCaseEntry]) -> [SwitchCase] {
        var result: [SwitchCase] = []
        for entry in entries {
            switch entry {
            case let .case(switchCase): result.append(switchCase)
            case let .ifConfig(clauses):
                if let clause = activeClause(clauses) { result += flattenCases(clause.elements) }
            }
        }
        return result
    }

    func execFor(_ loop: ForInStmt, _ scope: Scope, label: String?) throws -> Flow {
        let sequence = try eval(loop.sequence, scope, nil)
        // One scope serves every iteration that nothing captured (a closure made in the body keeps
        // its iteration's scope, and the next iteration gets a new one).
        var iteration = Scope(parent: scope)
        /// Runs the body for one element; the flow that leaves the loop, if any.
        func run(_ element: Value) throws -> Flow? {
            try step()
            if !isKnownUniquelyReferenced(&iteration) || !iteration.clearedForNextIteration() { iteration = Scope(parent: scope) }
            if loop.isCase {
                if !(try match(loop.pattern, element, iteration, hint: hintOfValue(element))) { return nil }
            } else {
                try bindPattern(loop.pattern, element, iteration, isLet: true)
            }
            if let condition = loop.whereClause {
                guard case .bool(true) = try eval(condition, iteration, .named("Bool")) else { return nil }
            }
            return try execStatements(loop.body.statements, iteration).exitingLoop(labelled: label)
        }
        if let ends = intRangeEnds(sequence) {
            // An integer range is counted, not made: its size is bounded by the step limit only.
            guard let (first, last) = ends else { return .normal }
            var current = first
            while true {
                if let exit = try run(.int(current)) { return exit }
                if current == last { return .normal }
                current += 1
            }
        }
        if let first = partialRangeFromStart(sequence) {
            // `for i in 0... { … break }`: a `PartialRangeFrom` is a sequence without end (Swift
            // standard library, "PartialRangeFrom": iterating it "continues until … a `break`");
            // the step budget bounds a loop that never leaves.
            var current = first
            while true {
                if let exit = try run(.int(current)) { return exit }
                if current == .max { throw error(.trap, SwiftTrap.arithmeticOverflow) }
                current += 1
            }
        }
        // swiftc points "for-in loop requires 'Int' to conform to 'Sequence'" at the sequence.
        let statementSpan = currentSpan
        currentSpan = loop.sequence.span
        let elements = try self.elements(of: sequence)
        currentSpan = statementSpan
        for element in elements {
            if let exit = try run(element) { return exit }
        }
        return .normal
    }

    func execWhile(_ loop: WhileStmt, _ scope: Scope, label: String?) throws -> Flow {
        while true {
            try step()
            let iteration = Scope(parent: scope)
            if !(try conditionsHold(loop.conditions, iteration, bindingInto: iteration)) { return .normal }
            let flow = try execStatements(loop.body.statements, iteration)
            if let exit = flow.exitingLoop(labelled: label) { return exit }
        }
    }

    func execRepeat(_ loop: RepeatStmt, _ scope: Scope, label: String?) throws -> Flow {
        while true {
            try step()
            let flow = try execBlock(loop.body.statements, scope)
            if let exit = flow.exitingLoop(labelled: label) { return exit }
            // The same rule as `if` and `while`: another file's value reads false (reported).
            guard let flag = try conditionFlag(try eval(loop.condition, scope, .named("Bool"))) else {
                throw error(.invalid, "condition must be a Bool")
            }
            if !flag { return .normal }
        }
    }

    func execDo(_ doStatement: DoStmt, _ scope: Scope) throws -> Flow {
        do {
            return try execBlock(doStatement.body.statements, scope)
        } catch let thrown as ThrownError {
            for clause in doStatement.catchClauses {
                let catchScope = Scope(parent: scope)
                if clause.items.isEmpty {
                    catchScope.declare("error", thrown.value, isLet: true)
                    return try execStatements(clause.body.statements, catchScope)
                }
                // `catch where cond` (a guard with no pattern) binds `error` as a bare `catch` does.
                if clause.items.contains(where: { if case .wildcard = $0.pattern.kind { true } else { false } }) {
                    catchScope.declare("error", thrown.value, isLet: true)
                }
                for item in clause.items where try match(item.pattern, thrown.value, catchScope, hint: hintOfValue(thrown.value)) {
                    if let condition = item.whereClause {
                        guard case .bool(true) = try eval(condition, catchScope, .named("Bool")) else { continue }
                    }
                    return try execStatements(clause.body.statements, catchScope)
                }
            }
            throw thrown
        }
    }

    /// The hint naming a value's own type (for implicit members in `case .north:`).
    public func hintOfValue(_ value: Value) -> TypeHint? {
        switch value {
        case let .enumValue(v): return .named(hintName(of: v.type))
        case let .structValue(v): return .named(hintName(of: v.type))
        case let .object(v): return .named(hintName(of: v.type))
        // Another file's value has a type this file cannot see: `gym == .unset` gives `.unset` no
        // contextual type (and the comparison is as unknown as `gym`).
        case let .native(v) where v.type.native?.standsForUnseenNames == true: return nil
        case let .native(v): return .named(shadowedLibraryTypes.isEmpty ? v.type.name : hintName(of: v.type))
        case let .optional(wrapped?): return hintOfValue(wrapped).map { .optional($0) }
        default: return TypeHint.of(value)
        }
    }
}
