import SwiftInterpreter

/// The models of one SwiftData `ModelContainer`, shared by the container value and every context
/// made from it (`container.mainContext`, `ModelContext(container)`): SwiftData's contexts of one
/// container read and write one store, and a fetch includes models inserted and not yet saved
/// (`FetchDescriptor.includePendingChanges` is true by default; Apple, SwiftData, `FetchDescriptor`).
///
/// A preview's container holds what the preview's own code inserts: one made with
/// `ModelConfiguration(isStoredInMemoryOnly: true)` (or `.modelContainer(for:inMemory: true)`)
/// starts empty, as an in-memory store does. Saving changes nothing here (there is no disk).
final class ModelStore {
    /// The inserted models, in insertion order (the order an unsorted fetch gives; see `ModelFetch`).
    private(set) var models: [ObjectInstance] = []
    /// The model types the container was made for (`ModelContainer(for: Item.self, Tag.self)`).
    let schema: [String]
    /// False for a container on disk (the app's store, which a preview here cannot read).
    let isStoredInMemoryOnly: Bool

    init(schema: [String], isStoredInMemoryOnly: Bool) {
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
    }

    /// `context.insert(model)`: inserting a model twice keeps it once, as a context tracks each
    /// model by identity.
    func insert(_ model: ObjectInstance) {
        guard !models.contains(where: { $0 === model }) else { return }
        models.append(model)
    }

    /// `context.delete(model)`.
    func delete(_ model: ObjectInstance) {
        models.removeAll { $0 === model }
    }

    /// `context.delete(model: Item.self)`: every model of the type.
    func deleteAll(ofType typeName: String) {
        models.removeAll { $0.type.name == typeName }
    }

    /// The models of `typeName`, in insertion order.
    func models(ofType typeName: String) -> [ObjectInstance] {
        models.filter { $0.type.name == typeName }
    }
}

/// A `ModelContainer` value: its store.
struct ModelContainerPayload {
    let store: ModelStore
}

/// A `ModelContext` value (`container.mainContext`): the store of its container.
struct ModelContextPayload {
    let store: ModelStore
}

/// A `ModelConfiguration` value: whether its store is kept in memory only.
struct ModelConfigurationPayload {
    var isStoredInMemoryOnly: Bool
}

/// A `Schema([Item.self, Tag.self])` value: the model types by name.
struct SchemaPayload {
    var typeNames: [String]
}
