import SwiftFrontEnd

/// Signals that an optional chain (`a?.b`) met `nil`; caught by the enclosing `.optionalChain`.
struct OptionalChainStop: Error {}

/// Expressions. `hint` is what the context says about the expected type (see `TypeHint`).
extension Interpreter {
    func eval(_ expression: Expr, _ scope: Scope, _ hint: TypeHint?) throws -> Value {
        // Expressions nest as deep as a modifier chain is long (the parser builds chains without
        // recursing); evaluation recurses, so its depth is bounded like calls are.
        expressionDepth += 1
        defer { expressionDepth -= 1 }
        if expressionDepth > limits.maxExpressionDepth {
            currentSpan = expression.span
            throw error(callDepth >= Self.recursionCallDepth ? .limitRecursion(calls: callDepth, expressions: limits.maxExpressionDepth)
                                                              : .limitExpressionDepth(limits.maxExpressionDepth))
        }
        // The most frequent kinds first, in a switch small enough that the optimiser reads their
        // payloads in place instead of copying the whole expression kind (the big switch below
        // does). Measured: with literals and the ternary added here as well, the copy came back.
        switch expression.kind {
        case let .identifier(identifier):
            currentSpan = expression.span
            return try lookupName(identifier.name, scope)
        case let .memberAccess(access):
            // `Box<User>.empty`: the written arguments bind the static member's code (`InstanceGenericArguments`).
            if let base = access.base, case .specialize = base.kind, let written = writtenStaticGenericArguments(base, scope) {
                return try withWrittenStaticArguments(written) { try evalMember(access, scope, hint, span: expression.span) }
            }
            return try evalMember(access, scope, hint, span: expression.span)
        case let .call(call):
            if case let .memberAccess(access) = call.callee.kind, let base = access.base, case .specialize = base.kind,
               let written = writtenStaticGenericArguments(base, scope) {
                return try withWrittenStaticArguments(written) { try evalCall(call, scope, hint, span: expression.span) }
            }
            return try evalCall(call, scope, hint, span: expression.span)
        case let .infix(infix):
            return try evalInfix(infix, scope, hint, span: expression.span)
        case let .sequence(sequence):
            return try eval(sequence.folded, scope, hint)
        default:
            return try evalKind(expression, scope, hint)
        }
    }

    private func evalKind(_ expression: Expr, _ scope: Scope, _ hint: TypeHint?) throws -> Value {
        switch expression.kind {
        case let .integerLiteral(text):
            return try integerLiteral(text, hint, expression.span)
        case let .floatLiteral(text):
            // Parsed once per spelling: a literal in a loop or a row's body is read again and again.
            let value: Double
            if let parsed = floatLiterals.element(for: text) {
                value = parsed
            } else {
                guard let parsed = Double(text) ?? Double(text.filter { $0 != "_" }) else {
                    currentSpan = expression.span
                    throw error(.unsupportedLiteral(text))
                }
                floatLiterals.set(parsed, for: text)
                value = parsed
            }
            return literalNumericName(hint) == "CGFloat" ? .cgFloat(value) : .double(value)
        case let .stringLiteral(literal):
            return try stringLiteral(literal, scope, hint)
        case let .booleanLiteral(flag): return .bool(flag)
        case .nilLiteral: return .nil
        case let .arrayLiteral(elements):
            return try arrayLiteral(elements, scope, hint)
        case let .dictionaryLiteral(elements):
            var dictionary = OrderedDictionary()
            var keyHint: TypeHint?, valueHint: TypeHint?
            if case let .dictionary(k, v)? = hint { keyHint = k; valueHint = v }
            let values = try siblingTyped(elements.map(\.value), scope, valueHint)
            for (element, value) in zip(elements, values) {
                dictionary[try eval(element.key, scope, keyHint)] = value
            }
            try allocate(elements.count)
            return .dictionary(dictionary)
        case let .identifier(identifier):
            currentSpan = expression.span
            return try lookupName(identifier.name, scope)
        case let .specialize(base, arguments):
            let value = try eval(base, scope, hint)
            recordMetatypeArguments(value, arguments, scope)
            return value
        case .selfExpr:
            return try selfValue(scope)
        case .superExpr:
            return try selfValue(scope)
        case .discard:
            return .void
        case let .type(syntax):
            currentSpan = expression.span
            let value = try metatype(syntax, scope)
            if case let .identifier(_, arguments) = syntax.kind, !arguments.isEmpty { recordMetatypeArguments(value, arguments, scope) }
            return value
        case let .memberAccess(access):
            return try evalMember(access, scope, hint, span: expression.span)
        case let .call(call):
            return try evalCall(call, scope, hint, span: expression.span)
        case let .subscript(subscriptExpression):
            // `.palette.swatches[0].background`: a subscript inside an implicit member chain
            // (SE-0287) still starts the chain from the whole chain's contextual type.
            let base = try evalChainBase(subscriptExpression.base, scope, hint)
            let arguments = try typingDictionaryArguments(subscriptArguments(subscriptExpression.arguments, of: base, scope),
                                                          of: subscriptExpression.base, scope)
            currentSpan = expression.span
            return try subscriptGet(base, unboundedRanges(arguments, written: subscriptExpression.arguments))
        case let .bindOptional(inner):
            let value = try eval(inner, scope, nil)
            guard case let .optional(wrapped) = value else { return value }
            guard let wrapped else { throw OptionalChainStop() }
            return wrapped
        case let .optionalChain(inner):
            do {
                let value = try eval(inner, scope, nil)
                if case .optional = value { return value }
                return .some(value)
            } catch is OptionalChainStop {
                return .nil
            }
        case let .forceUnwrap(inner):
            let value = try eval(inner, scope, hint.map { .optional($0) })
            guard case let .optional(wrapped) = value else { return value }
            guard let wrapped else {
                currentSpan = expression.span
                throw error(.trapNilUnwrap())
            }
            return wrapped
        case let .postfixOperator(op, operand):
            let value = try eval(operand, scope, nil)
            currentSpan = expression.span
            return try applyPostfix(op, value)
        case let .prefixOperator(op, operand):
            var value = try eval(operand, scope, op == "!" ? .named("Bool") : hint)
            // `-.small3` where no contextual type reaches (a library modifier's argument): the
            // number type declaring the member, as for `.small3 * 2` (`numericTypeDeclaring`).
            if op == "-" || op == "+", case let .unresolvedMember(member) = value, let declaring = numericTypeDeclaring(member.name) {
                value = try coerce(value, to: declaring)
            }
            currentSpan = expression.span
            return try applyPrefix(op, value)
        case let .inOut(inner):
            return try eval(inner, scope, hint)
        case let .try(kind, inner):
            switch kind {
            case .plain: return try eval(inner, scope, hint)
            case .optional:
                do {
                    let value = try eval(inner, scope, hint)
                    if case .optional = value { return value }
                    return .some(value)
                } catch is ThrownError {
                    return .nil
                }
            case .forced:
                do {
                    return try eval(inner, scope, hint)
                } catch let thrown as ThrownError {
                    currentSpan = expression.span
                    throw error(.trapTryFailed(try describe(thrown.value, debug: true)))
                }
            }
        case let .await(inner):
            let value = try eval(inner, scope, hint)
            if let awaited { return try awaited(value) }
            return value
        case let .prefixKeyword(_, inner):
            return try eval(inner, scope, hint)
        case let .sequence(sequence):
            return try eval(sequence.folded, scope, hint)
        case let .infix(infix):
            return try evalInfix(infix, scope, hint, span: expression.span)
        case let .assignment(target, value):
            try assign(target, value, scope, span: expression.span)
            return .void
        case let .ternary(condition, then, otherwise):
            let conditionValue = try eval(condition, scope, .named("Bool"))
            guard let flag = try conditionFlag(conditionValue) else {
                throw error(.invalid, "ternary condition must be a Bool, not '\(typeName(of: conditionValue))'")
            }
            if hint == nil, literalKind(flag ? then : otherwise) != nil, literalKind(flag ? otherwise : then) == nil {
                // `c ? 1 : x` where x is a Double: the literal takes x's type. The branch not taken
                // is evaluated only when that can change nothing, and its failure is ignored
                // (`i < n - 1 ? xs[i + 1] : 0` must not read past the end).
                let untaken = flag ? otherwise : then
                return try eval(flag ? then : otherwise, scope, isReadOnlyShape(untaken) ? readOnlyType(of: untaken, scope) : nil)
            }
            if hint == nil, let kind = literalKind(then), let otherKind = literalKind(otherwise), kind != otherKind {
                return try eval(flag ? then : otherwise, scope, .named("Double"))
            }
            if hint == nil, Self.isImplicitMember(flag ? then : otherwise),
               let other = numberTypeBesideImplicitMember(flag ? then : otherwise, literal: flag ? otherwise : then)
                ?? branchType(flag ? otherwise : then, scope) {
                // `dark ? Color.black : .hex(0xE26C5E)`: both branches have one type, so the implicit
                // member is looked up on the other branch's (Swift infers the type from both).
                return try eval(flag ? then : otherwise, scope, other)
            }
            return try eval(flag ? then : otherwise, scope, hint)
        case let .cast(inner, kind, type):
            return try evalCast(inner, kind, type, scope, span: expression.span)
        case let .typeCheck(inner, type):
            let value = try eval(inner, scope, nil)
            return .bool(valueMatches(value, type))
        case let .operatorReference(op):
            return .function(.native(op) { interpreter, _, arguments in
                if arguments.count == 1 { return try interpreter.applyPrefix(op, arguments[0].value) }
                return try interpreter.applyBinary(op, try arguments.value(0), try arguments.value(1))
            })
        case let .parenthesized(inner):
            return try eval(inner, scope, hint)
        case let .tuple(elements):
            var hints: [TypeHint?] = []
            var hintLabels: [String?] = []
            if case let .tuple(elementHints, labels)? = hint { (hints, hintLabels) = (elementHints, labels) }
            var values: [Value] = []
            for (index, element) in elements.enumerated() {
                values.append(try eval(element.value, scope, hints[safe: index] ?? nil))
            }
            // An unlabelled element takes the label of the tuple type it is written for.
            return .tuple(values, labels: elements.enumerated().map { index, element -> String? in
                if let label = element.label?.name { return label }
                return hintLabels[safe: index] ?? nil
            })
        case let .closure(closure):
            return .function(makeClosure(closure, scope, hint: hint, builderName: nil))
        case let .keyPath(keyPath):
            return .keyPath(try makeKeyPath(keyPath, scope))
        case let .ifExpr(ifStatement):
            return try evalIfValue(ifStatement, scope, hint)
        case let .switchExpr(switchStatement):
            return try evalSwitchValue(switchStatement, scope, hint)
        case let .macroExpansion(macro):
            currentSpan = expression.span
            switch macro.name.name {
            case "file", "filePath", "fileID": return .string(currentFile?.fileName ?? "")
            case "line": return .int(currentRange?.start.line ?? 0)
            case "column": return .int(currentRange?.start.column ?? 0)
            case "function":
                return .string(PoundFunctionName.name(at: expression.span.start, in: currentFile?.declarations ?? [], moduleName: moduleName))
            default:
                if macro.name.name == "colorLiteral", let color = try colorLiteral(macro, scope, hint) { return color }
                if let predicate = predicateMacro(macro, scope) { return predicate }
                if let path = keyPathStringMacro(macro, scope) { return path }
                // Another macro handed to `@Query`: a value the host may keep opaque.
                if let value = undefinedName?("#" + macro.name.name) { return value }
                throw error(.unsupportedMacro(macro.name.name))
            }
        case let .regexLiteral(literal):
            currentSpan = expression.span
            return try regexLiteralValue(literal)
        case let .postfixIfConfig(base, clauses):
            // The active clause's members apply to the expression; none active, it stands alone.
            let value = try eval(base, scope, hint)
            guard let chain = activeClause(clauses)?.elements.first else { return value }
            let inner = Scope(parent: scope)
            inner.declare(Self.postfixIfConfigBaseName, value, isLet: true)
            return try eval(chain, inner, hint)
        case .postfixIfConfigBase:
            guard let box = scope.lookupBelowGlobals(Self.postfixIfConfigBaseName) else {
                currentSpan = expression.span
                throw error(.invalid, "the expression could not be parsed")
            }
            return box.value
        case .unresolvedPattern, .missing:
            currentSpan = expression.span
            throw error(.invalid, "the expression could not be parsed")
        }
    }

    /// The name a postfix `#if` clause's base is bound to (not a Swift identifier, so never a user's).
    static let postfixIfConfigBaseName = "#postfixIfConfigBase"

    // MARK: Literals

    func integerLiteral(_ text: String, _ hint: TypeHint?, _ span: SourceSpan) throws -> Value {
        if let plain = Int(text) {
            switch literalNumericName(hint) {
            case "Double"?: return .double(Double(plain))
            case "CGFloat"?: return .cgFloat(Double(plain))
            default: return .int(plain)
            }
        }
        let digits = text.filter { $0 != "_" }
        let value = Self.integerLiteralValue(digits)
        switch literalNumericName(hint) {
        // `{ Double($0) }`, not `Double.init`, which a `UInt64` would also match as `init(bitPattern:)`.
        case "Double": return .double(value.map { Double($0) } ?? Double(digits) ?? 0)
        case "CGFloat": return .cgFloat(value.map { Double($0) } ?? Double(digits) ?? 0)
        case let name:
            // Above `Int.max` only `UInt64` and `UInt` hold an integer literal; the program
            // compiled, so a literal there is of one of them (`var hash: UInt64 =
            // 0xcbf29ce484222325`, `seed &* 0x9E3779B97F4A7C15`) unless its place is narrower.
            let narrower = name.flatMap(FixedWidthIntegerType.named).map { $0.max < Int.max } ?? false
            if let value, value <= UInt64(Int.max) || !narrower { return .unsigned(value) }
            currentSpan = span
            throw error(.integerLiteralOverflow(text))
        }
    }

    /// An integer literal's digits (`0x…`, `0b…`, `0o…` or decimal, without `_`) as a `UInt64`;
    /// nil past `UInt64.max`.
    static func integerLiteralValue(_ digits: String) -> UInt64? {
        if digits.hasPrefix("0x") { return UInt64(digits.dropFirst(2), radix: 16) }
        if digits.hasPrefix("0b") { return UInt64(digits.dropFirst(2), radix: 2) }
        if digits.hasPrefix("0o") { return UInt64(digits.dropFirst(2), radix: 8) }
        return UInt64(digits)
    }

    func stringLiteral(_ literal: StringLiteral, _ scope: Scope, _ hint: TypeHint?) throws -> Value {
        if let text = literal.staticValue {
            if hint?.nominalName == "Character", text.count == 1 { return .character(text.first!) }
            return .string(text)
        }
        var result = ""
        for segment in literal.segments {
            switch segment {
            case let .text(text, _): result += text
            case let .interpolation(arguments, _):
                guard let first = arguments.first else { continue }
                let value = try eval(first.value, scope, nil)
                if arguments.count > 1 || first.label != nil {
                    // `\(value, specifier: "%.1f")` (SwiftUI's LocalizedStringKey) and friends.
                    if let specifier = arguments.first(where: { $0.label?.name == "specifier" }),
                       case let .string(format) = try eval(specifier.value, scope, nil) {
                        result += try self.format(format, [value])
                        continue
                    }
                }
                result += try describe(value)
            }
        }
        try allocate(stringElements(result))
        return .string(result)
    }

    func arrayLiteral(_ elements: [Expr], _ scope: Scope, _ hint: TypeHint?) throws -> Value {
        let elementHint = hint?.element
        var values = try siblingTyped(elements, scope, elementHint)
        try allocate(values.count + 1)
        // `[1, nil]` is an `[Int?]`: wrap the other elements as Swift does.
        if case .optional? = elementHint {
            values = values.map { if case .optional = $0 { return $0 }; return .some($0) }
        } else if values.contains(where: { if case .optional = $0 { return true }; return false }) {
            values = values.map { if case .optional = $0 { return $0 }; return .some($0) }
        }
        // `[.small, SizeEA.large]`: implicit members take the type of a sibling.
        if values.contains(where: { if case .unresolvedMember = $0 { return true }; return false }),
           let sibling = values.lazy.compactMap({ self.hintOfValue($0) }).first(where: { $0.nominalName != nil }) {
            values = try values.map { try coerce($0, to: sibling) }
        }
        if case .set? = hint { return .set(OrderedSet(values)) }
        return .array(values)
    }

    /// Evaluates expressions that must share one type (array elements, arguments of `min`/`max`):
    /// literals take the type of the first non-literal sibling, or Double when any literal is a
    /// floating-point one.
    func siblingTyped(_ expressions: [Expr], _ scope: Scope, _ hint: TypeHint?) throws -> [Value] {
        // Without number literals (`[label, detail]`) every element is evaluated with the hint, in
        // order: what the two passes below do when no element is a literal.
        if expressions.count < 2 || !expressions.contains(where: { literalKind($0) != nil }) || hint?.numericName != nil {
            return try expressions.map { try eval($0, scope, hint) }
        }
        // One array, filled in two passes: non-literals first (they type the literals), then the
        // literals (marked in `literals` for the first 64; beyond, asked again).
        var values = [Value](repeating: .void, count: expressions.count)
        var literals: UInt64 = 0
        var shared = hint
        var sawFloat = false
        for index in expressions.indices {
            switch literalKind(expressions[index]) {
            case .float?: sawFloat = true; if index < 64 { literals |= 1 << UInt64(index) }
            case .integer?: if index < 64 { literals |= 1 << UInt64(index) }
            case nil:
                let value = try eval(expressions[index], scope, hint)
                values[index] = value
                if shared?.numericName == nil, let own = TypeHint.of(value), own.numericName != nil { shared = own }
            }
        }
        if shared?.numericName == nil && sawFloat { shared = .named("Double") }
        for index in expressions.indices where index < 64 ? literals & (1 << UInt64(index)) != 0 : literalKind(expressions[index]) != nil {
            values[index] = try eval(expressions[index], scope, shared)
        }
        return values
    }

    // MARK: Names

    func selfValue(_ scope: Scope) throws -> Value {
        if let value = scope.selfValue { return value }
        if let lazySelf { return lazySelf }
        if let type = scope.selfType { return .metatype(type) }
        throw error(.cannotFindInScope("self"))
    }

    /// The global variable kept under `key` (the name, or a file's or module's key for `name`):
    /// its value, made on first use, or what its getter gives; nil when none is kept there.
    @inline(__always)
    func globalVariable(under key: String, _ name: String) throws -> Value? {
        if let box = globals.localBox(key) { return box.value }
        if let thunk = globalInitialisers[key] {
            globalInitialisers[key] = nil
            let value = try initialValue(of: name, thunk)
            globals.declare(key, value)
            return value
        }
        if !globalGetters.isEmpty, let getter = globalGetters[key] {
            var noSelf = Value.void
            return try call(getter, [], self: &noSelf)
        }
        return nil
    }

    /// A name in an expression: a local, a member of `self` (or a static member in a static
    /// method), a global, a function, a type.
    func lookupName(_ name: String, _ scope: Scope) throws -> Value {
        if let box = scope.boxBelowGlobals(name) { return box.value }
        if let type = scope.selfType {
            if let value = try implicitSelfMember(name, type, scope) { return value }
        }
        let global = globalKey(name)
        if let value = try globalVariable(under: global, name) { return value }
        if !globalGetters.isEmpty, global != name, let getter = globalGetters[name] {
            var noSelf = Value.void
            return try call(getter, [], self: &noSelf)
        }
        if let functions = globalFunctions[name], let first = visibleFromCurrentFile(functions).first { return .function(first) }
        // A file's own `private enum Tab` before SwiftUI's `Tab` (`FilePrivateTypes`).
        if let type = nestedTypeInScope(name, from: scope.selfType) ?? cachedType(named: name) { return .metatype(type) }
        if let function = nativeFunction(name) { return .function(function) }
        // `Self` inside a type: the type itself (`Self.defaultValue`, `Self._printChanges()`).
        if name == "Self", let type = scope.selfType { return .metatype(type) }
        if let bound = genericParameterBinding(name, scope) { return .metatype(bound) }
        if let outer = enclosingTypeDeclaringStatic(name, scope) { return try staticMember(name, of: outer) }
        if let value = try libraryMemberOfImplicitSelf(name, scope) { return value }
        if let value = try compoundNameReference(name, scope) { return value }
        if let value = undefinedNameValue(name, scope) { return value }
        throw error(.cannotFindInScope(name), naming: name)
    }

    /// `count` meaning `self.count` inside a type (also `$value` and `_value` for wrapped
    /// properties, and static members inside static methods).
    private func implicitSelfMember(_ name: String, _ type: TypeInfo, _ scope: Scope) throws -> Value? {
        if scope.isStaticContext || !scope.hasSelf {
            if type.hasStaticProperty(name) || type.staticMethods[name] != nil || type.caseIndex[name] != nil
                || type.nestedTypes[name] != nil {
                return try staticMember(name, of: type)
            }
            return nil
        }
        if let slot = type.slot(of: name) {
            if !type.hasSpecialStoredProperties, let field = scope.selfField(slot, ifInstanceOf: type) { return field }
        } else if let getter = findComputedGetter(name, in: type), var receiver = scope.selfValue, Self.instanceType(of: receiver) === type {
            // `self`'s own computed property (`label` in a row's `body`): its getter called at once,
            // without looking for a stored property again or copying the whole property.
            return try call(getter, [], self: &receiver)
        }
        let selfValue = scope.selfValue ?? .void
        // `self`'s own stored and computed properties, read directly (what `member(of:named:)`
        // would find after looking the name up again).
        if let instanceType = Self.instanceType(of: selfValue), instanceType === type {
            if let slot = type.slot(of: name) {
                if !type.hasSpecialStoredProperties { return storedField(selfValue, slot) }
                return try member(of: selfValue, named: name)
            }
            if let property = findComputed(name, in: type) {
                var receiver = selfValue
                return try call(property.getter, [], self: &receiver)
            }
        }
        if type.slot(of: name) != nil || findComputed(name, in: type) != nil || findMethod(name, in: type, labels: nil) != nil
            || (name == "rawValue" && type.kind == .enumType && type.rawTypeName != nil) {
            return try member(of: selfValue, named: name)
        }
        if name.utf8.first == UInt8(ascii: "$"), let slot = type.slot(of: String(name.dropFirst())) {
            return try projectedValue(of: selfValue, slot: slot)
        }
        if name.utf8.first == UInt8(ascii: "_"), let slot = type.slot(of: String(name.dropFirst())) {
            return storedField(selfValue, slot)
        }
        if type.hasStaticProperty(name) || type.nestedTypes[name] != nil {
            return try staticMember(name, of: type)
        }
        if let conformingType = conformingSelfType(in: type, scope),
           conformingType.slot(of: name) != nil || findComputed(name, in: conformingType) != nil
            || findMethod(name, in: conformingType, labels: nil) != nil {
            return try member(of: selfValue, named: name)
        }
        return nil
    }

    /// Inside a protocol extension's member (`extension Collection { var isNotEmpty: Bool { !isEmpty } }`)
    /// `self` is the conforming value, so a name the protocol's own extensions do not declare is
    /// that value's member (`isEmpty` of the `String` or `Array` it is called on), as Swift finds
    /// it through the protocol's requirements. The value's type when it differs from `type` (the
    /// standard library's protocols, `Collection`, `Sequence`, `BinaryFloatingPoint`, are built-in
    /// types here).
    func conformingSelfType(in type: TypeInfo, _ scope: Scope) -> TypeInfo? {
        guard type.kind == .protocolType || type.kind == .builtin, !scope.isStaticContext, let selfValue = scope.selfValue else { return nil }
        let actual = typeInfo(of: selfValue)
        return actual === type ? nil : actual
    }

    /// The user type of a struct or class instance.
    @inline(__always)
    static func instanceType(of value: Value) -> TypeInfo? {
        switch value {
        case let .structValue(instance): return instance.type
        case let .object(object): return object.type
        default: return nil
        }
    }

    func storedField(_ value: Value, _ slot: Int) -> Value {
        switch value {
        case let .structValue(instance): return instance.fields[slot]
        case let .object(object): return object.fields[slot]
        default: return .void
        }
    }

    /// `$name`: the wrapper's projected value.
    func projectedValue(of base: Value, slot: Int) throws -> Value {
        let type = typeInfo(of: base)
        let storage = storedField(base, slot)
        // Another file's value (`$viewModel.query` of a model the file does not define), or a
        // wrapper of a module not read (`@Default(.model) var model: String`, whose `$model` is
        // that package's binding): as unknown.
        if isUnseen(storage) { return storage }
        guard let wrapper = type.storedProperties[slot].wrapper else {
            throw error(.invalid, "'\(type.storedProperties[slot].name)' has no property wrapper with a projected value")
        }
        return try projectedValue(in: storage, wrapper: wrapper.typeName)
    }

    /// A type written in expression position (`[String].self`, `Int?`, `[Key: any Span]()`).
    /// `any P` and `some P` written as a value stand for `P` here (Swift, "Opaque and Boxed
    /// Protocol Types": `any P` is the boxed protocol type, an element type like any other), and an
    /// attribute (`@Sendable`) changes no type's identity. A name no file declares (a type of a
    /// module not read, `any Sentry.Span`) is the host's stand-in, as the same name is in an
    /// expression.
    func metatype(_ syntax: TypeSyntax, _ scope: Scope) throws -> Value {
        switch syntax.kind {
        case let .identifier(identifier, _):
            if let type = type(named: identifier.name) { return .metatype(type) }
            if let standIn = undefinedNameValue(identifier.name, scope) { return standIn }
        case .array: return .metatype(builtins.array)
        case .dictionary: return .metatype(builtins.dictionary)
        case .optional: return .metatype(builtins.optional)
        // `[Key: () -> Void]()`, `[(Int, Int)]()`: a function or tuple type as an element type.
        case .function: return .metatype(builtins.function)
        case let .tuple(elements) where elements.count != 1: return elements.isEmpty ? .metatype(builtins.void) : .metatype(builtins.tuple)
        case let .member(base, name, _):
            let baseValue = try metatype(base, scope)
            if case let .metatype(baseType) = baseValue, let nested = baseType.nestedTypes[name.name] {
                return .metatype(nested)
            }
            if isUnseen(baseValue) { return try member(of: baseValue, named: name.name) }
        case let .any(inner), let .some(inner), let .attributed(_, _, inner):
            return try metatype(inner, scope)
        case let .tuple(elements) where elements.count == 1 && elements[0].label == nil:
            return try metatype(elements[0].type, scope)
        default: break
        }
        throw error(.unsupported, "the type '\(typeText(syntax))' cannot be used as a value here")
    }

    // MARK: Members

    /// An implicit member chain (`.now.addingTimeInterval(60)`, `.red.opacity(0.5)`) starts from a
    /// member of the contextual type of the whole chain, as Swift resolves it: the chain's hint is
    /// passed to its base; any other base is evaluated without one.
    func implicitChainHint(_ base: Expr, _ hint: TypeHint?) -> TypeHint? {
        guard let hint, hint.nominalName != nil, Self.startsWithImplicitMember(base) else { return nil }
        return hint
    }

    /// Whether an expression is an implicit member chain (`.red.opacity(0.5)`, `.now.addingTimeInterval(60)`,
    /// SE-0287's `.shared!.value` with postfix `!` and `?`, and subscripts `.palette.swatches[0]`).
    static func startsWithImplicitMember(_ expression: Expr) -> Bool {
        var current = expression
        while true {
            switch current.kind {
            case let .memberAccess(access):
                guard let inner = access.base else { return true }
                current = inner
            case let .call(call): current = call.callee
            case let .subscript(subscriptExpression): current = subscriptExpression.base
            case let .forceUnwrap(inner), let .optionalChain(inner), let .bindOptional(inner), let .parenthesized(inner): current = inner
            default: return false
            }
        }
    }

    func evalMember(_ access: MemberAccessExpr, _ scope: Scope, _ hint: TypeHint?, span: SourceSpan) throws -> Value {
        let name = access.member.name
        guard let baseExpression = access.base else {
            currentSpan = span
            return try implicitMember(name, hint, arguments: nil)
        }
        if case .superExpr = baseExpression.kind, let owner = currentOwner(scope)?.superclass {
            let selfValue = try self.selfValue(scope)
            if let property = findComputed(name, in: owner) {
                var copy = selfValue
                return try call(property.getter, [], self: &copy)
            }
            if let method = findMethod(name, in: owner, labels: nil) { return .function(method.binding(selfValue)) }
            return try member(of: selfValue, named: name)
        }
        if let optionalCase = try optionalTypeCase(name, of: baseExpression, scope) {
            currentSpan = span
            return optionalCase
        }
        let followsArguments = followsMetatypeArguments(name)
        var base = try evalChainBase(baseExpression, scope, hint)
        currentSpan = span
        if name.utf8.count == 4, name == "self" { return base }
        if case .arrayLiteral = baseExpression.kind, name != "init" { base = arrayTypeWrittenAsValue(base, baseExpression) }
        if let retyped = integerLiteralRetyped(base, expression: baseExpression, member: name) { base = retyped }
        if case let .unresolvedMember(member) = base, member.arguments == nil, Self.isImplicitMember(baseExpression),
           let found = try constrainedProtocolStatic(member.name, havingMember: name) {
            return found
        }
        // A stored implicit member that never met its type (`SDKs(macOS: .init(number: "11.1"))`
        // of another module's type, read back as `sdks.macOS`): Swift knew the type, this file
        // does not, so its members are as unknown as another file's value.
        if case let .unresolvedMember(member) = base, !Self.startsWithImplicitMember(baseExpression),
           let unknown = undefinedName?("." + member.name + "." + name) {
            return unknown
        }
        // A plain stored property of a struct (`item.title`): read in place, as `member(of:named:)`
        // would find it first, without the checks below for rarer members.
        if case let .structValue(instance) = base, !instance.type.hasSpecialStoredProperties, let slot = instance.type.slot(of: name) {
            return instance.fields[slot]
        }
        // `URL.init(string:)`, `Item.init` passed as a function: a call of it gives its arguments
        // the labels its compound name spells (Swift: the compound name picks the initializer),
        // else those of the initializer taking that many.
        let compoundLabels = access.argumentLabels.map { $0.map { $0 == "_" ? nil : $0 } as [String?] }
        if case let .metatype(type) = base, name == "init" {
            return .function(.native("init") { interpreter, _, arguments in
                if let labelled = Self.labelled(arguments, compoundLabels) { return try interpreter.construct(type, labelled) }
                // `weights.map(Share.init)`: one pair for two parameters (`TupleArgumentSplat`).
                let passed = interpreter.initializerReferenceSplatsTuple(type) ? Self.splattedTupleArgument(arguments, parameterCount: nil) ?? arguments : arguments
                return try interpreter.construct(type, interpreter.labelledForReference(type, passed))
            })
        }
        if name.utf8.first == UInt8(ascii: "$"), let slot = typeInfo(of: base).slotByName[String(name.dropFirst())] {
            return try projectedValue(of: base, slot: slot)
        }
        if case let .structValue(instance) = base, instance.type.hasSpecialStoredProperties, let slot = instance.type.slot(of: name),
           instance.type.storedProperties[slot].isLazy, case .optional(nil) = instance.fields[slot],
           let thunk = instance.type.storedProperties[slot].initialValue, isPlace(baseExpression) {
            // A `lazy` property of a struct is computed on first read and stored in the variable.
            let value = try withSelf(base) { try thunk(self) }
            try modify(baseExpression, scope) { self.setStoredField(&$0, slot, value) }
            return value
        }
        if case .optional(nil) = base { try trapOnNilImplicitlyUnwrapped(baseExpression, name, scope) }
        if let compoundLabels, let chosen = compoundNameOverload(name, labels: compoundLabels, on: base) {
            return .function(.native(name) { interpreter, _, arguments in
                try interpreter.call(chosen, arguments: Self.labelled(arguments, compoundLabels) ?? arguments)
            })
        }
        let found = followsArguments
            ? try withProducedMetatypeArguments(takeProducedMetatypeArguments(base)) { try member(of: base, named: name) } : try member(of: base, named: name)
        // `formatter.string(from:)` passed as a function: called with the labels its name spells.
        if compoundLabels != nil, case let .function(function) = found {
            return .function(.native(name) { interpreter, _, arguments in
                try interpreter.call(function, arguments: Self.labelled(arguments, compoundLabels) ?? arguments)
            })
        }
        return found
    }

    /// `arguments` (none labelled, as a function value is called) given `labels`, the labels of
    /// the compound name the function was named by; nil when the counts differ or no labels.
    static func labelled(_ arguments: [CallArgument], _ labels: [String?]?) -> [CallArgument]? {
        guard let labels, labels.count == arguments.count, arguments.allSatisfy({ $0.label == nil }) else { return nil }
        return zip(labels, arguments).map { CallArgument($0, $1.value) }
    }

    /// `.name` or `.name(…)`: a member of a type the context gives.
    static func isImplicitMember(_ expression: Expr) -> Bool {
        switch expression.kind {
        case let .memberAccess(access): return access.base == nil
        case let .call(call): if case let .memberAccess(access) = call.callee.kind { return access.base == nil }
        default: break
        }
        return false
    }

    /// The type of a ternary's other branch, when reading it changes nothing (a name, a static
    /// member of a named type); nil when it is itself an implicit member or may have effects.
    private func branchType(_ expression: Expr, _ scope: Scope) -> TypeHint? {
        guard !Self.isImplicitMember(expression), isReadOnlyShape(expression), let value = try? eval(expression, scope, nil) else { return nil }
        if case .unresolvedMember = value { return nil }
        return hintOfValue(value)
    }

    /// The type whose method is running (for `super`).
    func currentOwner(_ scope: Scope) -> TypeInfo? { scope.ownerType ?? scope.selfType }

    /// `.name` with the contextual type `hint`; deferred (`.unresolvedMember`) when the type is
    /// unknown.
    func implicitMember(_ name: String, _ hint: TypeHint?, arguments: [CallArgument]?) throws -> Value {
        if case .optional? = hint, name == "none", arguments == nil { return .nil }
        if case let .optional(wrapped)? = hint, name == "some", let value = arguments?.first?.value {
            return .some(try coerce(value, to: wrapped))
        }
        if let hint, hint.isCollection, let type = implicitMemberType(hint) {
            if name == "init", let arguments { return try constructCollection(type, hint: hint, arguments) }
            if let arguments { return try callStatic(name, of: type, arguments) }
            return try staticMember(name, of: type)
        }
        if let typeName = hint?.nominalName, let type = type(named: typeName) {
            if defersToTheLibrarysProtocolCall(name, on: type) { return .unresolvedMember(UnresolvedMember(name: name, arguments: arguments)) }
            if let arguments {
                let bindings = genericBindings(of: type, from: hint)
                let resolved = bindings.isEmpty ? arguments : try resolvingDeferred(arguments, of: name, in: type, bindings)
                return try withContextualTypeArguments(of: type, hint) { try callStatic(name, of: type, resolved) }
            }
            // A static the program declares in an extension of a native type (`extension
            // SourceFilesList { static let sources: SourceFilesList = "Sources/**" }`) is found
            // before the type's own implicit members, as Swift finds any static member of the
            // contextual type (SE-0287). So is a type the program nests in one (`extension Font {
            // enum Brand { … } }` makes `.font(.Brand.bold.size(20))` start from `Font.Brand`):
            // a nested type is a member of its outer type (The Swift Programming Language,
            // "Nested Types"; swiftc 6 compiles the chain).
            if let resolve = type.native?.resolveImplicitMember, type.staticValues[name] == nil, type.caseIndex[name] == nil,
               !type.programStatics.contains(name), type.nestedTypes[name] == nil,
               let value = try resolve(self, UnresolvedMember(name: name, arguments: nil)) {
                return value
            }
            return try staticMember(name, of: type)
        }
        // Not an uncalled static method (`.info` in `Image(.info)`, beside `extension ButtonStyle
        // where Self == InfoButtonStyle { static func info(showIcon:) }`): a method reference is
        // a function, never a value of the protocol (SE-0299 finds the member only where the
        // parameter's type is constrained to that protocol), so the implicit member is another's.
        if hint?.nominalName == nil,
           let concrete = constrainedProtocolStaticOwner(name, forLibraryCall: hint == nil, startsChain: currentSpan == implicitChainRootSpan),
           arguments != nil || !Self.declaresOnlyStaticMethod(name, concrete) {
            if let arguments { return try callStatic(name, of: concrete, arguments) }
            return try staticMember(name, of: concrete)
        }
        if let value = try undefinedImplicitMember(name, hint, arguments: arguments) { return value }
        return .unresolvedMember(UnresolvedMember(name: name, arguments: arguments))
    }

    /// Whether `type`'s static `name` is a method only (no static property of that name).
    static func declaresOnlyStaticMethod(_ name: String, _ type: TypeInfo) -> Bool {
        type.staticMethods[name] != nil && !type.hasStaticProperty(name)
    }

    /// `.groupChats` where the contextual type is of another file (`category: ContactCategory`,
    /// `undefinedName` makes a value for it): that type's member.
    private func undefinedImplicitMember(_ name: String, _ hint: TypeHint?, arguments: [CallArgument]?) throws -> Value? {
        let typeName: String
        if case let .genericParameter(parameter)? = hint?.lookingThroughOptional {
            // An unbound generic parameter is as unknown here as another file's type of its name.
            typeName = parameter
        } else {
            guard let named = hint?.nominalName, type(named: named) == nil, named.first?.isUppercase == true else { return nil }
            typeName = named
        }
        guard let undefinedName, let base = undefinedName(typeName) else { return nil }
        let member = try member(of: base, named: name)
        guard let arguments else { return member }
        var callee = member
        guard let function = findMethod("callAsFunction", in: typeInfo(of: member), labels: arguments.map(\.label)) else { return member }
        return try call(function, arguments, self: &callee)
    }

    /// Converts a value to what the context expects: resolves deferred implicit members, wraps in
    /// an optional, turns an `Int` into the floating type a literal should have had.
    public func coerce(_ value: consuming Value, to hint: TypeHint?) throws -> Value {
        guard let hint else { return value }
        if case let .native(native) = copy value, let convert = native.type.native?.coerce {
            let original = copy value
            return try convert(self, original, hint) ?? original
        }
        if case let .generic(name, _) = hint, let made = try valueFromLiteral(value, ofProgramType: name) {
            // A literal where the program's generic `ExpressibleBy…Literal` type is expected
            // (`let lock: Atomic<Session?> = nil`) is one of it too.
            return made
        }
        if case let .named(name) = hint {
            // A literal where the program's `ExpressibleBy…Literal` type is expected is one of it.
            if let made = try valueFromLiteral(value, ofProgramType: name) { return made }
            // A named type changes only numbers and implicit members (the cases below): every
            // other value is returned without comparing the name with each numeric type's.
            switch value {
            case let .int(v):
                if name == "Double" { return .double(Double(v)) }
                if name == "CGFloat" { return .cgFloat(Double(v)) }
                try checkFixedWidth(v, name)
                return value
            case let .double(v): return name == "CGFloat" ? .cgFloat(v) : value
            case let .cgFloat(v): return name == "Double" ? .double(v) : value
            case .unresolvedMember: break
            case .tuple:
                // `typealias Group = (title: String, count: Int)`: a tuple written for the alias
                // takes the labels of the tuple type it names.
                guard let aliased = tupleTypeAliased(by: name) else { return value }
                return try coerce(value, to: aliased)
            case let .array(elements):
                // `[.isInMenu, .isThumb]` where an option set is expected: their union.
                if let type = type(named: name), isOptionSet(type) { return try optionSet(type, fromLiteral: elements) }
                return value
            default: return value
            }
        }
        switch (value, hint) {
        case let (.unresolvedMember(member), _):
            if case .optional = hint, member.name == "none" { return .nil }
            if case let .optional(wrapped) = hint, member.name == "some", let payload = member.arguments, payload.count == 1,
               payload[0].label == nil {
                // `.lineLimit(expanded ? .none : .some(limit))`: where an `Optional` is expected an
                // implicit member is looked up on `Optional` first (its cases `none` and `some(_:)`),
                // then on the wrapped type (TSPL, "Implicit Member Expression").
                return .some(try coerce(payload[0].value, to: wrapped))
            }
            if let replayed = try replayedImplicitChain(member, hint) { return replayed }
            if hint.isCollection {
                let resolved = try implicitMember(member.name, hint.lookingThroughOptional, arguments: member.arguments)
                if case .optional = hint { return .some(resolved) }
                return resolved
            }
            if let name = hint.nominalName, let type = type(named: name) {
                let resolved = try implicitMember(member.name, hint.lookingThroughOptional.naming(type.qualifiedName), arguments: member.arguments)
                if case .optional = hint { return .some(resolved) }
                return resolved
            }
            if let resolved = try undefinedImplicitMember(member.name, hint, arguments: member.arguments) { return resolved }
            return value
        case let (.optional(.tuple(values, labels)?), .optional(wrapped)):
            // An optional tuple made without labels where a labelled one is declared
            // (`let t: (title: String, n: Int)? = pair`) takes the declared labels.
            return .some(try coerce(.tuple(values, labels: labels), to: wrapped))
        case let (.optional(wrappedMember?), .optional(wrapped)) where wrappedMember.isUnresolvedMember:
            // `let probe: Probe? = url.map { .init(host: $0.host()!) }`: `Optional.map` returns
            // `U?`, and the context makes `U` the wrapped type, so the closure's implicit member
            // is that type's (TSPL, "Implicit Member Expression"), resolved once it is known.
            return .some(try coerce(wrappedMember, to: wrapped))
        case (.optional, .optional): return value
        case let (_, .optional(wrapped)):
            if wrapped == .opaque || wrapped == .named("Any") { return .some(value) }
            return .some(try coerce(value, to: wrapped))
        case let (.int(v), .named("Double")): return .double(Double(v))
        case let (.int(v), .named("CGFloat")): return .cgFloat(Double(v))
        case let (.double(v), .named("CGFloat")): return .cgFloat(v)
        case let (.cgFloat(v), .named("Double")): return .double(v)
        case let (.array(elements), .array(elementHint)) where elementHint.numericName != nil || elementHint.isOptional:
            return .array(try elements.map { try coerce($0, to: elementHint) })
        case let (.array(elements), .array(elementHint)) where labelsTuples(elementHint):
            return .array(try elements.map { try coerce($0, to: elementHint) })
        case let (.array(elements), .array(elementHint)) where elements.contains(where: \.isUnresolvedMember):
            // `let widgets: [Widget] = items.compactMap { … return .action(a) }`: the closure's
            // implicit members are the declared element type's (Swift infers the closure's
            // result from it), resolved once that type is known.
            return .array(try elements.map { try coerce($0, to: elementHint) })
        case let (.array(elements), .set): return .set(OrderedSet(elements))
        case let (.dictionary(dictionary), .dictionary(_, valueHint)) where labelsTuples(valueHint):
            // `var fonts: [Style: FontSpec] = [.body: ("Inter", 14)]` with `typealias FontSpec =
            // (name: String, size: CGFloat)`: each value takes the labels its declared type gives,
            // as an array's elements do.
            var labelled = OrderedDictionary()
            for (key, element) in dictionary.pairs { labelled[key] = try coerce(element, to: valueHint) }
            return .dictionary(labelled)
        case let (.tuple(values, labels), .tuple(hints, hintLabels)) where values.count == hints.count:
            // `return (a, b)` from a function returning `(x: A, y: B)` has the type's labels.
            let merged: [String?] = values.indices.map { index in
                if let own = labels[safe: index], let own { return own }
                return hintLabels[safe: index] ?? nil
            }
            return .tuple(try values.indices.map { try coerce(values[$0], to: hints[$0]) }, labels: merged)
        default: return value
        }
    }
}

extension Interpreter {
    /// Whether `hint` is a labelled tuple type, written or through a `typealias`: a tuple value
    /// coerced to it takes its labels.
    func labelsTuples(_ hint: TypeHint) -> Bool {
        if hint.isLabelledTuple { return true }
        if case let .named(name) = hint { return tupleTypeAliased(by: name)?.isLabelledTuple == true }
        return false
    }

    /// The tuple type a top-level `typealias` names (`typealias Group = (title: String, n: Int)`),
    /// nil when `name` is no alias of a tuple type. A type alias is another name for its type
    /// (The Swift Programming Language, "Type Alias Declaration"), so its labels are the tuple's.
    func tupleTypeAliased(by name: String) -> TypeHint? {
        guard let target = typeAliasTarget(name) else { return typeAliases.nestedTuple(name) }
        guard case .tuple = target.kind, let hint = TypeHint(target), case .tuple = hint else { return nil }
        return hint
    }
}

extension Interpreter {
    /// `String?.none` and `Int?.some(3)`: `T?` written before `none` or `some` is the type
    /// `Optional<T>` (The Swift Programming Language, "Optional": `T?` is shorthand for
    /// `Optional<T>`, an enum of `none` and `some(Wrapped)`), not an optional chain on `T`; nil
    /// when the base is no type written with `?`. Only a name, a type or an array type is read
    /// here, so nothing is evaluated twice.
    func optionalTypeCase(_ name: String, of base: Expr, _ scope: Scope) throws -> Value? {
        guard name == "none" || name == "some", case let .bindOptional(wrapped) = base.kind else { return nil }
        switch wrapped.kind {
        case .identifier, .type, .arrayLiteral, .dictionaryLiteral: break
        default: return nil
        }
        var written = try eval(wrapped, scope, nil)
        if case .arrayLiteral = wrapped.kind { written = arrayTypeWrittenAsValue(written, wrapped) }
        guard case .metatype = written else { return nil }
        if name == "none" { return .nil }
        return .function(.native("some", labels: [nil]) { _, _, arguments in .optional(arguments.first?.value) })
    }

    /// The function type a `typealias` names, top-level (`typealias Action = () -> Void`) or
    /// nested in a type (`typealias Handler = () -> Void` inside `Picker`, written as `Handler`
    /// there), nil when `name` is no alias of a function type. A type alias is another name for
    /// its type (The Swift Programming Language, "Type Alias Declaration"), so a parameter of the
    /// alias's type takes a closure as one of the function type does.
    func functionTypeAliased(by name: String) -> TypeHint? {
        guard let target = typeAliasTarget(name) else { return typeAliases.nestedFunction(name) }
        guard let hint = TypeHint(target), case .function = hint else { return nil }
        return hint
    }
}

extension TypeHint {
    var isOptional: Bool { if case .optional = self { return true }; return false }
    /// A tuple type with at least one element label: values written for it take its labels.
    var isLabelledTuple: Bool { if case let .tuple(_, labels) = self { return labels.contains { $0 != nil } }; return false }
}
