import SwiftInterpreter

/// `FetchDescriptor(predicate:sortBy:)` with `fetchLimit`/`fetchOffset`, `SortDescriptor(\.key,
/// order:)`, and the `Query(filter:sort:order:)` a view's `@Query` or its initializer makes
/// (`_items = Query(sort: \.name)`). Each holds a `ModelFetch`, answered by a container's store.
extension SwiftUIRuntime {
    func registerFetchDescriptors() {
        let descriptor = interpreter.registerNativeType("FetchDescriptor")
        descriptor.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            let arguments = NativeArguments("FetchDescriptor", arguments)
            var fetch = ModelFetch()
            // `FetchDescriptor<Bookmark>()`: the model type written with the name (Apple,
            // `FetchDescriptor<T>`, whose `T` is the model type fetched).
            fetch.typeName = runtime.interpreter.writtenTypeArguments.first?.typeName
            fetch.predicate = runtime.predicate(arguments["predicate"])
            fetch.sort = try runtime.sortRules(arguments["sortBy"] ?? .array([]))
            return runtime.interpreter.nativeValue("FetchDescriptor", fetch)
        })
        for (name, path) in [("fetchLimit", \ModelFetch.fetchLimit), ("fetchOffset", \ModelFetch.fetchOffset)] {
            descriptor.computedProperties[name] = ComputedProperty(
                getter: .native(name) { _, selfValue, _ in
                    guard case let .native(native) = selfValue, let fetch = native.payload as? ModelFetch else { return .nil }
                    return .optional(fetch[keyPath: path].map(Value.int))
                },
                setter: .native(name, labels: nil, mutating: true) { interpreter, selfValue, arguments in
                    guard case let .native(native) = selfValue, var fetch = native.payload as? ModelFetch else { return .void }
                    switch arguments.first?.value {
                    case let .int(count)?, let .optional(.int(count)?)?: fetch[keyPath: path] = count
                    default: fetch[keyPath: path] = nil
                    }
                    selfValue = interpreter.nativeValue("FetchDescriptor", fetch)
                    return .void
                })
        }
        registerFetchDescriptorSettings(descriptor)
        let sort = interpreter.registerNativeType("SortDescriptor")
        sort.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            try runtime.sortDescriptor(NativeArguments("SortDescriptor", arguments))
        })
        // Foundation's `KeyPathComparator(\Order.status, order: .reverse)`, a table's `sortOrder`
        // and what `sorted(using:)` takes: the same rule as a `SortDescriptor` (both have
        // `init(_:order:)` for a `Comparable` value and, for a `String` key path,
        // `init(_:comparator:order:)` whose default comparator is `.localizedStandard`).
        let keyPathComparator = interpreter.registerNativeType("KeyPathComparator")
        keyPathComparator.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            guard case let .native(native) = try runtime.sortDescriptor(NativeArguments("KeyPathComparator", arguments)) else { return .void }
            return runtime.interpreter.nativeValue("KeyPathComparator", native.payload)
        })
        let query = interpreter.registerNativeType("Query")
        query.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            runtime.interpreter.nativeValue("Query", try runtime.queryFetch(NativeArguments("Query", arguments), elementType: nil))
        })
    }

    /// `descriptor.predicate = …` and `descriptor.sortBy = […]` after making it, as SwiftData's
    /// `var` properties allow; and the settings that change how a fetch runs, never which models
    /// it gives (Apple, `FetchDescriptor`: `relationshipKeyPathsForPrefetching` and
    /// `propertiesToFetch` say what is loaded eagerly, `includePendingChanges` whether unsaved
    /// inserts count — a preview's in-memory store holds them either way).
    private func registerFetchDescriptorSettings(_ descriptor: TypeInfo) {
        descriptor.computedProperties["predicate"] = ComputedProperty(
            getter: .native("predicate") { _, _, _ in .nil },
            setter: .hosted("predicate", labels: nil, mutating: true) { runtime, selfValue, arguments in
                guard case let .native(native) = selfValue, var fetch = native.payload as? ModelFetch else { return .void }
                fetch.predicate = runtime.predicate(arguments.first?.value)
                selfValue = runtime.interpreter.nativeValue("FetchDescriptor", fetch)
                return .void
            })
        descriptor.computedProperties["sortBy"] = ComputedProperty(
            getter: .native("sortBy") { _, _, _ in .array([]) },
            setter: .hosted("sortBy", labels: nil, mutating: true) { runtime, selfValue, arguments in
                guard case let .native(native) = selfValue, var fetch = native.payload as? ModelFetch else { return .void }
                fetch.sort = try runtime.sortRules(arguments.first?.value ?? .array([]))
                selfValue = runtime.interpreter.nativeValue("FetchDescriptor", fetch)
                return .void
            })
        for (name, initial) in [("relationshipKeyPathsForPrefetching", Value.array([])), ("propertiesToFetch", .array([])),
                                ("includePendingChanges", .bool(true))] {
            descriptor.computedProperties[name] = ComputedProperty(
                getter: .native(name) { _, _, _ in initial },
                setter: .native(name, labels: nil, mutating: true) { _, _, _ in .void })
        }
    }

    /// `SortDescriptor(\Item.name, order: .reverse)`; a `comparator:` other than
    /// `.localizedStandard` compares strings with `<` (see `SortRule`).
    func sortDescriptor(_ arguments: NativeArguments) throws -> Value {
        guard case let .keyPath(path)? = arguments.unlabelled.first else {
            throw failure("'\(arguments.callee)' takes a key path (\(arguments.callee)(\\Item.name))")
        }
        let comparator = try arguments["comparator"].map { value -> String in
            // Another `SortComparator` (`String.Comparator(options: [.caseInsensitive])`, Apple's
            // `KeyPathComparator(_:comparator:order:)` takes any): one LayoutLens does not model
            // is a comparator other than `.localizedStandard`, its stand-in warning naming it.
            if Self.undefinedName(value) != nil { return "unmodelled" }
            return try caseName(value, "String.StandardComparator")
        }
        let rule = SortRule(keyPath: path, isReversed: try isReverse(arguments["order"]),
                            comparesStringsLocalized: comparator == nil || comparator == "localizedStandard")
        return interpreter.nativeValue("SortDescriptor", rule)
    }

    /// `order: .reverse` (`SortOrder`); `.forward` when absent.
    private func isReverse(_ order: Value?) throws -> Bool {
        guard let order else { return false }
        return try caseName(order, "SortOrder") == "reverse"
    }

    /// The rules of `sortBy:`/`sort:`: an array of `SortDescriptor`s (or one).
    func sortRules(_ value: Value) throws -> [SortRule] {
        switch value {
        case let .array(values): return try values.flatMap(sortRules)
        case let .native(native):
            if let rule = native.payload as? SortRule { return [rule] }
        case let .unresolvedMember(member) where member.name == "init":
            // `[.init(\.name)]` in an array typed `[SortDescriptor<Item>]`.
            if case let .native(native) = try sortDescriptor(NativeArguments("SortDescriptor", member.arguments ?? [])),
               let rule = native.payload as? SortRule { return [rule] }
        default: break
        }
        throw failure("'sort' takes SortDescriptors ([SortDescriptor(\\Item.name)]) or a key path")
    }

    func predicate(_ value: Value?) -> PredicateValue? {
        switch value {
        case let .native(native)?: return native.payload as? PredicateValue
        case let .optional(inner?)?: return predicate(inner)
        default: return nil
        }
    }

    /// What `@Query(…)` (or `Query(…)`) fetches: a `FetchDescriptor` given whole, or `filter:`
    /// with `sort:` as a key path and `order:` or as `SortDescriptor`s. `elementType` is the
    /// property's element type (`Item` of `[Item]`), when declared.
    func queryFetch(_ arguments: NativeArguments, elementType: String?) throws -> ModelFetch {
        var fetch = ModelFetch()
        if case let .native(native)? = arguments.unlabelled.first, let given = native.payload as? ModelFetch {
            fetch = given
        } else {
            fetch.predicate = predicate(arguments["filter"])
            switch arguments["sort"] {
            case let .keyPath(path)?:
                fetch.sort = [SortRule(keyPath: path, isReversed: try isReverse(arguments["order"]), comparesStringsLocalized: false)]
            case let value?: fetch.sort = try sortRules(value)
            case nil: break
            }
        }
        fetch.typeName = fetch.typeName ?? elementType
        return fetch
    }
}
