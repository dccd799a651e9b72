/// Sequence and collection members shared by arrays, sets, dictionaries, ranges and strings
/// (`map`, `filter`, `reduce`, `sorted`, …), and the mutating ones of arrays, sets and dictionaries.
extension Interpreter {
    func registerCollectionMembers() {
        let sequences = [builtins.array, builtins.set, builtins.dictionary, builtins.range, builtins.closedRange, builtins.string]
        func sequenceMethod(_ name: String, _ body: @escaping (Interpreter, Value, [Value], [CallArgument]) throws -> Value) {
            let function = Function.native(name) { interpreter, selfValue, arguments in
                try body(interpreter, selfValue, try interpreter.elements(of: selfValue), arguments)
            }
            for type in sequences where type.methods[name] == nil { type.addMethod(name, function) }
        }
        func sequenceProperty(_ name: String, _ body: @escaping (Interpreter, Value, [Value]) throws -> Value) {
            let property = ComputedProperty(getter: .native(name) { interpreter, selfValue, _ in
                try body(interpreter, selfValue, try interpreter.elements(of: selfValue))
            })
            for type in sequences where type.computedProperties[name] == nil { type.computedProperties[name] = property }
        }
        sequenceProperty("count") { _, _, e in .int(e.count) }
        sequenceProperty("isEmpty") { _, _, e in .bool(e.isEmpty) }
        sequenceProperty("first") { _, _, e in .optional(e.first) }
        sequenceProperty("last") { _, _, e in .optional(e.last) }
        sequenceProperty("indices") { _, _, e in .range(RangeValue(lower: .int(0), upper: .int(e.count), isClosed: false)) }
        sequenceProperty("startIndex") { _, _, _ in .int(0) }
        sequenceProperty("endIndex") { _, _, e in .int(e.count) }
        sequenceProperty("lazy") { _, _, e in .array(e) }
        sequenceMethod("map") { i, _, e, a in
            let f = try a.value(0)
            try i.allocate(e.count)
            return .array(try e.map { try i.invoke(f, [$0]) })
        }
        sequenceMethod("compactMap") { i, _, e, a in
            let f = try a.value(0)
            return .array(try e.compactMap { value in
                let result = try i.invoke(f, [value])
                if case let .optional(wrapped) = result { return wrapped }
                return result
            })
        }
        sequenceMethod("flatMap") { i, _, e, a in
            let f = try a.value(0)
            var result: [Value] = []
            for value in e {
                let mapped = try i.invoke(f, [value])
                if case let .optional(wrapped) = mapped { if let wrapped { result.append(wrapped) } } else {
                    result += try i.elements(of: mapped)
                }
            }
            try i.allocate(result.count)
            return .array(result)
        }
        sequenceMethod("filter") { i, selfValue, e, a in
            let f = try a.value(0)
            let kept = try e.filter { try i.invokeBool(f, [$0]) }
            // Foundation's `filter(_ predicate: Predicate<Element>) throws -> [Element]` gives
            // an array whatever the sequence (Apple, Foundation, `Sequence.filter(_:)`).
            if case let .native(native) = f, native.payload is PredicateValue { return .array(kept) }
            switch selfValue {
            case .set: return .set(OrderedSet(kept))
            case .string: return .string(String(kept.compactMap { if case let .character(c) = $0 { return c }; return nil }))
            case .dictionary:
                var dictionary = OrderedDictionary()
                for pair in kept { if case let .tuple(kv, _) = pair { dictionary[kv[0]] = kv[1] } }
                return .dictionary(dictionary)
            default: return .array(kept)
            }
        }
        sequenceMethod("forEach") { i, _, e, a in
            let f = try a.value(0)
            for value in e { _ = try i.invoke(f, [value]) }
            return .void
        }
        sequenceMethod("reduce") { i, _, e, a in
            let f = try a.value(1)
            // `sizes.reduce(.zero) { … }`: Swift infers the result type from the closure; the
            // elements' type is the usual answer, so an implicit member initial value takes it.
            func initial() throws -> Value {
                let value = try a.value(0)
                guard case .unresolvedMember = value, let first = e.first, let hint = i.hintOfValue(first) else { return value }
                return (try? i.coerce(value, to: hint)) ?? value
            }
            if a.first?.label == "into" {
                var accumulator = try initial()
                guard case let .function(function) = f else { throw i.error(.invalid, "reduce(into:) needs a closure") }
                for value in e { accumulator = try i.callWithInout(function, &accumulator, value) }
                return accumulator
            }
            var accumulator = try initial()
            for value in e { accumulator = try i.invoke(f, [accumulator, value]) }
            return accumulator
        }
        sequenceMethod("sorted") { i, _, e, a in
            // `sorted(using: [KeyPathComparator(\.name)])`: Foundation's comparators.
            if a.first?.label == "using", let comparators = i.hostSortComparators(try a.value(0)) {
                return .array(try i.sortedByComparators(e, comparators))
            }
            if let f = a.first?.value { return .array(try i.stableSort(e) { try i.invokeBool(f, [$0, $1]) }) }
            return .array(try i.stableSort(e) { try i.lessThan($0, $1) })
        }
        sequenceMethod("min") { i, _, e, a in
            guard var best = e.first else { return .nil }
            // `candles.map { $0.high }.min()` of another file's values: as unknown as they are.
            if a.isEmpty, let unseen = e.first(where: i.isUnseen) { return .some(unseen) }
            let less: (Value, Value) throws -> Bool = a.first.map { f in { try i.invokeBool(f.value, [$0, $1]) } } ?? { try i.lessThan($0, $1) }
            for value in e.dropFirst() where try less(value, best) { best = value }
            return .some(best)
        }
        sequenceMethod("max") { i, _, e, a in
            guard var best = e.first else { return .nil }
            if a.isEmpty, let unseen = e.first(where: i.isUnseen) { return .some(unseen) }
            let less: (Value, Value) throws -> Bool = a.first.map { f in { try i.invokeBool(f.value, [$0, $1]) } } ?? { try i.lessThan($0, $1) }
            // Swift keeps the first of equal maxima (it replaces only when strictly larger).
            for value in e.dropFirst() where try less(best, value) { best = value }
            return .some(best)
        }
        sequenceMethod("enumerated") { i, _, e, _ in
            try i.allocate(e.count)
            return .array(e.enumerated().map { .tuple([.int($0.offset), $0.element], labels: ["offset", "element"]) })
        }
        sequenceMethod("contains") { i, selfValue, e, a in
            let argument = try a.value(0)
            if a.first?.label == "where" || { if case .function = argument { return true }; return false }() {
                return .bool(try e.contains { try i.invokeBool(argument, [$0]) })
            }
            if case .array = selfValue, case let .array(other) = argument, let first = e.first, !Self.isArrayValue(first) {
                return .bool(try i.containsSubsequence(e, try other.map { try i.coerce($0, to: i.hintOfValue(first)) }))
            }
            return .bool(try e.contains { try i.equals($0, argument) })
        }
        sequenceMethod("allSatisfy") { i, _, e, a in
            let f = try a.value(0)
            return .bool(try e.allSatisfy { try i.invokeBool(f, [$0]) })
        }
        sequenceMethod("first") { i, _, e, a in
            let f = try a.value(0)
            return .optional(try e.first { try i.invokeBool(f, [$0]) })
        }
        sequenceMethod("last") { i, _, e, a in
            let f = try a.value(0)
            return .optional(try e.last { try i.invokeBool(f, [$0]) })
        }
        sequenceMethod("firstIndex") { i, _, e, a in
            let argument = try a.value(0)
            if a.first?.label == "where" { return .optional(try e.firstIndex { try i.invokeBool(argument, [$0]) }.map(Value.int)) }
            return .optional(try e.firstIndex { try i.equals($0, argument) }.map(Value.int))
        }
        sequenceMethod("lastIndex") { i, _, e, a in
            let argument = try a.value(0)
            if a.first?.label == "where" { return .optional(try e.lastIndex { try i.invokeBool(argument, [$0]) }.map(Value.int)) }
            return .optional(try e.lastIndex { try i.equals($0, argument) }.map(Value.int))
        }
        sequenceMethod("reversed") { _, _, e, _ in .array(e.reversed()) }
        sequenceMethod("prefix") { i, _, e, a in
            // `prefix(upTo: end)` is `self[..<end]`, `prefix(through: end)` `self[...end]` (Apple
            // docs, "Array"): an end past the elements traps as that subscript does.
            if let label = a.first?.label, label == "upTo" || label == "through", let end = try a.value(0).asInt {
                let upper = label == "through" ? end + 1 : end
                guard upper >= 0, upper <= e.count else { throw i.error(.trapIndexOutOfRange("Array index is out of range")) }
                return .array(Array(e[..<upper]))
            }
            var argument = try a.value(0)
            // `prefix(_ maxLength: Int)`: `.random(in: 1 ... 5, using: &generator)` there is `Int`'s.
            if case .unresolvedMember = argument { argument = try i.coerce(argument, to: .named("Int")) }
            if case let .int(n) = argument {
                if n < 0 { throw i.error(.trapCollection("Can't take a prefix of negative length from a collection")) }
                return .array(Array(e.prefix(n)))
            }
            return .array(try Array(e.prefix { try i.invokeBool(argument, [$0]) }))
        }
        sequenceMethod("suffix") { i, _, e, a in
            // `suffix(from: start)` is `self[start...]` (Apple docs, "Array").
            if a.first?.label == "from", let start = try a.value(0).asInt {
                guard start >= 0, start <= e.count else { throw i.error(.trapIndexOutOfRange("Array index is out of range")) }
                return .array(Array(e[start...]))
            }
            let n = try a.value(0).asInt ?? 0
            if n < 0 { throw i.error(.trapCollection("Can't take a suffix of negative length from a collection")) }
            return .array(Array(e.suffix(n)))
        }
        sequenceMethod("dropFirst") { i, _, e, a in
            let n = a.first?.value.asInt ?? 1
            if n < 0 { throw i.error(.trapCollection("Can't drop a negative number of elements from a collection")) }
            return .array(Array(e.dropFirst(n)))
        }
        sequenceMethod("dropLast") { i, _, e, a in
            let n = a.first?.value.asInt ?? 1
            if n < 0 { throw i.error(.trapCollection("Can't drop a negative number of elements from a collection")) }
            return .array(Array(e.dropLast(n)))
        }
        sequenceMethod("drop") { i, _, e, a in
            let f = try a.value(0)
            return .array(try Array(e.drop { try i.invokeBool(f, [$0]) }))
        }
        sequenceMethod("joined") { i, _, e, a in
            let separator = a.labelled("separator")?.asString ?? ""
            // No element to tell strings from arrays: strings (`[String]()` joined is ""), unless
            // the separator is an array.
            if e.isEmpty, case .array? = a.labelled("separator") { return .array([]) }
            if e.isEmpty { return .string("") }
            if e.allSatisfy({ if case .array = $0 { return true }; return false }) {
                return .array(try e.flatMap { try i.elements(of: $0) })
            }
            // Strings joined with another file's string give another unknown string, as an
            // operator on an unseen value does.
            if let unseen = e.first(where: i.isUnseen) { return unseen }
            let parts = try e.map { value -> String in
                if case let .character(c) = value { return String(c) }
                guard case let .string(s) = value else { throw i.error(.invalid, "joined() needs strings") }
                return s
            }
            let joined = parts.joined(separator: separator)
            try i.allocate(joined.utf8.count)
            return .string(joined)
        }
        sequenceMethod("shuffled") { i, _, e, _ in
            i.warnRandom()
            var result = e
            if result.count > 1 {
                for index in Swift.stride(from: result.count - 1, to: 0, by: -1) {
                    result.swapAt(index, i.random.below(index + 1))
                }
            }
            return .array(result)
        }
        sequenceMethod("randomElement") { i, _, e, _ in
            i.warnRandom()
            return e.isEmpty ? .nil : .some(e[i.random.below(e.count)])
        }
        sequenceMethod("elementsEqual") { i, _, e, a in
            let other = try i.elements(of: try a.value(0))
            guard e.count == other.count else { return .bool(false) }
            for (x, y) in zip(e, other) where !(try i.equals(x, y)) { return .bool(false) }
            return .bool(true)
        }
        sequenceMethod("count") { i, _, e, a in
            let f = try a.value(0)
            return .int(try e.filter { try i.invokeBool(f, [$0]) }.count)
        }
        registerArrayMutations()
        registerDictionaryMembers()
        registerDictionaryMerging()
        registerSetMembers()
        registerReserveCapacity()
        registerRangeMembers()
        registerRangeConversions()
    }

    /// Calls `function` with an `inout` first argument (for `reduce(into:)`).
    func callWithInout(_ function: Function, _ accumulator: inout Value, _ element: Value) throws -> Value {
        let box = Box(accumulator)
        _ = try call(function, arguments: [CallArgument(nil, .native(NativeValue(type: builtins.void, payload: InoutReference(box: box)))),
                                           CallArgument(nil, element)])
        return box.value
    }

    /// A merge sort that keeps equal elements in order (Swift's `sort` is stable since Swift 5).
    public func stableSort(_ values: [Value], by less: (Value, Value) throws -> Bool) throws -> [Value] {
        if values.count < 2 { return values }
        try allocate(values.count)
        let middle = values.count / 2
        let left = try stableSort(Array(values[..<middle]), by: less)
        let right = try stableSort(Array(values[middle...]), by: less)
        var merged: [Value] = []
        merged.reserveCapacity(values.count)
        var i = 0, j = 0
        while i < left.count, j < right.count {
            if try less(right[j], left[i]) { merged.append(right[j]); j += 1 } else { merged.append(left[i]); i += 1 }
        }
        merged += left[i...]
        merged += right[j...]
        return merged
    }
}

/// An `inout` argument passed to a closure: the closure's parameter aliases this box.
public struct InoutReference {
    public let box: Box

    public init(box: Box) { self.box = box }
}

extension Interpreter {
    /// Calls `function` with `value` as its only, `inout` argument (a lock's `withLock { state in
    /// … }`); the closure's writes to it are kept in `value`. Returns the closure's result.
    public func callUpdating(_ function: Function, _ value: inout Value) throws -> Value {
        let box = Box(value)
        let result = try call(function, arguments: [CallArgument(nil, .native(NativeValue(type: builtins.void, payload: InoutReference(box: box))))])
        value = box.value
        return result
    }
}
