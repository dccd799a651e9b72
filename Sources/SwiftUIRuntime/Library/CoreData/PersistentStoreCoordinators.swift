import SwiftInterpreter

/// A container's `persistentStoreCoordinator` and the stores it holds, as apps reach them to move
/// a store between URLs before or after loading it (Apple docs, "NSPersistentStoreCoordinator":
/// `persistentStores`, `persistentStore(for:)`, `migratePersistentStore(_:to:options:type:)`,
/// `destroyPersistentStore(at:type:options:)`, `remove(_:)`; "NSPersistentStore": `url`, `type`).
///
/// The coordinator of a container holds one store per store description once
/// `loadPersistentStores` has run, none before; `persistentStore(for:)` finds a loaded store by
/// its URL, else nil (Apple: "the persistent store at the given location, or nil if no store is
/// at that location"). Migrating gives a store at the new URL; destroying, removing and replacing
/// change nothing a preview reads (its stores are in memory; `CoreDataStack.swift`).
extension SwiftUIRuntime {
    func registerPersistentStoreCoordinator() {
        let coordinator = interpreter.registerNativeType("NSPersistentStoreCoordinator")
        coordinator.native?.isReferenceType = true
        func stack(_ value: Value) -> CoreDataStack? { value.nativePayload(PersistentContainerPayload.self)?.stack }
        coordinator.computedProperties["persistentStores"] = ComputedProperty(getter: .hosted("persistentStores") { runtime, selfValue, _ in
            .array(stack(selfValue).map(runtime.loadedStores) ?? [])
        })
        coordinator.computedProperties["managedObjectModel"] = ComputedProperty(getter: .native("managedObjectModel") { _, _, _ in .void })
        coordinator.addMethod("persistentStore", .hosted("persistentStore", labels: ["for"]) { runtime, selfValue, arguments in
            guard let stack = stack(selfValue), let url = arguments.first?.value else { return .nil }
            for store in runtime.loadedStores(of: stack) {
                if let stored = store.nativePayload(PersistentStorePayload.self)?.url, try runtime.interpreter.equals(stored, Self.unwrapped(url)) {
                    return .optional(store)
                }
            }
            return .nil
        })
        coordinator.addMethod("migratePersistentStore", .hosted("migratePersistentStore", labels: nil) { runtime, _, arguments in
            let url = arguments.first { $0.label == "to" }?.value ?? .nil
            let type = arguments.first { $0.label == "type" || $0.label == "withType" }?.value ?? .nil
            return runtime.interpreter.nativeValue("NSPersistentStore", PersistentStorePayload(url: Self.unwrapped(url), type: type))
        })
        for name in ["destroyPersistentStore", "remove", "replacePersistentStore", "setMetadata"] {
            coordinator.addMethod(name, .native(name, labels: nil) { _, _, _ in .void })
        }
        let store = interpreter.registerNativeType("NSPersistentStore")
        store.native?.isReferenceType = true
        store.computedProperties["url"] = ComputedProperty(getter: .native("url") { _, selfValue, _ in
            let url = selfValue.nativePayload(PersistentStorePayload.self)?.url ?? .nil
            if case .optional = url { return url }
            return .optional(url)
        })
        store.computedProperties["type"] = ComputedProperty(getter: .native("type") { _, selfValue, _ in
            selfValue.nativePayload(PersistentStorePayload.self)?.type ?? .string("")
        })
    }

    /// The coordinator of a container's stack (one value per stack, so identity holds).
    func persistentStoreCoordinator(of stack: CoreDataStack) -> Value {
        if let made = stack.coordinator { return made }
        _ = interpreter.type(named: "NSPersistentStoreCoordinator")
        let coordinator = interpreter.nativeValue("NSPersistentStoreCoordinator", PersistentContainerPayload(stack: stack))
        stack.coordinator = coordinator
        return coordinator
    }

    /// One store per description of a stack whose stores are loaded: its URL and type as the
    /// description gives them (`NSPersistentStoreDescription`'s stored `url` and `type`).
    func loadedStores(of stack: CoreDataStack) -> [Value] {
        guard stack.storesLoaded else { return [] }
        _ = interpreter.type(named: "NSPersistentStore")
        return stack.descriptions.map { description in
            guard case let .object(instance) = description, instance.fields.count >= 2 else {
                return interpreter.nativeValue("NSPersistentStore", PersistentStorePayload(url: .nil, type: .nil))
            }
            return interpreter.nativeValue("NSPersistentStore", PersistentStorePayload(url: Self.unwrapped(instance.fields[0]),
                                                                                      type: Self.unwrapped(instance.fields[1])))
        }
    }
}

/// An `NSPersistentStore` value: where it is and of which type.
struct PersistentStorePayload {
    let url: Value
    let type: Value
}
