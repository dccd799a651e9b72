import SwiftInterpreter

/// `@FetchRequest(sortDescriptors: [SortDescriptor(\.timestamp)], predicate: …, animation: …)
/// var items: FetchedResults<Item>` (also `entity:`, `fetchRequest:`, and `_items =
/// FetchRequest(…)` in an initializer): the objects of the managed object context in the
/// environment (`.environment(\.managedObjectContext, context)` above the view), fetched with
/// the request's sort and predicate (`CoreDataFetch`) each time the body reads the property
/// (Apple, SwiftUI, `FetchRequest`: "retrieves entities from a Core Data persistent store" using
/// "the managed object context in the view's environment"). Without a context above the view the
/// results are empty, with a warning.
extension SwiftUIRuntime {
    func registerFetchRequestWrapper() {
        let makeFetch: (SwiftUIRuntime, [CallArgument], String?) throws -> CoreDataFetch = { runtime, arguments, className in
            let given = NativeArguments("FetchRequest", arguments)
            if let request = given["fetchRequest"]?.nativePayload(CoreDataFetch.self) { return request }
            var fetch = CoreDataFetch(className: className)
            if let entity = given["entity"]?.nativePayload(EntityDescriptionPayload.self) {
                fetch = CoreDataFetch(entityName: entity.name, className: entity.className)
            }
            if let sort = given["sortDescriptors"] { fetch.sort = try runtime.coreDataSortRules(sort) }
            if let predicate = given["predicate"] { fetch.predicate = runtime.formatPredicate(predicate) }
            return fetch
        }
        interpreter.propertyWrappers["FetchRequest"] = PropertyWrapperBehaviour(
            makeStorage: { [unowned self] interpreter, initial, arguments in
                // `_items = FetchRequest(…)` in an initializer hands the storage whole.
                if case let .native(native)? = initial, native.payload is CoreDataFetch { return initial ?? .nil }
                var className: String?
                if case let .native(native)? = initial, let marker = native.payload as? QueryElementType { className = marker.name }
                return interpreter.nativeValue("FetchRequest", try makeFetch(self, arguments, className))
            },
            wrappedValue: { [unowned self] _, storage in
                guard let fetch = storage.nativePayload(CoreDataFetch.self) else { return storage }
                return .array(try self.fetchRequestResults(fetch))
            })
        // `@FetchRequest(…) var items: FetchedResults<Item>`: the declared element type is kept.
        interpreter.propertyWrappers["FetchRequest"]?.initialValueWhenNoneGiven = { [unowned self] hint in
            guard case let .array(.named(name))? = hint else { return nil }
            return self.interpreter.nativeValue("QueryElementType", QueryElementType(name: name))
        }
        let request = interpreter.type(named: "FetchRequest") ?? interpreter.registerNativeType("FetchRequest")
        request.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            runtime.interpreter.nativeValue("FetchRequest", try makeFetch(runtime, arguments, nil))
        })
    }

    /// The objects a `@FetchRequest` gives in the current environment.
    private func fetchRequestResults(_ fetch: CoreDataFetch) throws -> [Value] {
        guard let context = environment.values["managedObjectContext"].flatMap(managedContext) else {
            warn(.approximatedView("@FetchRequest", rule: "no .environment(\\.managedObjectContext, …) above this view gives it a store; its results are empty"))
            if !emptyDataStoreWrappers.contains("FetchRequest") { emptyDataStoreWrappers.append("FetchRequest") }
            return []
        }
        return try fetch.results(in: context.stack, models: dataModels, interpreter: interpreter)
    }

    /// The environment's `managedObjectContext` when no view above sets one: a context of an
    /// empty store (SwiftUI's default context has no persistent store coordinator; a fetch from
    /// it gives nothing).
    func defaultManagedObjectContext() -> Value {
        let stack = coreData.defaultStack ?? CoreDataStack(name: "", model: nil)
        coreData.defaultStack = stack
        return viewContext(of: stack)
    }
}
