/// Helpers shared by the collection natives: a value's elements, calling a closure or key path
/// argument, and argument access.
extension Interpreter {
    /// The elements of anything `for … in` can iterate.
    public func elements(of value: Value) throws -> [Value] {
        switch value {
        case let .array(elements): return elements
        case let .set(set): return set.elements
        case let .dictionary(dictionary):
            return dictionary.pairs.map { .tuple([$0.0, $0.1], labels: ["key", "value"]) }
        case let .string(text): return text.map { .character($0) }
        case let .range(range):
            guard let lowerValue = range.lower, let upperValue = range.upper else {
                throw error(.unsupportedIteration("a one-sided range"))
            }
            if case let .int(lower) = lowerValue, case let .int(upper) = upperValue {
                let count = try intRangeCount(lower, upper, isClosed: range.isClosed)
                try allocate(count)
                return (0..<count).map { .int(lower &+ $0) }
            }
            throw error(.invalid, "range of '\(typeName(of: lowerValue))' is not a sequence")
        case let .optional(wrapped?): return try elements(of: wrapped)
        case let .native(native) where native.type.native?.standsForUnseenNames == true:
            assumedForUnseen?(value, "empty")
            return []
        case let .unresolvedMember(member):
            assumeForUntyped(member, "empty")
            return []
        case let .native(native):
            if let elements = native.payload as? [Value] { return elements }
            let inner = try member(of: value, named: "elements")
            // A type answering every member (dynamic lookup) would answer `elements` forever.
            if case let .native(innerNative) = inner, innerNative.type === native.type {
                throw error(.notASequence(typeName(of: value)))
            }
            return try elements(of: inner)
        case let .function(function) where function.boundSelf != nil && !function.isInterpreted:
            // `options.enumerated` without parentheses: the file compiles, so another file's
            // extension declares a property of that name, which gives what the method does.
            warn(.methodReadAsProperty(function.name))
            return try elements(of: try call(function, []))
        case .structValue, .object:
            // A user Sequence/Collection: `makeIterator()` is rarely hand-written in view code;
            // a Collection with startIndex/endIndex/subscript is.
            throw error(.unsupportedIteration("a value of type '\(typeName(of: value))'"))
        default:
            throw error(.notASequence(typeName(of: value)))
        }
    }

    /// How many integers `lower..<upper` (or `lower...upper`) holds, as Swift's `count` computes
    /// it: the distance overflows (`(-1..<Int.max).count`, `(Int.min...Int.max).count`) and traps.
    func intRangeCount(_ lower: Int, _ upper: Int, isClosed: Bool) throws -> Int {
        if isClosed ? upper < lower : upper <= lower { return 0 }
        let (distance, overflow) = upper.subtractingReportingOverflow(lower)
        let (count, overflowClosed) = isClosed ? distance.addingReportingOverflow(1) : (distance, false)
        if overflow || overflowClosed { throw error(.trap, SwiftTrap.arithmeticOverflow) }
        return count
    }

    /// The first and last integer of an integer range, for iterating it without making its
    /// elements (`for i in Int.min...Int.max { …; break }` runs as in Swift); nil for any other
    /// value, `.some(nil)` for an empty range.
    /// The start of `n...` (a `PartialRangeFrom<Int>`), which counts up from `n` without end.
    func partialRangeFromStart(_ value: Value) -> Int? {
        guard case let .range(range) = value, case let .int(lower)? = range.lower, range.upper == nil else { return nil }
        return lower
    }

    func intRangeEnds(_ value: Value) -> (first: Int, last: Int)?? {
        guard case let .range(range) = value, case let .int(lower)? = range.lower, case let .int(upper)? = range.upper else { return nil }
        if range.isClosed { return upper < lower ? .some(nil) : (lower, upper) }
        return upper <= lower ? .some(nil) : (lower, upper - 1)
    }

    /// Calls a closure argument, or applies a key path argument (`map(\.name)`).
    public func invoke(_ callee: Value, _ arguments: [Value]) throws -> Value {
        switch callee {
        case let .function(function):
            let passed = arguments.map { CallArgument(nil, $0) }
            if let count = function.declaredParameterCount, count > 1, let spread = Self.splattedTupleArgument(passed, parameterCount: count) {
                return try call(function, arguments: spread)
            }
            return try call(function, arguments)
        case let .keyPath(path): return try apply(path, to: arguments.first ?? .void)
        // `values.compactMap(\.self)`: the key path converted to the closure type `(T?) -> T?`
        // arrives wrapped by that optional result; Swift passes the function itself (SE-0249).
        case let .optional(wrapped?): return try invoke(wrapped, arguments)
        // `reports.filter(predicate)`, `first(where: predicate)` with a `Predicate<Report>`:
        // Foundation's `Sequence.filter(_:)` and the other predicate methods take one and ask
        // `evaluate(_:)` of each element (Apple, Foundation, `Predicate`).
        case let .native(native) where native.payload is PredicateValue:
            guard let predicate = native.payload as? PredicateValue else { break }
            return .bool(try predicate.evaluate(arguments.first ?? .void, in: self))
        // `items.map(Row.init(item:))` with `Row` of another file: each call gives that unknown value.
        case _ where isUnseen(callee): return callee
        default: break
        }
        throw error(.invalid, "cannot call value of type '\(typeName(of: callee))'")
    }

    /// A predicate's answer (`filter`, `allSatisfy`, `first(where:)`): a `Bool`, or false for a
    /// value of another file (`$0.count >= Limits.minimum`), as a condition on it is (reported).
    func invokeBool(_ callee: Value, _ arguments: [Value]) throws -> Bool {
        let result = try invoke(callee, arguments)
        guard let flag = try conditionFlag(result) else {
            throw error(.invalid, "closure must return 'Bool'")
        }
        return flag
    }

    /// `value[keyPath: path]`. After a `?` component the rest maps over the optional (SE-0161's
    /// optional chaining); without one, a member read on an optional is one through an
    /// implicitly unwrapped optional (`\.url.absoluteString` for `let url: URL!` is a
    /// `KeyPath<Source, String>`, checked with swiftc 6.3), which Swift force-unwraps.
    public func apply(_ path: KeyPathValue, to root: Value) throws -> Value {
        var current = root
        var chaining = false
        for component in path.components {
            switch component {
            case let .member(name):
                if name == "self" { continue }
                if chaining, case .optional(nil) = current { return .nil }
                if chaining, case let .optional(wrapped?) = current { current = .some(try member(of: wrapped, named: name)); continue }
                current = try member(of: current, named: name)
            case .optionalChain:
                chaining = true
                continue
            case .forceUnwrap:
                guard case let .optional(wrapped) = current else { continue }
                guard let wrapped else { throw error(.trapNilUnwrap()) }
                current = wrapped
            case let .subscriptIndex(indices):
                current = try subscriptGet(current, indices.map { CallArgument(nil, $0) })
            }
        }
        return current
    }
}

/// Reading arguments of native functions.
extension Array where Element == CallArgument {
    func value(_ index: Int) throws -> Value {
        guard index < count else { throw RuntimeError(.invalid, "missing argument") }
        return self[index].value
    }

    func labelled(_ label: String) -> Value? { first { $0.label == label }?.value }
}

extension Value {
    var asInt: Int? { if case let .int(v) = self { return v }; return nil }
    var asDouble: Double? {
        switch self {
        case let .double(v), let .cgFloat(v): return v
        case let .int(v): return Double(v)
        default: return nil
        }
    }
    var asString: String? { if case let .string(v) = self { return v }; return nil }
    var asBool: Bool? { if case let .bool(v) = self { return v }; return nil }
}
