import SwiftInterpreter

/// `@Query(filter:sort:order:) var items: [Item]`: the models the container in the environment
/// holds (`.modelContainer(…)` above the view), filtered and sorted as SwiftData does
/// (`ModelFetch`), read each time the view's body reads the property (Apple, SwiftData, `Query`:
/// "fetches a set of models … using the model context in the environment"). Without a container
/// above the view the results are empty, with a warning.
extension SwiftUIRuntime {
    func registerQueryWrapper() {
        interpreter.propertyWrappers["Query"] = PropertyWrapperBehaviour(
            makeStorage: { [unowned self] interpreter, initial, arguments in
                // `_items = Query(…)` in an initializer hands the storage whole.
                if case let .native(native)? = initial, native.payload is ModelFetch { return initial ?? .nil }
                var elementType: String?
                if case let .native(native)? = initial, let marker = native.payload as? QueryElementType { elementType = marker.name }
                let fetch = try self.queryFetch(NativeArguments("Query", arguments), elementType: elementType)
                return interpreter.nativeValue("Query", fetch)
            },
            wrappedValue: { [unowned self] interpreter, storage in
                guard case let .native(native) = storage, let fetch = native.payload as? ModelFetch else { return storage }
                return .array(try self.queryResults(fetch))
            })
        // `@Query var items: [Item]` has no initial value: its declared element type is kept.
        interpreter.propertyWrappers["Query"]?.initialValueWhenNoneGiven = { [unowned self] hint in
            guard case let .array(.named(name))? = hint else { return nil }
            return self.interpreter.nativeValue("QueryElementType", QueryElementType(name: name))
        }
    }

    /// The models a query gives in the current environment.
    private func queryResults(_ fetch: ModelFetch) throws -> [Value] {
        guard case let .native(native)? = environment.values["modelContext"], let context = native.payload as? ModelContextPayload else {
            warn(.approximatedView("@Query", rule: "no .modelContainer(…) above this view gives it a store; its results are empty"))
            if !emptyDataStoreWrappers.contains("Query") { emptyDataStoreWrappers.append("Query") }
            return []
        }
        guard let results = try fetch.results(in: context.store, interpreter: interpreter) else {
            throw failure("the model type of this '@Query' is not known: declare the property's type ([Item])")
        }
        return results
    }
}

/// The element type of a `@Query` property declared without an initial value (`[Item]`).
struct QueryElementType {
    var name: String
}
