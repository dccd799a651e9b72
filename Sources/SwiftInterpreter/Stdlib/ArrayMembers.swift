/// Mutating members of arrays, and `Array(…)` initializers.
extension Interpreter {
    func registerArrayMutations() {
        let array = builtins.array
        func mutating(_ name: String, _ body: @escaping (Interpreter, inout [Value], [CallArgument]) throws -> Value) {
            array.addMethod(name, .native(name, mutating: true) { interpreter, selfValue, arguments in
                guard case var .array(elements) = selfValue else { throw interpreter.error(.invalid, "not an array") }
                selfValue = .void  // keep the array uniquely referenced while it changes
                defer { selfValue = .array(elements) }
                return try body(interpreter, &elements, arguments)
            })
        }
        mutating("append") { i, e, a in
            let argument = try a.value(0)
            if a.first?.label == "contentsOf" {
                let added = try i.elements(of: argument)
                try i.allocate(added.count)
                e += added
            } else {
                try i.allocate(1)
                e.append(argument)
            }
            return .void
        }
        mutating("insert") { i, e, a in
            let index = a.labelled("at")?.asInt ?? 0
            guard index >= 0, index <= e.count else { throw i.error(.trapIndexOutOfRange("Array index is out of range")) }
            // `insert(contentsOf: other, at: i)` inserts the other collection's elements, in
            // order, before position `i` (RangeReplaceableCollection; swiftc 6 prints
            // `["a", "b", "c", "d"]` for `["a", "d"]` after `insert(contentsOf: ["b", "c"], at: 1)`).
            if a.first?.label == "contentsOf" {
                let added = try i.elements(of: try a.value(0))
                try i.allocate(added.count)
                e.insert(contentsOf: added, at: index)
                return .void
            }
            try i.allocate(1)
            e.insert(try a.value(0), at: index)
            return .void
        }
        mutating("remove") { i, e, a in
            let index = a.labelled("at")?.asInt ?? -1
            guard e.indices.contains(index) else { throw i.error(.trapIndexOutOfRange()) }
            return e.remove(at: index)
        }
        mutating("removeFirst") { i, e, a in
            if let n = a.first?.value.asInt {
                guard n >= 0 else { throw i.error(.trap, SwiftTrap.removeNegativeCount) }
                guard n <= e.count else { throw i.error(.trap, SwiftTrap.removeFirstTooMany) }
                e.removeFirst(n)
                return .void
            }
            guard !e.isEmpty else { throw i.error(.trapCollection("Can't remove first element from an empty collection")) }
            return e.removeFirst()
        }
        mutating("removeLast") { i, e, a in
            if let n = a.first?.value.asInt {
                guard n >= 0 else { throw i.error(.trap, SwiftTrap.removeNegativeCount) }
                guard n <= e.count else { throw i.error(.trap, SwiftTrap.removeLastTooMany) }
                e.removeLast(n)
                return .void
            }
            guard !e.isEmpty else { throw i.error(.trapCollection("Can't remove last element from an empty collection")) }
            return e.removeLast()
        }
        mutating("popLast") { _, e, _ in .optional(e.popLast()) }
        mutating("removeAll") { i, e, a in
            if let f = a.first?.value, a.first?.label == "where" || { if case .function = f { return true }; return false }() {
                try e.removeAll { try i.invokeBool(f, [$0]) }
            } else {
                e.removeAll()
            }
            return .void
        }
        mutating("sort") { i, e, a in
            if a.first?.label == "using", let comparators = i.hostSortComparators(try a.value(0)) {
                e = try i.sortedByComparators(e, comparators)
                return .void
            }
            if let f = a.first?.value { e = try i.stableSort(e) { try i.invokeBool(f, [$0, $1]) } } else {
                e = try i.stableSort(e) { try i.lessThan($0, $1) }
            }
            return .void
        }
        mutating("reverse") { _, e, _ in e.reverse(); return .void }
        mutating("swapAt") { i, e, a in
            let x = try a.value(0).asInt ?? -1, y = try a.value(1).asInt ?? -1
            guard e.indices.contains(x), e.indices.contains(y) else { throw i.error(.trapIndexOutOfRange()) }
            e.swapAt(x, y)
            return .void
        }
        mutating("shuffle") { i, e, _ in
            i.warnRandom()
            if e.count > 1 { for index in Swift.stride(from: e.count - 1, to: 0, by: -1) { e.swapAt(index, i.random.below(index + 1)) } }
            return .void
        }
        array.initializers.append(.native("init") { interpreter, _, arguments in
            guard let first = arguments.first else { return .array([]) }
            if first.label == "repeating" {
                let count = arguments.labelled("count")?.asInt ?? 0
                if count < 0 { throw interpreter.error(.trap, SwiftTrap.arrayNegativeCount) }
                try interpreter.allocate(count)
                return .array(Array(repeating: first.value, count: count))
            }
            // `Array(musicData[0 ... 8])` of another file's value: as unknown as the value (an
            // empty array would trap where the file indexes it).
            if interpreter.isUnseen(first.value) { return first.value }
            return .array(try interpreter.elements(of: first.value))
        })
    }

    func registerDictionaryMembers() {
        let dictionary = builtins.dictionary
        func dict(_ value: Value) -> OrderedDictionary {
            if case let .dictionary(d) = value { return d }
            return OrderedDictionary()
        }
        dictionary.computedProperties["keys"] = getter { .array(dict($0).keys) }
        dictionary.computedProperties["values"] = getter { .array(dict($0).values) }
        dictionary.addMethod("mapValues", .native("mapValues") { i, selfValue, a in
            let f = try a.value(0)
            var result = OrderedDictionary()
            for (key, value) in dict(selfValue).pairs { result[key] = try i.invoke(f, [value]) }
            return .dictionary(result)
        })
        dictionary.addMethod("compactMapValues", .native("compactMapValues") { i, selfValue, a in
            let f = try a.value(0)
            var result = OrderedDictionary()
            for (key, value) in dict(selfValue).pairs {
                let mapped = try i.invoke(f, [value])
                if case let .optional(wrapped) = mapped { result[key] = wrapped } else { result[key] = mapped }
            }
            return .dictionary(result)
        })
        dictionary.addMethod("updateValue", .native("updateValue", mutating: true) { _, selfValue, a in
            var d = dict(selfValue)
            let key = a.labelled("forKey") ?? .void
            let old = d[key]
            d[key] = try a.value(0)
            selfValue = .dictionary(d)
            return .optional(old)
        })
        dictionary.addMethod("removeValue", .native("removeValue", mutating: true) { _, selfValue, a in
            var d = dict(selfValue)
            let key = try a.value(0)
            let old = d[key]
            d[key] = nil
            selfValue = .dictionary(d)
            return .optional(old)
        })
        dictionary.addMethod("removeAll", .native("removeAll", mutating: true) { _, selfValue, _ in
            selfValue = .dictionary(OrderedDictionary())
            return .void
        })
        dictionary.initializers.append(.native("init") { i, _, a in
            var result = OrderedDictionary()
            guard let first = a.first else { return .dictionary(result) }
            switch first.label {
            case "minimumCapacity":
                try i.checkCapacity(first.value)
            case "uniqueKeysWithValues":
                for pair in try i.elements(of: first.value) {
                    guard case let .tuple(kv, _) = pair, kv.count == 2 else { continue }
                    if result[kv[0]] != nil { throw i.error(.trapCollection("Duplicate values for key: '\(try i.describe(kv[0]))'")) }
                    result[kv[0]] = kv[1]
                }
            case "grouping":
                // `Dictionary(grouping: items) { … }`: the trailing closure is `by:`.
                let key = a.labelled("by") ?? (a.count == 2 ? a[1].value : .void)
                for element in try i.elements(of: first.value) {
                    let k = try i.invoke(key, [element])
                    if case var .array(group) = result[k] ?? .array([]) { group.append(element); result[k] = .array(group) }
                }
            case nil where a.count == 2 && (a[1].label == "uniquingKeysWith" || a[1].label == nil):
                // `Dictionary(pairs, uniquingKeysWith: { $1 })` (Apple, `Dictionary.init(_:uniquingKeysWith:)`):
                // a key met again keeps what the closure makes of the value it has and the new one.
                for pair in try i.elements(of: first.value) {
                    guard case let .tuple(kv, _) = pair, kv.count == 2 else { continue }
                    if let existing = result[kv[0]] { result[kv[0]] = try i.invoke(a[1].value, [existing, kv[1]]) } else { result[kv[0]] = kv[1] }
                }
            default:
                throw i.error(.unsupported, "Dictionary(\(first.label ?? "_"):) is not supported")
            }
            return .dictionary(result)
        })
    }

    func registerSetMembers() {
        let set = builtins.set
        func elements(_ value: Value) -> OrderedSet {
            if case let .set(s) = value { return s }
            return OrderedSet()
        }
        set.initializers.append(.native("init") { i, _, a in
            guard let first = a.first else { return .set(OrderedSet()) }
            if first.label == "minimumCapacity" {
                try i.checkCapacity(first.value)
                return .set(OrderedSet())
            }
            if i.isUnseen(first.value) { return first.value }
            return .set(OrderedSet(try i.elements(of: first.value)))
        })
        set.addMethod("insert", .native("insert", mutating: true) { _, selfValue, a in
            var s = elements(selfValue)
            let value = try a.value(0)
            let inserted = s.insert(value)
            selfValue = .set(s)
            return .tuple([.bool(inserted), value], labels: ["inserted", "memberAfterInsert"])
        })
        set.addMethod("remove", .native("remove", mutating: true) { _, selfValue, a in
            var s = elements(selfValue)
            let removed = s.remove(try a.value(0))
            selfValue = .set(s)
            return .optional(removed)
        })
        set.addMethod("contains", .native("contains") { i, selfValue, a in
            let argument = try a.value(0)
            if case .function = argument { return .bool(try elements(selfValue).elements.contains { try i.invokeBool(argument, [$0]) }) }
            return .bool(elements(selfValue).contains(argument))
        })
        set.addMethod("union", .native("union") { i, selfValue, a in
            var s = elements(selfValue)
            for value in try i.elements(of: try a.value(0)) { s.insert(value) }
            return .set(s)
        })
        set.addMethod("intersection", .native("intersection") { i, selfValue, a in
            let other = OrderedSet(try i.elements(of: try a.value(0)))
            return .set(OrderedSet(elements(selfValue).elements.filter(other.contains)))
        })
        set.addMethod("subtracting", .native("subtracting") { i, selfValue, a in
            let other = OrderedSet(try i.elements(of: try a.value(0)))
            return .set(OrderedSet(elements(selfValue).elements.filter { !other.contains($0) }))
        })
        set.addMethod("symmetricDifference", .native("symmetricDifference") { i, selfValue, a in
            let mine = elements(selfValue)
            let other = OrderedSet(try i.elements(of: try a.value(0)))
            return .set(OrderedSet(mine.elements.filter { !other.contains($0) } + other.elements.filter { !mine.contains($0) }))
        })
        set.addMethod("isSubset", .native("isSubset") { i, selfValue, a in
            let other = OrderedSet(try i.elements(of: try a.value(0)))
            return .bool(elements(selfValue).elements.allSatisfy(other.contains))
        })
        set.addMethod("isSuperset", .native("isSuperset") { i, selfValue, a in
            let mine = elements(selfValue)
            return .bool(try i.elements(of: try a.value(0)).allSatisfy(mine.contains))
        })
        // `isDisjoint(with:)`: no element in common (Swift standard library, `SetAlgebra`).
        set.addMethod("isDisjoint", .native("isDisjoint") { i, selfValue, a in
            let mine = elements(selfValue)
            return .bool(!(try i.elements(of: try a.value(0)).contains(where: mine.contains)))
        })
        // Swift standard library, `Set.removeAll(keepingCapacity:)` empties the set (a set has
        // no `removeAll(where:)`: swiftc rejects it); `subtract(_:)` and `formIntersection(_:)`
        // are the in-place `subtracting` and `intersection`.
        set.addMethod("removeAll", .native("removeAll", mutating: true) { _, selfValue, _ in
            selfValue = .set(OrderedSet())
            return .void
        })
        set.addMethod("subtract", .native("subtract", mutating: true) { i, selfValue, a in
            let other = OrderedSet(try i.elements(of: try a.value(0)))
            selfValue = .set(OrderedSet(elements(selfValue).elements.filter { !other.contains($0) }))
            return .void
        })
        set.addMethod("formIntersection", .native("formIntersection", mutating: true) { i, selfValue, a in
            let other = OrderedSet(try i.elements(of: try a.value(0)))
            selfValue = .set(OrderedSet(elements(selfValue).elements.filter(other.contains)))
            return .void
        })
        set.addMethod("formUnion", .native("formUnion", mutating: true) { i, selfValue, a in
            var s = elements(selfValue)
            for value in try i.elements(of: try a.value(0)) { s.insert(value) }
            selfValue = .set(s)
            return .void
        })
    }

    func registerRangeMembers() {
        for type in [builtins.range, builtins.closedRange] {
            type.computedProperties["lowerBound"] = getter { value in
                if case let .range(r) = value, let lower = r.lower { return lower }
                return .void
            }
            type.computedProperties["upperBound"] = getter { value in
                if case let .range(r) = value, let upper = r.upper { return upper }
                return .void
            }
            // `(start ... end).contains(date)`: RangeExpression's bounds check, for any Comparable
            // bound (a `Date` range is no sequence); it replaces the sequence's `contains(_:)`,
            // which only a countable range has. `contains(where:)` is still the sequence's.
            let sequenceContains = type.methods["contains"]?.first
            type.methods["contains"] = [.native("contains") { i, selfValue, a in
                guard case let .range(r) = selfValue else { return .bool(false) }
                let argument = try a.value(0)
                // A value of another file (`(0..<5).contains(vm.index)`): the answer is as unknown.
                if i.isUnseen(argument) { return argument }
                if let sequenceContains, a.first?.label == "where" || { if case .function = argument { return true }; return false }() {
                    var base = selfValue
                    return try i.call(sequenceContains, a, self: &base)
                }
                return .bool(try i.rangeContains(r, argument))
            }]
        }
    }
}
