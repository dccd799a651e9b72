import SwiftFrontEnd

/// Which kind of literal an operand is made of, for literal typing: `7 / 2 * 1.5` is all
/// literals, one of them floating, so every literal in it is a Double (5.25, as in Swift).
enum LiteralKind: Equatable {
    case integer
    case float
}

extension Interpreter {
    /// The literal kind of an expression made only of number literals and arithmetic, else nil.
    func literalKind(_ expression: Expr) -> LiteralKind? {
        switch expression.kind {
        case .integerLiteral: return .integer
        case .floatLiteral: return .float
        case let .parenthesized(inner), let .prefixOperator("-", inner), let .prefixOperator("+", inner):
            return literalKind(inner)
        case let .sequence(sequence): return literalKind(sequence.folded)
        case let .infix(infix) where Self.isArithmetic(infix.operator.name) && infix.operator.name.utf8.count == 1:
            guard let left = literalKind(infix.lhs), let right = literalKind(infix.rhs) else { return nil }
            return left == .float || right == .float ? .float : .integer
        default: return nil
        }
    }

    static func isCompound(_ op: String) -> Bool {
        // Every compound assignment ends in `=`: most operators are rejected by one byte test
        // before the string comparisons.
        guard op.utf8.last == UInt8(ascii: "=") else { return false }
        switch op {
        case "+=", "-=", "*=", "/=", "%=", "&=", "|=", "^=", "<<=", ">>=", "&+=", "&-=", "&*=": return true
        default: return false
        }
    }

    /// The operator a compound assignment applies (`+` for `+=`): the common ones without making a
    /// new string.
    static func compoundBase(_ op: String) -> String {
        switch op {
        case "+=": return "+"
        case "-=": return "-"
        case "*=": return "*"
        case "/=": return "/"
        default: return String(op.dropLast())
        }
    }

    static func isArithmetic(_ op: String) -> Bool {
        guard op.utf8.count <= 2 else { return false }
        switch op {
        case "+", "-", "*", "/", "%", "&+", "&-", "&*": return true
        default: return false
        }
    }

    func evalInfix(_ infix: InfixExpr, _ scope: Scope, _ hint: TypeHint?, span: SourceSpan) throws -> Value {
        let op = infix.operator.name
        let code = OperatorCode(op)
        let isAnd = code.is(.and, "&&", in: op)
        if isAnd || code.is(.or, "||", in: op) {
            let lhs = try eval(infix.lhs, scope, .named("Bool"))
            guard let left = try conditionFlag(lhs) else {
                currentSpan = span
                throw error(.invalid, "'\(op)' needs Bool operands, not '\(typeName(of: lhs))'")
            }
            if isAnd ? !left : left { return .bool(left) }
            let rhs = try eval(infix.rhs, scope, .named("Bool"))
            guard let right = try conditionFlag(rhs) else {
                currentSpan = span
                throw error(.invalid, "'\(op)' needs Bool operands, not '\(typeName(of: rhs))'")
            }
            return .bool(right)
        }
        if code.is(.coalesce, "??", in: op) {
            let left = try eval(infix.lhs, scope, hint.map { .optional($0) })
            // Another file's optional (`UIApplication.shared.alternateIconName ?? "AppIcon"`) is
            // nil, as an optional binding of it is: the fallback the code wrote is the value.
            if isUnseen(left) {
                assumedForUnseen?(left, "nil, so '??' gives its right side")
                return try eval(infix.rhs, scope, hint)
            }
            if case let .optional(wrapped) = left {
                if let wrapped { return wrapped }
                let rightHint = try hint ?? elementHint(ofOptionalFrom: infix.lhs, scope) ?? wrappedHint(ofDeclaredOptional: infix.lhs, scope)
                    ?? valueHint(ofDictionaryLookup: infix.lhs, scope)
                let right = try eval(infix.rhs, scope, rightHint)
                // A literal is of the wrapped type whatever that type is (`amount ?? 0` with
                // `amount: Decimal?` is a `Decimal`, swiftc: `type(of: amount ?? 0)` prints
                // `Decimal`), not only the types a literal is read as directly.
                if literalKind(infix.rhs) != nil, let rightHint { return try coerce(right, to: rightHint) }
                return right
            }
            // The program's own `??` for a left side that is no optional (`func ??<T>(left:
            // Binding<T?>, right: T) -> Binding<T>`): chosen by the operands' types, as any
            // operator function is; the standard library's takes only an optional on the left.
            if operatorOverloadsSeen("??") != nil || declaresOperatorMethods {
                let right = try eval(infix.rhs, scope, nil)
                currentSpan = span
                if let result = try userOperator("??", left, right) { return result }
            }
            return left
        }
        if code.isArithmetic == nil, code.isCompoundAssignment ?? Self.isCompound(op) {
            let current = try eval(infix.lhs, scope, nil)
            if case .optionalChain = infix.lhs.kind, case .optional(nil) = current { return .void }
            var operandType = current
            if case .optionalChain = infix.lhs.kind, case let .optional(wrapped?) = current { operandType = wrapped }
            let rhs = try eval(infix.rhs, scope, Self.timeIntervalOperandHint(operandType) ?? (try declaredArrayHint(of: infix.lhs, scope))
                ?? TypeHint.of(operandType) ?? hintOfValue(operandType))
            currentSpan = span
            let base = Self.compoundBase(op)
            // `hash &*= prime` on a `UInt64` or an `Int8`: the wrapping operators wrap at the
            // place's own width and signedness, as in `hash = hash &* prime` (`evalInfix`).
            let wrapsAt = try Self.wrappingWidth(of: base, declared: try placeHint(infix.lhs, scope), written: infix.rhs, nil)
            try modify(infix.lhs, scope) { value in
                value = try self.applyBinary(base, value, rhs)
                if let wrapsAt, case let .int(bits) = value { value = wrapsAt.wrappedValue(bits) }
            }
            return .void
        }
        // A numeric alias's literals are its type's (`let half: Ratio = 7 / 2` with `typealias
        // Ratio = Double` is 3.5: `NumericTypeAliases`).
        let operandHint: TypeHint? = (code.isArithmetic ?? Self.isArithmetic(op)) ? literalNumericName(hint).map(TypeHint.named) : nil
        let (leftKind, rightKind) = literalOperandKinds(infix, span: span)
        let left: Value
        var right: Value
        if let leftKind, let rightKind {
            let shared = operandHint ?? (leftKind == .float || rightKind == .float ? .named("Double") : nil)
            left = try evalLiteralOperand(infix.lhs, of: leftKind, scope, shared)
            right = try evalLiteralOperand(infix.rhs, of: rightKind, scope, shared)
        } else if leftKind != nil {
            right = try eval(infix.rhs, scope, operandHint)
            // `2 * .grid(1)` with no numeric context: as on the other side, the literal takes the
            // type that declares the member.
            var memberType: TypeHint?
            if case let .unresolvedMember(member) = right { memberType = numericTypeDeclaring(member.name) }
            left = try eval(infix.lhs, scope, memberType ?? TypeHint.of(right) ?? operandHint)
            if let memberType { right = try coerce(right, to: memberType) }
            // `2.0 * .pi` with no numeric context: the literal takes its default type (`Double` for
            // a float literal, Swift's `FloatLiteralType`), and the implicit member is that type's.
            if case .unresolvedMember = right { right = try coerce(right, to: hintOfValue(left)) }
        } else {
            // `.now() + 0.4` where a `DispatchTime` is expected: an implicit member on the left of
            // an arithmetic operator is the contextual type's, as Swift's operators on a type
            // (`+(DispatchTime, Double) -> DispatchTime`, `+(Date, TimeInterval) -> Date`) give it.
            let arithmetic = code.isArithmetic ?? Self.isArithmetic(op)
            left = try eval(infix.lhs, scope, operandHint ?? (arithmetic ? implicitChainHint(infix.lhs, hint) : nil))
            var rightHint = rightKind != nil ? (TypeHint.of(left) ?? operandHint) : operandHint
            // `date + 60` adds a `TimeInterval`; `date > .distantPast` compares two dates.
            if rightHint == nil { rightHint = ((code.isArithmetic ?? Self.isArithmetic(op)) ? Self.timeIntervalOperandHint(left) : nil) ?? hintOfValue(left) }
            var rightValue = try eval(infix.rhs, scope, rightHint)
            if case .unresolvedMember = rightValue { rightValue = try coerce(rightValue, to: hintOfValue(left)) }
            right = rightValue
        }
        currentSpan = span
        var lhs = left
        // `.gutter + 4` with no numeric context: the literal takes the type of the member, which
        // Swift's type checker finds among the literal's possible types (`CGFloat`, `Double`).
        if case let .unresolvedMember(member) = lhs, rightKind != nil, let type = numericTypeDeclaring(member.name) {
            lhs = try coerce(lhs, to: type)
            right = try eval(infix.rhs, scope, type)
            currentSpan = span
        }
        if case .unresolvedMember = lhs { lhs = try coerce(lhs, to: hintOfValue(right)) }
        let result = try applyBinary(op, lhs, right)
        // `hash &* 31 &+ UInt32(unit)` stored in a `UInt32`: the wrapping operators of a
        // fixed-width type wrap at its own width (The Swift Programming Language, "Advanced
        // Operators": overflow operators), where the interpreter's `Int` would wrap at 64 bits.
        // Both operands have the result's type (`static func &+ (lhs: Self, rhs: Self) -> Self`),
        // so an operand written as `UInt32(unit)` or `UInt32.zero` gives it where no place does
        // (`reduce(into: UInt32.zero) { hash, unit in hash = hash &* 31 &+ UInt32(unit) }`).
        if case let .int(value) = result, let type = Self.wrappingWidth(of: op, declared: hint, written: infix.rhs, infix.lhs) {
            return type.wrappedValue(value)
        }
        return result
    }

    /// The fixed-width integer type a wrapping operator (`&+`, `&-`, `&*`) wraps its result at:
    /// the declared type of the place the result goes to, else the type an operand is written as
    /// (`fixedWidthTypeWritten`); nil for any other operator. `declared` is read only for a
    /// wrapping operator.
    static func wrappingWidth(of op: String, declared: @autoclosure () throws -> TypeHint?, written first: Expr,
                              _ second: Expr?) rethrows -> FixedWidthIntegerType? {
        guard op.utf8.count == 2, op.utf8.first == UInt8(ascii: "&") else { return nil }
        return try declared()?.nominalName.flatMap(FixedWidthIntegerType.named)
            ?? fixedWidthTypeWritten(first) ?? second.flatMap(fixedWidthTypeWritten)
    }

    /// The fixed-width integer type an operand is written as a value of: `UInt32(unit)`,
    /// `Int8.max`, `UInt32.zero`.
    static func fixedWidthTypeWritten(_ expression: Expr) -> FixedWidthIntegerType? {
        switch expression.kind {
        case let .call(call):
            guard case let .identifier(name) = call.callee.kind else { return nil }
            return FixedWidthIntegerType.named(name.name)
        case let .memberAccess(access):
            guard let base = access.base, case let .identifier(name) = base.kind,
                  ["zero", "max", "min"].contains(access.member.name) else { return nil }
            return FixedWidthIntegerType.named(name.name)
        default:
            return nil
        }
    }

    /// `CGFloat` or `Double` when the program declares a static property or function of that name
    /// on it (`extension CGFloat { static var gutter: CGFloat }`, `static func grid(_ n: Int) ->
    /// Self`) and `Int` does not.
    func numericTypeDeclaring(_ name: String) -> TypeHint? {
        func declares(_ typeName: String) -> Bool {
            guard let type = type(named: typeName) else { return false }
            return type.hasStaticProperty(name) || type.staticMethods[name] != nil
        }
        if declares("Int") { return nil }
        return ["CGFloat", "Double"].first(where: declares).map(TypeHint.named)
    }

    // MARK: Assignment

    func assign(_ target: Expr, _ valueExpression: Expr, _ scope: Scope, span: SourceSpan) throws {
        if case let .tuple(elements) = target.kind {
            let value = try eval(valueExpression, scope, nil)
            // `(stream, continuation) = AsyncStream<T>.makeStream()` of a module not read: a
            // tuple there (the file compiles); each place gets its element, unknown here, as
            // `let (a, b) = …` binds them.
            if isUnseen(value) {
                for (index, element) in elements.enumerated() {
                    try assignValue(element.value, try member(of: value, named: String(index)), scope)
                }
                return
            }
            guard case let .tuple(values, _) = value, values.count == elements.count else {
                currentSpan = span
                throw error(.invalid, "cannot assign a value of type '\(typeName(of: value))' to a tuple")
            }
            for (element, item) in zip(elements, values) { try assignValue(element.value, item, scope) }
            return
        }
        if case .discard = target.kind {
            _ = try eval(valueExpression, scope, nil)
            return
        }
        if let storage = try wrapperStorageAssignment(target, valueExpression, scope) {
            currentSpan = span
            try assignValue(target, storage, scope)
            return
        }
        let hint = try placeHint(target, scope)
        let value = try eval(valueExpression, scope, hint)
        // A member still deferred, stored in `self`'s property typed by `self`'s generic parameter.
        let ownProperty = value.isUnresolvedMember && Self.namesOwnProperty(target)
        let coerced = try coerce(value, to: ownProperty ? deferredMemberHint(hint, in: scope.selfType) : hint)
        currentSpan = span
        try assignValue(target, coerced, scope)
    }

    func assignValue(_ target: Expr, _ value: Value, _ scope: Scope) throws {
        if case let .tuple(elements) = target.kind, case let .tuple(values, _) = value {
            for (element, item) in zip(elements, values) { try assignValue(element.value, item, scope) }
            return
        }
        try modify(target, scope) { $0 = value }
    }

    /// `_viewModel`, the storage of a wrapped property `@State var viewModel`: its type is the
    /// wrapper's (`_viewModel = .init(initialValue: model)` calls `State.init`).
    static func wrapperOfStorage(_ name: String, in type: TypeInfo) -> TypeHint? {
        guard name.utf8.first == UInt8(ascii: "_"), let slot = type.slot(of: String(name.dropFirst())),
              let wrapper = type.storedProperties[slot].wrapper else { return nil }
        return .named(wrapper.typeName)
    }

    /// `apps.first(where: { … }) ?? .default` with no contextual type: the left side is the
    /// element type's optional (`Array.first(where:)`, `first`, `last`, `randomElement()`, `min()`,
    /// `max()` return `Element?`), so Swift types the implicit member on the right as the element
    /// type. That element type, read from the collection's declared or current type.
    func elementHint(ofOptionalFrom expression: Expr, _ scope: Scope) throws -> TypeHint? {
        var access: MemberAccessExpr
        switch expression.kind {
        case let .memberAccess(member): access = member
        case let .call(call):
            guard case let .memberAccess(member) = call.callee.kind else { return nil }
            access = member
        default: return nil
        }
        guard let base = access.base, ["first", "last", "randomElement", "min", "max"].contains(access.member.name) else { return nil }
        // Only a name or a property of `self` or of a name: reading its type runs nothing else.
        guard Self.readsWithoutRunning(base) else { return nil }
        if let declared = try placeHint(base, scope)?.element { return declared }
        switch try eval(base, scope, nil) {
        case let .array(elements): return elements.first.flatMap(hintOfValue)
        case let .set(elements): return elements.elements.first.flatMap(hintOfValue)
        default: return nil
        }
    }

    /// `(dose ?? 0).formatted()` with `var dose: Double?` and no contextual type: `??` takes
    /// `(T?, @autoclosure () -> T)`, so the right side is typed as the left's wrapped type and the
    /// literal `0` is a `Double` (swiftc: `type(of: dose ?? 0)` prints `Double`). The wrapped type
    /// of a name or of a property of `self` or of a name, read from its declaration (reading it
    /// runs nothing else); nil for anything else or an undeclared type.
    func wrappedHint(ofDeclaredOptional expression: Expr, _ scope: Scope) throws -> TypeHint? {
        guard Self.readsWithoutRunning(expression), case let .optional(wrapped)? = try placeHint(expression, scope) else { return nil }
        return wrapped
    }

    /// The declared or current type of an assignment target, for typing the assigned value.
    func placeHint(_ target: Expr, _ scope: Scope) throws -> TypeHint? {
        switch target.kind {
        case let .identifier(identifier):
            if let box = scope.lookupBelowGlobals(identifier.name) { return box.hint ?? hintOfValue(box.value) }
            if let type = scope.selfType, let slot = type.slot(of: identifier.name) {
                return type.storedProperties[slot].hint ?? scope.selfValue.map { hintOfValue(storedField($0, slot)) } ?? nil
            }
            if let type = scope.selfType, let wrapper = Self.wrapperOfStorage(identifier.name, in: type) { return wrapper }
            if let box = globals.localBox(identifier.name) { return box.hint ?? hintOfValue(box.value) }
            return nil
        case let .memberAccess(access):
            guard let base = access.base else { return nil }
            let baseValue = try eval(base, scope, nil)
            let type = typeInfo(of: baseValue)
            if let slot = type.slot(of: access.member.name) {
                return type.storedProperties[slot].hint ?? hintOfValue(storedField(baseValue, slot))
            }
            if let wrapper = Self.wrapperOfStorage(access.member.name, in: type) { return wrapper }
            if let computed = findComputed(access.member.name, in: type) { return computed.hint }
            return nil
        case .selfExpr:
            // `self = .high` in an initializer: the implicit member is of the initialised type
            // (an enum's `init(score:)` makes one of its own cases).
            // In an extension of `[Widget]`, `self` is an array of `Widget`.
            if scope.isInitializer, let collection = runningCollectionInitializerSelfHint { return collection }
            return scope.selfType.map { .named(hintName(of: $0)) }
        case let .subscript(subscriptExpression):
            // The collection's declared type first (`var byID: [UInt: Doc] = [:]` then
            // `byID[id] = .init(…)`: the empty dictionary has no value to name its type).
            // An array's element for one plain index; an array of them for an index written
            // with an operator (`items[0..<2] = […]` replaces a slice); else unknown.
            let index = Self.indexShape(subscriptExpression.arguments)
            switch try placeHint(subscriptExpression.base, scope) {
            case let .array(element)?: return index == .element ? element : index == .range ? .array(element) : nil
            case let .dictionary(_, value)? where subscriptExpression.arguments.count == 1: return .optional(value)
            default: break
            }
            let base = try eval(subscriptExpression.base, scope, nil)
            switch base {
            case let .array(elements):
                let element = elements.first.flatMap(hintOfValue)
                return index == .element ? element : index == .range ? element.map { .array($0) } : nil
            case let .dictionary(dictionary): return dictionary.values.first.flatMap(hintOfValue).map { .optional($0) }
            default: return nil
            }
        default: return nil
        }
    }

    enum IndexShape { case element, range, other }

    /// What subscript arguments select: one unlabelled index written with a range operator
    /// (`0..<2`, `2...`, `..<3`) a slice; one written otherwise (`0`, `i + 1`) an element;
    /// anything else (labels, several) is not known.
    static func indexShape(_ arguments: [Argument]) -> IndexShape {
        guard arguments.count == 1, arguments[0].label == nil else { return .other }
        func isRange(_ expression: Expr) -> Bool {
            switch expression.kind {
            case let .sequence(sequence): return isRange(sequence.folded)
            case let .infix(infix): return infix.operator.name == "..<" || infix.operator.name == "..."
            case let .postfixOperator(name, _), let .prefixOperator(name, _): return name == "..." || name == "..<"
            default: return false
            }
        }
        return isRange(arguments[0].value) ? .range : .element
    }

    /// Runs `body` on the storage an expression names (a variable, a stored property, an array
    /// element, …), writing the result back the way Swift does (property observers fire, `self` of
    /// a struct is changed in place). The value is taken out of its storage while `body` runs, so
    /// that arrays stay uniquely referenced and are changed in place.
    func modify(_ target: Expr, _ scope: Scope, _ body: (inout Value) throws -> Void) throws {
        switch target.kind {
        case let .identifier(identifier):
            let name = identifier.name
            if let box = scope.lookupBelowGlobals(name) { return try modify(box, body) }
            if let type = scope.selfType, let selfBox = scope.selfBox,
               type.slot(of: name) != nil || findComputed(name, in: type) != nil {
                let observers = !scope.isInitializer
                if try modifyStructFieldInPlace(selfBox, name, observers: observers, body) { return }
                return try modify(selfBox) { try modifyMember(&$0, name, observers: observers, body) }
            }
            if name.utf8.first == UInt8(ascii: "_"), let type = scope.selfType, let selfBox = scope.selfBox,
               let slot = type.slot(of: String(name.dropFirst())) {
                // `_count = State(initialValue: 0)`: the wrapper's storage itself. Without a wrapper,
                // `_count` compiles only as a macro's backing storage (`@Observable`, `@Model`
                // classes store `count` in `_count`): the property itself.
                return try modify(selfBox) { selfValue in
                    var field = storedField(selfValue, slot)
                    try body(&field)
                    setStoredField(&selfValue, slot, field)
                }
            }
            if let type = scope.selfType, type.staticValues[name] != nil || type.staticInitialisers[name] != nil {
                _ = try staticMember(name, of: type)
                var value = type.staticValues[name] ?? .void
                try body(&value)
                type.staticValues[name] = value
                return
            }
            let global = globalKey(name)
            if let box = globals.localBox(global) { return try modify(box, body) }
            if let thunk = globalInitialisers[global] {
                globalInitialisers[global] = nil
                globals.declare(global, try initialValue(of: name, thunk))
                if let box = globals.localBox(global) { return try modify(box, body) }
            }
            // `Settings.verbose = true` in a preview, `Settings` of another file: the change
            // goes to a value the program cannot see, which keeps nothing.
            if var unseen = undefinedName?(name), isUnseen(unseen) { return try body(&unseen) }
            throw error(.cannotFindInScope(name), naming: name)
        case .selfExpr:
            guard let box = scope.selfBox else { throw error(.invalid, "cannot assign to 'self' here") }
            try modify(box, body)
        case let .memberAccess(access):
            guard let base = access.base else { throw error(.invalid, "cannot assign to an implicit member") }
            let name = access.member.name
            // The base's value is looked at in a block of its own: kept alive while the member
            // is changed, it would be a second reference, and a collection in the member would be
            // copied on every write (`model.items[i] = x`).
            do {
                let baseValue = try? eval(base, scope, nil)
                if let baseValue, isUnseen(baseValue) {
                    // `EventStore.shared.events = samples`: a member of another file's value takes
                    // the change and keeps nothing (the value stays unknown).
                    var member = (try? self.member(of: baseValue, named: name)) ?? baseValue
                    return try body(&member)
                }
                if case let .metatype(type) = baseValue {
                    _ = try staticMember(name, of: type)
                    if let setter = type.staticComputed[name]?.setter {
                        var current = try staticMember(name, of: type)
                        try body(&current)
                        var selfValue = Value.metatype(type)
                        _ = try call(setter, [CallArgument(nil, current)], self: &selfValue)
                        return
                    }
                    var value = type.staticValues[name] ?? .void
                    try body(&value)
                    type.staticValues[name] = value
                    return
                }
                // `container.descriptions.first!.url = url`: a class instance is a reference, so
                // its member changes in place and nothing is written back through the path that
                // reached it (which may be get-only, as `first` is).
                if let baseValue, Self.isReference(baseValue), !{ if case .selfExpr = base.kind { return true }; return false }() {
                    var reference = baseValue
                    return try modifyMember(&reference, name, observers: true, body)
                }
            }
            let observers = !(scope.isInitializer && { if case .selfExpr = base.kind { return true }; return false }())
            try modify(base, scope) { try modifyMember(&$0, name, observers: observers, body) }
        case let .subscript(subscriptExpression):
            let arguments = try typingDictionaryArguments(evalArguments(subscriptExpression.arguments, [], scope, for: nil),
                                                          of: subscriptExpression.base, scope)
            // `Registry[key] = value`, `Self[key] = value`: a type's static subscript; the type
            // is no place to modify. (Only a capitalised name is evaluated first: a variable's
            // value kept here would be a second reference, copied on every write.)
            if case let .identifier(name) = subscriptExpression.base.kind, name.name.first?.isUppercase == true,
               case let .metatype(type)? = try? eval(subscriptExpression.base, scope, nil) {
                var base = Value.metatype(type)
                var element = try subscriptGet(base, arguments)
                try body(&element)
                return try subscriptSet(&base, arguments, element)
            }
            try modify(subscriptExpression.base, scope) { base in
                if try modifyArrayElement(&base, arguments, body) { return }
                var element = try subscriptGet(base, arguments)
                if case .dictionary = base, arguments.labelled("default") == nil, case let .optional(wrapped) = element {
                    // `dictionary[key]` is an optional place; `dictionary[key]! += 1` unwraps it.
                    element = .optional(wrapped)
                }
                try body(&element)
                try subscriptSet(&base, arguments, element)
            }
        case let .forceUnwrap(inner):
            try modify(inner, scope) { value in
                guard case let .optional(wrapped) = value, var unwrapped = wrapped else {
                    if case .optional = value { throw error(.trapNilUnwrap()) }
                    return try body(&value)
                }
                try body(&unwrapped)
                value = .some(unwrapped)
            }
        case let .bindOptional(inner):
            try modify(inner, scope) { value in
                guard case let .optional(wrapped) = value else { return try body(&value) }
                guard var unwrapped = wrapped else { throw OptionalChainStop() }
                try body(&unwrapped)
                value = .some(unwrapped)
            }
        case let .optionalChain(inner):
            do { try modify(inner, scope, body) } catch is OptionalChainStop {}
        case let .parenthesized(inner), let .inOut(inner):
            try modify(inner, scope, body)
        case .discard:
            var ignored = Value.void
            try body(&ignored)
        case .call:
            // `UITextView.appearance().backgroundColor = .clear`: a member of what a call returns.
            // A class instance is shared, so the change is seen through it; a value the program
            // cannot see (`standsForUnseenNames`) takes the change and keeps nothing.
            var value = try eval(target, scope, nil)
            switch value {
            case .object: try body(&value)
            case let .native(native) where native.type.native?.standsForUnseenNames == true: try body(&value)
            default: throw error(.invalid, "cannot assign to this expression")
            }
        default:
            throw error(.invalid, "cannot assign to this expression")
        }
    }

    /// A class instance, or a native value of a reference type (`NativeTypeDescriptor.isReferenceType`).
    static func isReference(_ value: Value) -> Bool {
        switch value {
        case .object: return true
        case let .native(native): return native.type.native?.isReferenceType == true
        default: return false
        }
    }

    /// Runs `body` on a box's value, taking it out first (no exclusivity conflict if user code
    /// reads the variable meanwhile; the array inside stays uniquely referenced). Host work asked
    /// for meanwhile (`afterModification`) runs when the outermost change is put back.
    func modify(_ box: Box, _ body: (inout Value) throws -> Void) throws {
        try whileModifying { try modifyTakenOut(box, body) }
    }

    /// Runs `work`, which changes a value in its variable, then (the outermost change done) what
    /// was asked to run once the value is back (`afterModification`).
    func whileModifying(_ work: () throws -> Void) throws {
        modificationDepth += 1
        do {
            try work()
        } catch {
            modificationDepth -= 1
            // The statement failed: what it asked to run afterwards is dropped with it.
            if modificationDepth == 0 { workAfterModification = [] }
            throw error
        }
        modificationDepth -= 1
        if modificationDepth == 0, !workAfterModification.isEmpty {
            let work = workAfterModification
            workAfterModification = []
            for item in work { try item() }
        }
    }

    /// Runs `work` once the value being changed is back in its variable: at once when nothing is
    /// being changed. While a statement assigns `self.query`, `self` is out of its variable; a
    /// host callback that runs user code reading `self` (a Combine subscriber) waits until then.
    public func afterModification(_ work: @escaping () throws -> Void) throws {
        if modificationDepth == 0 { try work() } else { workAfterModification.append(work) }
    }

    private func modifyTakenOut(_ box: Box, _ body: (inout Value) throws -> Void) throws {
        var value = box.value
        // A class instance stays in its variable: the variable holds a reference, so taking it
        // out keeps nothing unique, and the code that runs meanwhile may read the instance's
        // other properties (`all.removeAll { picked.contains($0) }` in a class's initializer or
        // method reads `self.picked` while `self.all` changes; Swift enforces exclusivity per
        // stored property of a class instance, The Swift Programming Language, "Memory Safety").
        if !Self.isReference(value) { box.value = .void }
        defer { box.value = value }
        try body(&value)
        try checkFixedWidth(value, box.hint)
        if let hint = box.hint, case .optional = hint, !{ if case .optional = value { return true }; return false }() {
            value = .some(value)
        }
        // `rows.append((1, 2))` on `var rows: [(count: Int, width: Int)]`: the element takes the labels.
        if let hint = box.hint, hint.isLabelledTuple || hint.element?.isLabelledTuple == true {
            value = try coerce(value, to: hint)
        }
    }

    /// Runs `body` on the member `name` of `base` (a stored property, through its wrapper and
    /// observers, or a computed property's getter and setter).
    func modifyMember(_ base: inout Value, _ name: String, observers: Bool, _ body: (inout Value) throws -> Void) throws {
        // The struct is taken out of `base` by a statement of its own, not bound by the `switch`
        // (which would keep a second reference to its fields for its whole body, so that a
        // collection in a field was copied on every write: `self.items[i] = x`).
        if case .structValue = base, case let type = typeInfo(of: base), let slot = type.slot(of: name) {
            let property = type.storedProperties[slot]
            if property.wrapper != nil || (observers && (property.willSet != nil || property.didSet != nil)) {
                return try modifyObserved(&base, property, observers: observers, body)
            }
            guard case var .structValue(instance) = base else { return }
            base = .void
            defer { base = .structValue(instance) }
            var field = instance.fields[slot]
            instance.fields[slot] = .void
            defer { instance.fields[slot] = field }
            try body(&field)
            try checkFixedWidth(field, property.hint)
            if case .optional? = property.hint { field = try coerce(field, to: property.hint) }
            return
        }
        switch base {
        case let .object(object):
            if let slot = object.type.slot(of: name) {
                let property = object.type.storedProperties[slot]
                if property.wrapper != nil || (observers && (property.willSet != nil || property.didSet != nil)) {
                    return try modifyObserved(&base, property, observers: observers, body)
                }
                var value = object.fields[slot]
                object.fields[slot] = .void
                defer { object.fields[slot] = value }
                try body(&value)
                try checkFixedWidth(value, property.hint)
                if case .optional? = property.hint { value = try coerce(value, to: property.hint) }
                return
            }
        default: break
        }
        if case .tuple = base, let index = tupleElementIndex(base, name) {
            guard case .tuple(var values, let labels) = base else { return }
            base = .void
            defer { base = .tuple(values, labels: labels) }
            var element = values[index]
            values[index] = .void
            defer { values[index] = element }
            try body(&element)
            return
        }
        // A member Optional lacks, written without `?`: Swift compiles that only for an implicitly
        // unwrapped optional (`var model: Item!`, then `model.title = …`), which is unwrapped —
        // trapping on nil as Swift does — and keeps the changed value, as reading one does.
        if case let .optional(wrapped) = base, typeInfo(of: base) === builtins.optional, findComputed(name, in: builtins.optional) == nil {
            guard var value = wrapped else {
                throw error(.trap, "Fatal error: Unexpectedly found nil while implicitly unwrapping an Optional value")
            }
            base = .void
            defer { base = .optional(value) }
            try modifyMember(&value, name, observers: observers, body)
            return
        }
        let type = typeInfo(of: base)
        if type.native?.standsForUnseenNames == true {
            // A member of a value of another file: the assignment runs, nothing can keep it.
            var ignored = try member(of: base, named: name)
            try body(&ignored)
            return
        }
        if name.utf8.first == UInt8(ascii: "_"), type.slot(of: name) == nil, let slot = type.slot(of: String(name.dropFirst())) {
            // `self._selection = selection` in an initializer: the wrapper's storage itself, or an
            // `@Observable` class's backing storage of `selection` (the property itself).
            var field = storedField(base, slot)
            try body(&field)
            setStoredField(&base, slot, field)
            return
        }
        if let property = findComputed(name, in: type) {
            guard let setter = property.setter else { throw error(.getOnlyProperty(name), naming: name) }
            var value = try call(property.getter, [], self: &base)
            try body(&value)
            _ = try call(setter, [CallArgument(nil, value)], self: &base)
            return
        }
        // A member no declaration read here has (another file's extension property, a member of
        // a framework type LayoutLens does not model): read, it is the host's stand-in with its
        // warning; written, the assignment runs and nothing keeps it. A misspelling stays an error.
        if var ignored = try undefinedMemberValue(base, name) {
            try body(&ignored)
            return
        }
        throw error(.noMemberOnValue(name, type: typeName(of: base)), naming: name)
    }

    /// The position of element `name` (`0`, `width`) of a tuple, if it has one.
    private func tupleElementIndex(_ tuple: Value, _ name: String) -> Int? {
        guard case let .tuple(values, labels) = tuple, let index = Int(name) ?? labels.firstIndex(of: name),
              values.indices.contains(index) else { return nil }
        return index
    }

    /// A stored property with a wrapper or observers: read, change, `willSet`, store, `didSet`.
    private func modifyObserved(_ base: inout Value, _ property: StoredProperty, observers: Bool,
                                _ body: (inout Value) throws -> Void) throws {
        let storage = storedField(base, property.slot)
        // A wrapped property not initialised yet (`wrapperFilledByInitializer`): an initializer's
        // `self.onTap = onTap` makes the wrapper from the value, `init(wrappedValue:)` (SE-0258).
        if let wrapper = property.wrapper, case .void = storage, wrapperFilledByInitializer(wrapper),
           wrapperTakesWrappedValue(wrapper.typeName) {
            var new = Value.void
            try body(&new)
            setStoredField(&base, property.slot, try makeWrapperStorage(wrapper, initial: try coerce(new, to: property.hint)))
            return
        }
        let old = try property.wrapper.map { try wrappedValue(in: storage, wrapper: $0.typeName) } ?? storage
        var new = old
        try body(&new)
        new = try coerce(new, to: property.hint)
        if observers, let willSet = property.willSet { _ = try call(willSet, [CallArgument(nil, new)], self: &base) }
        var newStorage = new
        if let wrapper = property.wrapper {
            newStorage = storage
            if let behaviour = propertyWrappers[wrapper.typeName] {
                guard let set = behaviour.setWrappedValue else { throw error(.invalid, "cannot assign to a read-only '\(wrapper.typeName)' property") }
                try set(self, &newStorage, new)
            } else {
                try modifyMember(&newStorage, "wrappedValue", observers: true) { $0 = new }
            }
        }
        setStoredField(&base, property.slot, newStorage)
        if observers, let didSet = property.didSet { _ = try call(didSet, [CallArgument(nil, old)], self: &base) }
    }

    func setStoredField(_ base: inout Value, _ slot: Int, _ value: Value) {
        switch base {
        case var .structValue(instance):
            base = .void
            instance.fields[slot] = value
            base = .structValue(instance)
        case let .object(object): object.fields[slot] = value
        default: break
        }
    }
}

extension Scope {
    /// The box for `name` in this scope or an enclosing one, not counting the global scope.
    func lookupBelowGlobals(_ name: String) -> Box? { boxBelowGlobals(name) }
}

extension Interpreter {
    /// The type of the right operand of `date + x`, `date - x`, `date += x` and `date -= x`:
    /// Foundation declares them on `Date` with `rhs: TimeInterval` (Apple docs, "Date": `static func
    /// -= (lhs: inout Date, rhs: TimeInterval)`), so `.random(in: 60 ..< 180)` there is
    /// `TimeInterval.random(in:)`, not a member of `Date`.
    static func timeIntervalOperandHint(_ left: Value) -> TypeHint? {
        if case let .native(native) = left, native.type.name == "Date" { return .named("Double") }
        // `deadline + .milliseconds(300)`: Dispatch's `+(DispatchTime, DispatchTimeInterval)`
        // (a number literal takes the `Double` overload through its own kind).
        if case let .native(native) = left, native.type.name == "DispatchTime" || native.type.name == "DispatchWallTime" {
            return .named("DispatchTimeInterval")
        }
        return nil
    }
}
