import SwiftInterpreter

/// What a fetch asks for: `FetchDescriptor<Item>(predicate:sortBy:)` with its `fetchLimit` and
/// `fetchOffset`, or the arguments of `@Query(filter:sort:order:)`.
///
/// Answered as SwiftData answers it (Apple, SwiftData, `FetchDescriptor`, `ModelContext.fetch`):
/// the models of the type that satisfy the predicate, ordered by the sort descriptors in turn
/// (the first key first, later keys breaking its ties), then `fetchOffset` skipped and at most
/// `fetchLimit` kept. Without a sort the order is the store's; an in-memory store is SQLite's in
/// memory, which gives rows in insertion order when no order is asked (unverified for SwiftData:
/// Apple leaves it unspecified), and so does this.
struct ModelFetch {
    /// The model type (`Item`); nil when nothing written names it (then the store's only type).
    var typeName: String?
    var predicate: PredicateValue?
    var sort: [SortRule] = []
    var fetchLimit: Int?
    var fetchOffset: Int?

    /// The model type asked for: the one named, else the predicate's or the first sort key
    /// path's root, else the container's only model type.
    func modelType(in store: ModelStore) -> String? {
        if let typeName { return typeName }
        if let name = predicate?.subjectTypeName { return name }
        if let root = sort.lazy.compactMap(\.keyPath.rootTypeName).first { return root }
        let stored = Set(store.models.map(\.type.name))
        if store.schema.count == 1 { return store.schema[0] }
        return stored.count == 1 ? stored.first : nil
    }

    /// The models the fetch gives; nil when the model type cannot be told.
    func results(in store: ModelStore, interpreter: Interpreter) throws -> [Value]? {
        guard let type = modelType(in: store) else { return nil }
        var models: [Value] = []
        for model in store.models(ofType: type) {
            let value = Value.object(model)
            if let predicate, !(try predicate.evaluate(value, in: interpreter)) { continue }
            models.append(value)
        }
        // Stable: models equal under every rule keep the store's order.
        if !sort.isEmpty { models = try interpreter.stableSort(models) { try ordersBefore($0, $1, interpreter: interpreter) } }
        let offset = min(max(fetchOffset ?? 0, 0), models.count)
        models.removeFirst(offset)
        if let fetchLimit, fetchLimit >= 0, fetchLimit < models.count { models = Array(models.prefix(fetchLimit)) }
        return models
    }

    /// Whether `a` comes first: the first rule that tells them apart decides.
    private func ordersBefore(_ a: Value, _ b: Value, interpreter: Interpreter) throws -> Bool {
        for rule in sort {
            if try rule.ordersBefore(a, b, in: interpreter) { return true }
            if try rule.ordersBefore(b, a, in: interpreter) { return false }
        }
        return false
    }
}
