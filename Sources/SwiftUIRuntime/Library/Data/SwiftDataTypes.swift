import Diagnostics
import SwiftInterpreter

/// SwiftData's types as a preview's code uses them to fill a container (Apple, SwiftData:
/// `ModelContainer`, `ModelConfiguration`, `Schema`, `ModelContext`, `FetchDescriptor`; Foundation:
/// `SortDescriptor`):
///
///     let container = try ModelContainer(for: Item.self,
///                                        configurations: ModelConfiguration(isStoredInMemoryOnly: true))
///     container.mainContext.insert(Item(name: "Tea"))
///     let items = try container.mainContext.fetch(FetchDescriptor<Item>(sortBy: [SortDescriptor(\.name)]))
///
/// A container's contexts share its `ModelStore`. A container not kept in memory only is the
/// app's store on disk, which a preview here cannot read: it starts empty, with a warning.
extension SwiftUIRuntime {
    func registerModelContainer() {
        let container = interpreter.registerNativeType("ModelContainer")
        container.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            try runtime.modelContainer(NativeArguments("ModelContainer", arguments))
        })
        container.computedProperties["mainContext"] = ComputedProperty(getter: .native("mainContext") { interpreter, selfValue, _ in
            guard case let .native(native) = selfValue, let payload = native.payload as? ModelContainerPayload else { return .void }
            return interpreter.nativeValue("ModelContext", ModelContextPayload(store: payload.store))
        })
        let configuration = interpreter.registerNativeType("ModelConfiguration")
        configuration.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            let inMemory = try arguments.first { $0.label == "isStoredInMemoryOnly" }.map { try runtime.bool($0.value, "isStoredInMemoryOnly") }
            return runtime.interpreter.nativeValue("ModelConfiguration", ModelConfigurationPayload(isStoredInMemoryOnly: inMemory ?? false))
        })
        let schema = interpreter.registerNativeType("Schema")
        schema.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            let names = arguments.filter { $0.label == nil }.flatMap { runtime.modelTypeNames($0.value) }
            return runtime.interpreter.nativeValue("Schema", SchemaPayload(typeNames: names))
        })
    }

    /// `ModelContainer(for: Item.self, Tag.self, configurations: config)`, `ModelContainer(for:
    /// schema, configurations: [config])`.
    private func modelContainer(_ arguments: NativeArguments) throws -> Value {
        var types: [String] = []
        var sawTypes = false
        for argument in arguments.all where argument.label == "for" || (argument.label == nil && sawTypes) {
            sawTypes = true
            types += modelTypeNames(argument.value)
        }
        var configurations: [Value] = []
        if let given = arguments["configurations"] {
            if case let .array(values) = given { configurations = values } else { configurations = [given] }
        }
        let inMemory = !configurations.isEmpty && configurations.allSatisfy { value in
            guard case let .native(native) = value, let configuration = native.payload as? ModelConfigurationPayload else { return false }
            return configuration.isStoredInMemoryOnly
        }
        return makeModelContainer(types: types, inMemory: inMemory)
    }

    /// A new container for `types`, warning when it is not kept in memory only.
    func makeModelContainer(types: [String], inMemory: Bool) -> Value {
        if !inMemory {
            warn(.approximatedView("ModelContainer", rule: "a container not stored in memory only reads the app's store on disk, "
                                   + "which a preview here has not; it starts empty"))
        }
        return interpreter.nativeValue("ModelContainer", ModelContainerPayload(store: ModelStore(schema: types, isStoredInMemoryOnly: inMemory)))
    }

    /// The model type names a `for:` argument gives: `Item.self`, `[Item.self, Tag.self]`, a `Schema`.
    func modelTypeNames(_ value: Value) -> [String] {
        switch value {
        case let .metatype(type): return [type.name]
        case let .array(values): return values.flatMap(modelTypeNames)
        case let .native(native):
            if let schema = native.payload as? SchemaPayload { return schema.typeNames }
            if let undefined = native.payload as? UndefinedName { return [undefined.root] }
            return []
        default: return []
        }
    }

    func registerModelContext() {
        let context = interpreter.registerNativeType("ModelContext")
        context.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            guard let first = arguments.first, case let .native(native) = first.value, let container = native.payload as? ModelContainerPayload else {
                throw runtime.failure("'ModelContext' is made from a 'ModelContainer'")
            }
            return runtime.interpreter.nativeValue("ModelContext", ModelContextPayload(store: container.store))
        })
        func method(_ name: String, _ body: @escaping (SwiftUIRuntime, ModelStore, NativeArguments) throws -> Value) {
            context.addMethod(name, .hosted(name, labels: nil) { runtime, selfValue, arguments in
                guard case let .native(native) = selfValue, let payload = native.payload as? ModelContextPayload else { return .void }
                return try body(runtime, payload.store, NativeArguments(name, arguments))
            })
        }
        method("insert") { runtime, store, arguments in
            guard case let .object(model)? = arguments.unlabelled.first else {
                throw runtime.failure("'insert' takes a model: an instance of a '@Model' class")
            }
            guard !store.isSchemaless else {
                throw runtime.failure("no .modelContainer(…) above this view: the environment's model context has no container, "
                                      + "and SwiftData refuses to insert into it")
            }
            store.insert(model)
            return .void
        }
        method("delete") { runtime, store, arguments in
            if let type = arguments["model"] {
                // `delete(model: Item.self)` (`where:` narrows it; every model of the type without one).
                for name in runtime.modelTypeNames(type) {
                    if case let .native(native)? = arguments["where"], let predicate = native.payload as? PredicateValue {
                        for model in store.models(ofType: name) where try predicate.evaluate(.object(model), in: runtime.interpreter) {
                            store.delete(model)
                        }
                    } else {
                        store.deleteAll(ofType: name)
                    }
                }
            } else if case let .object(model)? = arguments.unlabelled.first {
                store.delete(model)
            }
            return .void
        }
        method("fetch") { runtime, store, arguments in
            .array(try runtime.fetched(arguments.unlabelled.first, from: store))
        }
        method("fetchCount") { runtime, store, arguments in
            .int(try runtime.fetched(arguments.unlabelled.first, from: store).count)
        }
        // Saving and the other bookkeeping change nothing a preview lays out.
        for name in ["save", "rollback", "processPendingChanges"] { method(name) { _, _, _ in .void } }
        context.computedProperties["hasChanges"] = ComputedProperty(getter: .native("hasChanges") { _, _, _ in .bool(false) })
        context.computedProperties["autosaveEnabled"] = ComputedProperty(
            getter: .native("autosaveEnabled") { _, selfValue, _ in
                .bool(selfValue.nativePayload(ModelContextPayload.self)?.options.autosaveEnabled ?? true)
            },
            setter: .native("autosaveEnabled") { _, selfValue, arguments in
                if case let .bool(flag)? = arguments.first?.value { selfValue.nativePayload(ModelContextPayload.self)?.options.autosaveEnabled = flag }
                return .void
            })
        context.computedProperties["container"] = ComputedProperty(getter: .native("container") { interpreter, selfValue, _ in
            guard case let .native(native) = selfValue, let payload = native.payload as? ModelContextPayload else { return .void }
            return interpreter.nativeValue("ModelContainer", ModelContainerPayload(store: payload.store))
        })
    }

    /// `@Environment(\.modelContext)` with no container above the view: "a context bound to an
    /// in-memory, schemaless container" whose fetches give nothing and which refuses inserts
    /// (Apple, SwiftData, `ModelContext`). A view that only inserts from an action reads it
    /// without a stand-in.
    func schemalessModelContext() -> Value {
        interpreter.nativeValue("ModelContext", ModelContextPayload(store: ModelStore(schema: [], isStoredInMemoryOnly: true, isSchemaless: true)))
    }

    /// `context.fetch(descriptor)`: the models it gives; a fetch whose model type cannot be told
    /// (no type named and several in the store) is an error, as Swift would not compile it.
    private func fetched(_ descriptor: Value?, from store: ModelStore) throws -> [Value] {
        guard case let .native(native)? = descriptor, let fetch = native.payload as? ModelFetch else {
            throw failure("'fetch' takes a 'FetchDescriptor'")
        }
        if store.isSchemaless { return [] }
        guard let results = try fetch.results(in: store, interpreter: interpreter) else {
            throw failure("the model type this 'FetchDescriptor' fetches is not known: name it (FetchDescriptor<Item>(predicate: #Predicate<Item> { … }))")
        }
        return results
    }
}
