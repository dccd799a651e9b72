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
    /// The models inserted, in insertion order.
    private var inserted: [ObjectInstance] = []
    /// The identities of `inserted`, so an insert checks membership in constant time (a preview
    /// inserting thousands of models stays linear).
    private var insertedIdentities: Set<ObjectIdentifier> = []
    /// Models deleted: not fetched even when an inserted model still relates to them.
    private var deleted: [ObjectInstance] = []
    /// The model types the container was made for (`ModelContainer(for: Item.self, Tag.self)`).
    let schema: [String]
    /// False for a container on disk (the app's store, which a preview here cannot read).
    let isStoredInMemoryOnly: Bool
    /// The store of the environment's default context, which no container made: it holds nothing.
    let isSchemaless: Bool

    init(schema: [String], isStoredInMemoryOnly: Bool, isSchemaless: Bool = false) {
        self.schema = schema
        self.isStoredInMemoryOnly = isStoredInMemoryOnly
        self.isSchemaless = isSchemaless
    }

    /// `context.insert(model)`: inserting a model twice keeps it once, as a context tracks each
    /// model by identity.
    func insert(_ model: ObjectInstance) {
        if !deleted.isEmpty { deleted.removeAll { $0 === model } }
        guard insertedIdentities.insert(ObjectIdentifier(model)).inserted else { return }
        inserted.append(model)
    }

    /// `context.delete(model)`.
    func delete(_ model: ObjectInstance) {
        if insertedIdentities.remove(ObjectIdentifier(model)) != nil { inserted.removeAll { $0 === model } }
        if !deleted.contains(where: { $0 === model }) { deleted.append(model) }
    }

    /// `context.delete(model: Item.self)`: every model of the type.
    func deleteAll(ofType typeName: String) {
        for model in models where model.type.name == typeName { delete(model) }
    }

    /// The models of `typeName`, in insertion order.
    func models(ofType typeName: String) -> [ObjectInstance] {
        models.filter { $0.type.name == typeName }
    }

    /// Every model in the store: those inserted and the models they relate to (a property
    /// holding a model, or an array or optional of them), each once, the related ones after the
    /// model that holds them. SwiftData inserts a graph's related models with its root (Apple,
    /// SwiftData, `ModelContext`: "create the graph of related models and insert only the
    /// graph's root model … the context … automatically handles the insertion of the related
    /// models"), also those related after the root was inserted; inverse relationships end here
    /// because each model is taken once.
    var models: [ObjectInstance] {
        var result: [ObjectInstance] = []
        var taken = Set(deleted.map(ObjectIdentifier.init))
        var pending = Array(inserted.reversed())
        while let next = pending.popLast() {
            guard taken.insert(ObjectIdentifier(next)).inserted else { continue }
            result.append(next)
            for field in next.fields.reversed() { pending += Self.relatedModels(field).reversed() }
        }
        return result
    }

    /// The class instances a stored value holds: itself, or those of an array or optional.
    private static func relatedModels(_ value: Value) -> [ObjectInstance] {
        switch value {
        case let .object(instance): return [instance]
        case let .optional(wrapped?): return relatedModels(wrapped)
        case let .array(elements): return elements.flatMap(relatedModels)
        default: return []
        }
    }
}

/// A `ModelContainer` value: its store.
struct ModelContainerPayload {
    let store: ModelStore
}

/// A `ModelContext` value (`container.mainContext`): the store of its container.
struct ModelContextPayload {
    let store: ModelStore
    /// `autosaveEnabled`, settable (saving changes nothing a preview lays out, but the value reads
    /// back as set). Apple: the main context autosaves by default, "true" for `mainContext`.
    let options = ModelContextOptions()
}

/// The settable flags of one `ModelContext` value.
final class ModelContextOptions {
    var autosaveEnabled = true
}

/// A `ModelConfiguration` value: whether its store is kept in memory only.
struct ModelConfigurationPayload {
    var isStoredInMemoryOnly: Bool
}

/// A `Schema([Item.self, Tag.self])` value: the model types by name.
struct SchemaPayload {
    var typeNames: [String]
}
