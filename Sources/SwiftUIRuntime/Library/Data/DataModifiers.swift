import SwiftInterpreter

/// `.modelContainer(container)`, `.modelContainer(for: Item.self, inMemory: true)` and
/// `.modelContext(context)`: set the model context of the environment below, which `@Query` and
/// `@Environment(\.modelContext)` read (Apple, SwiftUI, `View.modelContainer(_:)`: "sets the
/// model container and associated model context in this view's environment"). No layout effect.
/// A container LayoutLens cannot know (made by code it did not read) gives an empty store, with
/// the warning `approximatedView`.
extension SwiftUIRuntime {
    static let dataModifierNames: Set<String> = ["modelContainer", "modelContext"]

    static func makeDataModifiers() -> [String: [Function]] {
        func method(_ name: String, _ context: @escaping (SwiftUIRuntime, NativeArguments) throws -> Value) -> Function {
            .native(name, labels: nil) { interpreter, selfValue, arguments in
                let runtime = try hosting(interpreter)
                let value = try context(runtime, NativeArguments(name, arguments))
                return runtime.view("ModifiedContent", .environment(base: selfValue, change: .value(key: "modelContext", value)))
            }
        }
        return [
            "modelContainer": [method("modelContainer") { runtime, arguments in
                if case let .native(native)? = arguments.unlabelled.first, let container = native.payload as? ModelContainerPayload {
                    return runtime.interpreter.nativeValue("ModelContext", ModelContextPayload(store: container.store))
                }
                if let given = arguments.unlabelled.first, runtime.interpreter.isUnseen(given) {
                    // A container made by code LayoutLens did not read (another file's
                    // `Store.preview` read alone): its models are unknown, so the views below
                    // see an empty store, reported, rather than the preview stopping.
                    runtime.warn(.approximatedView("modelContainer", rule: "its container comes from code LayoutLens did not read; "
                                                   + "the views below it see an empty store"))
                    return runtime.interpreter.nativeValue("ModelContext", ModelContextPayload(store: ModelStore(schema: [], isStoredInMemoryOnly: true)))
                }
                guard let types = arguments["for"] else {
                    throw runtime.failure("'modelContainer' takes a ModelContainer, or model types (for: Item.self, inMemory: true)")
                }
                let inMemory = try arguments["inMemory"].map { try runtime.bool($0, "inMemory") } ?? false
                let container = runtime.makeModelContainer(types: runtime.modelTypeNames(types), inMemory: inMemory)
                guard case let .native(native) = container, let payload = native.payload as? ModelContainerPayload else { return container }
                return runtime.interpreter.nativeValue("ModelContext", ModelContextPayload(store: payload.store))
            }],
            "modelContext": [method("modelContext") { runtime, arguments in
                guard case let .native(native)? = arguments.unlabelled.first, native.payload is ModelContextPayload else {
                    throw runtime.failure("'modelContext' takes a ModelContext")
                }
                return arguments.unlabelled[0]
            }],
        ]
    }
}
