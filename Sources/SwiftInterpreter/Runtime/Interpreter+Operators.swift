import SwiftFrontEnd

/// Built-in operators on built-in values, with Swift's traps: integer overflow, division by zero.
/// User-declared operator functions (`static func +`, `static func ==`) are tried first by the
/// evaluator; `&&`, `||` and `??` short-circuit in the evaluator.
extension Interpreter {
    public func applyBinary(_ op: String, _ lhs: Value, _ rhs: Value) throws -> Value {
        if mayHaveUserOperator(lhs, rhs), let user = try userOperator(op, lhs, rhs) { return user }
        // An operand of another file (`vm.count > 0`): the result is as unknown as it is.
        if let unseen = unseenOperand(lhs, rhs) { return unseen }
        if let unseen = try unseenPropertyForMethodReference(lhs) ?? unseenPropertyForMethodReference(rhs) { return unseen }
        switch (lhs, rhs) {
        case let (.int(a), .int(b)): return try intBinary(op, a, b)
        case let (.double(a), .double(b)): return try floatingBinary(op, a, b, wrap: Value.double)
        case let (.cgFloat(a), .cgFloat(b)), let (.cgFloat(a), .double(b)), let (.double(a), .cgFloat(b)):
            return try floatingBinary(op, a, b, wrap: Value.cgFloat)
        // Mixed Int/floating operands do not compile in Swift; they reach here only when literal
        // typing could not see a type. Treat the Int as the floating type, as Swift would have.
        case let (.int(a), .double(b)): return try floatingBinary(op, Double(a), b, wrap: Value.double)
        case let (.double(a), .int(b)): return try floatingBinary(op, a, Double(b), wrap: Value.double)
        case let (.int(a), .cgFloat(b)): return try floatingBinary(op, Double(a), b, wrap: Value.cgFloat)
        case let (.cgFloat(a), .int(b)): return try floatingBinary(op, a, Double(b), wrap: Value.cgFloat)
        // A `UInt64` above `Int.max` (`hash &* 0x100000001b3`): unsigned arithmetic.
        case (.uint64, _), (_, .uint64):
            if let result = try unsignedBinary(op, lhs, rhs) { return result }
        case let (.string(a), .string(b)):
            if op == "+" { try allocate(a.utf8.count + b.utf8.count); return .string(a + b) }
            if let result = Self.comparison(op, a, b) { return result }
        case let (.character(a), .character(b)):
            if let result = Self.comparison(op, a, b) { return result }
        case let (.array(a), .array(b)) where op == "+":
            try allocate(b.count)
            return .array(a + b)
        case let (.bool(a), .bool(b)):
            switch op {
            case "&&": return .bool(a && b)
            case "||": return .bool(a || b)
            default: break
            }
        default: break
        }
        switch op {
        case "==": return .bool(try equals(lhs, rhs))
        case "!=": return .bool(!(try equals(lhs, rhs)))
        case "===": return .bool(identical(lhs, rhs))
        case "!==": return .bool(!identical(lhs, rhs))
        case "<": return .bool(try lessThan(lhs, rhs))
        case ">": return .bool(try lessThan(rhs, lhs))
        case "<=": return .bool(!(try lessThan(rhs, lhs)))
        case ">=": return .bool(!(try lessThan(lhs, rhs)))
        case "..<": return .range(RangeValue(lower: lhs, upper: rhs, isClosed: false))
        case "...": return .range(RangeValue(lower: lhs, upper: rhs, isClosed: true))
        case "~=": return .bool(try matches(pattern: lhs, rhs))
        default:
            // `end - start` of two `CGPoint`s: the framework declares no such operator, so the
            // app's other file does (the file compiles); its result is that file's, unknown here.
            let description = "\(typeName(of: lhs)) \(op) \(typeName(of: rhs))"
            if case .native = lhs, case .native = rhs, let unknown = undefinedName?(description) {
                return unknown
            }
            // `model |> \.title .~ "New"`: neither the standard library nor a file read declares
            // `|>`, so a module the file imports and LayoutLens does not read does (a functional
            // package's pipe operator); its result is that module's, unknown here.
            if !StandardOperators.declaresInfix(op), let unread = operatorOfUnreadModule(description) { return unread }
            throw error(.binaryOperatorMismatch(op, typeName(of: lhs), typeName(of: rhs)))
        }
    }

    private func identical(_ lhs: Value, _ rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case let (.object(a), .object(b)): return a === b
        case let (.optional(a?), b), let (b, .optional(a?)): return identical(a, b)
        case (.optional(nil), .optional(nil)): return true
        default: return false
        }
    }

    func intBinary(_ op: String, _ a: Int, _ b: Int) throws -> Value {
        let code = OperatorCode(op)
        switch code {
        case .plus: let (r, o) = a.addingReportingOverflow(b); if o { throw overflow() }; return .int(r)
        case .minus: let (r, o) = a.subtractingReportingOverflow(b); if o { throw overflow() }; return .int(r)
        default: if let result = Self.comparison(code, a, b) { return result }
        }
        switch op {
        case "+": let (r, o) = a.addingReportingOverflow(b); if o { throw overflow() }; return .int(r)
        case "-": let (r, o) = a.subtractingReportingOverflow(b); if o { throw overflow() }; return .int(r)
        case "*": let (r, o) = a.multipliedReportingOverflow(by: b); if o { throw overflow() }; return .int(r)
        case "/":
            if b == 0 { throw error(.trapDivisionByZero()) }
            // `Int.min / -1` is a precondition of `/` with its own words, not an overflow trap.
            let (r, o) = a.dividedReportingOverflow(by: b); if o { throw error(.trap, SwiftTrap.divisionOverflow) }; return .int(r)
        case "%":
            if b == 0 { throw error(.trapDivisionByZero(remainder: true)) }
            let (r, o) = a.remainderReportingOverflow(dividingBy: b)
            if o { throw error(.trap, SwiftTrap.remainderOverflow) }
            return .int(r)
        case "&+": return .int(a &+ b)
        case "&-": return .int(a &- b)
        case "&*": return .int(a &* b)
        case "&": return .int(a & b)
        case "|": return .int(a | b)
        case "^": return .int(a ^ b)
        case "<<": return .int(a << b)
        case ">>": return .int(a >> b)
        case "&<<": return .int(a &<< b)
        case "&>>": return .int(a &>> b)
        case "..<":
            if b < a { throw error(.trapRangeBounds()) }
            return .range(RangeValue(lower: .int(a), upper: .int(b), isClosed: false))
        case "...":
            if b < a { throw error(.trapRangeBounds()) }
            return .range(RangeValue(lower: .int(a), upper: .int(b), isClosed: true))
        default:
            if let result = Self.comparison(op, a, b) { return result }
            throw error(.invalid, "binary operator '\(op)' cannot be applied to two 'Int' operands")
        }
    }

    /// `==`, `!=`, `<`, `>`, `<=`, `>=` on two values of one `Comparable` type; `nil` for any
    /// other operator.
    static func comparison<T: Comparable>(_ op: String, _ a: T, _ b: T) -> Value? {
        switch op {
        case "==": return .bool(a == b)
        case "!=": return .bool(a != b)
        case "<": return .bool(a < b)
        case ">": return .bool(a > b)
        case "<=": return .bool(a <= b)
        case ">=": return .bool(a >= b)
        default: return nil
        }
    }

    /// `comparison(_:_:_:)` for an operator known by its code; nil for any other code (the
    /// caller then compares the operator's string).
    @inline(__always)
    static func comparison<T: Comparable>(_ code: OperatorCode, _ a: T, _ b: T) -> Value? {
        switch code {
        case .less: return .bool(a < b)
        case .greater: return .bool(a > b)
        case .lessOrEqual: return .bool(a <= b)
        case .greaterOrEqual: return .bool(a >= b)
        case .equal: return .bool(a == b)
        case .notEqual: return .bool(a != b)
        default: return nil
        }
    }

    private func overflow() -> RuntimeError { error(.trapOverflow()) }

    func floatingBinary(_ op: String, _ a: Double, _ b: Double, wrap: (Double) -> Value) throws -> Value {
        // Layout arithmetic is mostly these: told apart by the operator's bytes, without string
        // comparisons.
        let code = OperatorCode(op)
        switch code {
        case .plus: return wrap(a + b)
        case .minus: return wrap(a - b)
        case .times: return wrap(a * b)
        case .divide: return wrap(a / b)
        default: if let result = Self.comparison(code, a, b) { return result }
        }
        switch op {
        case "+": return wrap(a + b)
        case "-": return wrap(a - b)
        case "*": return wrap(a * b)
        case "/": return wrap(a / b)
        case "..<": return .range(RangeValue(lower: wrap(a), upper: wrap(b), isClosed: false))
        case "...": return .range(RangeValue(lower: wrap(a), upper: wrap(b), isClosed: true))
        case "%": throw error(.invalid, "'%' is unavailable: For floating point numbers use truncatingRemainder instead")
        default:
            if let result = Self.comparison(op, a, b) { return result }
            throw error(.invalid, "binary operator '\(op)' cannot be applied to floating-point operands")
        }
    }

    public func applyPrefix(_ op: String, _ operand: Value) throws -> Value {
        if let user = try userPrefixOperator(op, operand) { return user }
        if isUnseen(operand) { return operand }
        if op == "-" || op == "+", case .unresolvedMember = operand {
            // `.radians(-.pi / 2)` with no contextual type: the floating-point default, `Double`,
            // has the member (`pi`, `infinity`, `zero`, `greatestFiniteMagnitude`).
            let resolved = try coerce(operand, to: .named("Double"))
            if case .unresolvedMember = resolved {} else { return try applyPrefix(op, resolved) }
        }
        switch (op, operand) {
        case let ("-", .int(a)):
            if a == .min { throw overflow() }
            return .int(-a)
        case let ("-", .double(a)): return .double(-a)
        case let ("-", .cgFloat(a)): return .cgFloat(-a)
        case let ("+", value): return value
        case let ("!", .bool(a)): return .bool(!a)
        case ("!", .optional):
            // `!flag` of a `Bool!` (the only optional `!` compiles for): unwrapped, nil trapping.
            guard let flag = try conditionFlag(operand) else { throw error(.unaryOperatorMismatch(op, typeName(of: operand))) }
            return .bool(!flag)
        case let ("~", .int(a)): return .int(~a)
        case let ("~", .uint64(a)): return .unsigned(~a)
        case let ("..<", upper): return .range(RangeValue(lower: nil, upper: upper, isClosed: false))
        case let ("...", upper): return .range(RangeValue(lower: nil, upper: upper, isClosed: true))
        default:
            // `/Action.child`: the standard library declares no prefix `/` (its prefix operators
            // are `-`, `+`, `!`, `~`, `..<`, `...`), so no file declaring one, it is an imported
            // module's (CasePaths' case path operator, re-exported by a remote package).
            if !Self.standardPrefixOperators.contains(op), let unread = operatorOfUnreadModule(op + typeName(of: operand)) { return unread }
            throw error(.unaryOperatorMismatch(op, typeName(of: operand)))
        }
    }

    /// The prefix operators Swift's standard library declares (Apple, Swift, "Operator
    /// Declarations": `!`, `.!`, `~`, `+`, `-`, `..<`, `...`).
    static let standardPrefixOperators: Set<String> = ["!", ".!", "~", "+", "-", "..<", "..."]

    public func applyPostfix(_ op: String, _ operand: Value) throws -> Value {
        if op == "...", true { return .range(RangeValue(lower: operand, upper: nil, isClosed: true)) }
        throw error(.invalid, "postfix operator '\(op)' is not supported")
    }

    /// `==` as Swift evaluates it: the user's `==` if the type declares one, else the synthesised
    /// member-wise comparison (structs, enums), else identity for classes.
    public func equals(_ lhs: Value, _ rhs: Value) throws -> Bool {
        switch (lhs, rhs) {
        case let (.int(a), .int(b)): return a == b
        case (.uint64, .int), (.int, .uint64), (.uint64, .uint64): return lhs == rhs
        case let (.string(a), .string(b)): return a == b
        case let (.double(a), .double(b)), let (.cgFloat(a), .cgFloat(b)), let (.double(a), .cgFloat(b)),
             let (.cgFloat(a), .double(b)): return a == b
        case let (.int(a), .double(b)), let (.int(a), .cgFloat(b)): return Double(a) == b
        case let (.double(a), .int(b)), let (.cgFloat(a), .int(b)): return a == Double(b)
        case let (.optional(a), .optional(b)):
            switch (a, b) {
            case (nil, nil): return true
            case let (x?, y?): return try equals(x, y)
            default: return false
            }
        case let (.optional(a), b): return try a.map { try equals($0, b) } ?? false
        case let (a, .optional(b)): return try b.map { try equals(a, $0) } ?? false
        case let (.array(a), .array(b)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where !(try equals(x, y)) { return false }
            return true
        case let (.tuple(a, _), .tuple(b, _)):
            guard a.count == b.count else { return false }
            for (x, y) in zip(a, b) where !(try equals(x, y)) { return false }
            return true
        case (.structValue, _), (.enumValue, _), (.object, _):
            if let result = try userOperator("==", lhs, rhs), case let .bool(flag) = result { return flag }
            if case let (.enumValue(a), .unresolvedMember(member)) = (lhs, rhs) {
                return a.caseName == member.name && a.payload.isEmpty
            }
            if case let (.enumValue(a), .enumValue(b)) = (lhs, rhs) {
                guard a.type === b.type, a.caseName == b.caseName, a.payload.count == b.payload.count else { return false }
                for (x, y) in zip(a.payload, b.payload) where !(try equals(x, y)) { return false }
                return true
            }
            if case let (.structValue(a), .structValue(b)) = (lhs, rhs) {
                guard a.type === b.type else { return false }
                for (x, y) in zip(a.fields, b.fields) where !(try equals(x, y)) { return false }
                return true
            }
            return lhs == rhs
        default: return lhs == rhs
        }
    }

    /// `<` as Swift evaluates it: numbers, strings, characters, tuples lexicographically, enums
    /// declared `Comparable` without a `<` by case order, the user's `<` otherwise.
    public func lessThan(_ lhs: Value, _ rhs: Value) throws -> Bool {
        switch (lhs, rhs) {
        case let (.int(a), .int(b)): return a < b
        case (.uint64, .int), (.int, .uint64), (.uint64, .uint64):
            return try unsignedBinary("<", lhs, rhs) == .bool(true)
        case let (.double(a), .double(b)), let (.cgFloat(a), .cgFloat(b)), let (.double(a), .cgFloat(b)),
             let (.cgFloat(a), .double(b)): return a < b
        case let (.int(a), .double(b)), let (.int(a), .cgFloat(b)): return Double(a) < b
        case let (.double(a), .int(b)), let (.cgFloat(a), .int(b)): return a < Double(b)
        case let (.string(a), .string(b)): return a < b
        case let (.character(a), .character(b)): return a < b
        case let (.bool(a), .bool(b)) where false: return !a && b
        case let (.tuple(a, _), .tuple(b, _)):
            for (x, y) in zip(a, b) {
                if try lessThan(x, y) { return true }
                if try lessThan(y, x) { return false }
            }
            return false
        case let (.optional(a?), .optional(b?)): return try lessThan(a, b)
        default:
            if let result = try userOperator("<", lhs, rhs), case let .bool(flag) = result { return flag }
            // `size < .large`: an implicit member of the other side's `Comparable` enum.
            if case let (.enumValue(a), .unresolvedMember(member)) = (lhs, rhs), member.arguments == nil, a.type.caseIndex[member.name] != nil {
                return try lessThan(lhs, .enumValue(EnumInstance(type: a.type, caseName: member.name)))
            }
            if case let (.unresolvedMember(member), .enumValue(b)) = (lhs, rhs), member.arguments == nil, b.type.caseIndex[member.name] != nil {
                return try lessThan(.enumValue(EnumInstance(type: b.type, caseName: member.name)), rhs)
            }
            if case let (.enumValue(a), .enumValue(b)) = (lhs, rhs), a.type === b.type, a.type.conforms(to: "Comparable") {
                let left = a.type.caseIndex[a.caseName] ?? 0, right = b.type.caseIndex[b.caseName] ?? 0
                if left != right { return left < right }
                for (x, y) in zip(a.payload, b.payload) {
                    if try lessThan(x, y) { return true }
                    if try lessThan(y, x) { return false }
                }
                return false
            }
            throw error(.binaryOperatorMismatch("<", typeName(of: lhs), typeName(of: rhs)))
        }
    }

    /// Pattern matching for expression patterns in `switch`/`case` (`~=`): ranges contain, else `==`.
    public func matches(pattern: Value, _ value: Value) throws -> Bool {
        if case let .range(range) = pattern {
            return try rangeContains(range, value)
        }
        if let user = try userOperator("~=", pattern, value), case let .bool(flag) = user { return flag }
        return try equals(pattern, value)
    }

    func rangeContains(_ range: RangeValue, _ value: Value) throws -> Bool {
        if let lower = range.lower, try lessThan(value, lower) { return false }
        if let upper = range.upper {
            return range.isClosed ? !(try lessThan(upper, value)) : try lessThan(value, upper)
        }
        return true
    }

    /// A user operator function for these operands: a `static func` on the left or right operand's
    /// type (or its protocols), or a global operator function.
    /// False when `userOperator` certainly finds nothing: the file declares no operator (global
    /// or static) and neither operand is of a type that may have operator methods of its own (a
    /// struct, enum, class or host type); two numbers or strings then skip the search.
    @inline(__always)
    private func mayHaveUserOperator(_ lhs: Value, _ rhs: Value) -> Bool {
        if declaresOperatorMethods || !operatorFunctions.isEmpty { return true }
        return Self.mayHaveOperatorMethods(lhs) || Self.mayHaveOperatorMethods(rhs)
    }

    @inline(__always)
    private static func mayHaveOperatorMethods(_ operand: Value) -> Bool {
        switch operand {
        case .structValue, .enumValue, .object, .native: return true
        default: return false
        }
    }

    func userOperator(_ op: String, _ lhs: Value, _ rhs: Value) throws -> Value? {
        // The left operand's type, then the right's (no array of the two: this runs for every
        // binary operator).
        for operand in 0..<2 {
            if let function = operatorMethod(op, operand == 0 ? lhs : rhs, lhs, rhs),
               !reentersBesideGlobalOperator(function.method, op, lhs, rhs) {
                // A library type's operator (`wakeUp - prediction.actualSleep`, `Date - TimeInterval`)
                // given a value of code LayoutLens did not read: the result is as unknown as that
                // operand, as for the built-in operators below.
                if case .native = function.method.body, let unseen = unseenOperand(lhs, rhs) { return unseen }
                var selfValue = Value.metatype(function.type)
                return try call(function.method, [CallArgument(nil, lhs), CallArgument(nil, rhs)], self: &selfValue)
            }
        }
        // An empty table answers without hashing the operator (most files declare no operator).
        if !operatorFunctions.isEmpty, let overloads = operatorOverloadsSeen(op) {
            let binary = overloads.filter { $0.labels?.count == 2 }
            if binary.isEmpty { return try call(overloads[0], [lhs, rhs]) }
            let reentersWithUnseen = reentersWithUnseenOperand(lhs, rhs, among: binary)
            guard !reentersWithUnseen, let function = binary.first(where: {
                !Self.operandsContradict($0, lhs, rhs) && !operandOutsideDeclaredProtocol($0, lhs, rhs)
                    && !operandOfAnotherConcreteType($0, lhs, rhs)
                    && !reentersWithNilOperands($0, lhs, rhs)
                    && !Self.libraryOperatorWins(op, over: $0, lhs, rhs)
                    // `func == <T, V>(lhs: KeyPath<T, V>, rhs: V) -> (T) -> Bool` is not `phase == .late`'s
                    // (`OverloadByKeyPathArgument`: only a key path goes to a key-path parameter).
                    && keyPathsFit($0, [CallArgument(nil, lhs), CallArgument(nil, rhs)])
            }) else { return nil }
            return try call(function, [lhs, rhs])
        }
        return nil
    }

    /// The static operator method `op` of `operand`'s type or its protocols, if any.
    private func operatorMethod(_ op: String, _ operand: Value, _ lhs: Value, _ rhs: Value) -> (method: Function, type: TypeInfo)? {
        let type: TypeInfo
        switch operand {
        case let .structValue(v): type = v.type
        case let .enumValue(v): type = v.type
        case let .object(v): type = v.type
        case let .native(v): type = v.type
        // `type(of: a) == type(of: b)`: a type's operator methods take its instances, not the
        // metatype (`OperandsOutsideAProtocol`).
        case .metatype: return nil
        default:
            if operatorFunctions.isEmpty, !declaresOperatorMethods { return nil }
            type = typeInfo(of: operand)
        }
        if !type.staticMethods.isEmpty, let overloads = type.staticMethods[op],
           let function = Self.operatorOverload(among: overloads, lhs, rhs), meetsSelfRequirements(function, type),
           !Self.libraryOperatorWins(op, over: function, lhs, rhs) { return (function, type) }
        if let overloads = protocolStatic(op, type), let function = Self.operatorOverload(among: overloads, lhs, rhs),
           !Self.libraryOperatorWins(op, over: function, lhs, rhs) {
            return (function, type)
        }
        return nil
    }

    private func protocolStatic(_ op: String, _ type: TypeInfo) -> [Function]? {
        guard !type.conformances.isEmpty else { return nil }
        for proto in conformedProtocols(of: type) {
            if let overloads = proto.staticMethods[op] {
                let applying = overloads.filter { meetsSelfRequirements($0, type) }
                if !applying.isEmpty { return applying }
            }
        }
        return nil
    }

    func userPrefixOperator(_ op: String, _ operand: Value) throws -> Value? {
        let type: TypeInfo
        switch operand {
        case let .structValue(v): type = v.type
        case let .enumValue(v): type = v.type
        case let .object(v): type = v.type
        // A library value type's own prefix operator (`-price` of a `Decimal`).
        case let .native(v) where v.type.staticMethods["prefix" + op] != nil: type = v.type
        default:
            guard let function = globalPrefixOperator(op, for: operand) else { return nil }
            return try call(function, [operand])
        }
        if let overloads = type.staticMethods["prefix" + op] ?? type.staticMethods[op], let function = overloads.first(where: { $0.labels?.count == 1 }) {
            var selfValue = Value.metatype(type)
            return try call(function, [CallArgument(nil, operand)], self: &selfValue)
        }
        return nil
    }
}
