import AppResources
import SwiftInterpreter

/// What an `NSFetchRequest` (or `@FetchRequest`) asks for: the entity, a predicate, sort
/// descriptors, `fetchLimit` and `fetchOffset`.
///
/// Answered as Core Data answers it (Apple, Core Data, `NSFetchRequest`): the objects of the
/// entity and its sub-entities (`includesSubentities` is true by default) that satisfy the
/// predicate, ordered by the sort descriptors in turn, then `fetchOffset` skipped and at most
/// `fetchLimit` (0 means no limit) kept. Without sort descriptors the order is the store's; an
/// in-memory store gives insertion order here (unverified: Core Data leaves it unspecified).
struct CoreDataFetch {
    /// The entity's name (`NSFetchRequest(entityName: "Item")`), when given that way.
    var entityName: String?
    /// The class (`FetchedResults<Item>`, `Item.fetchRequest()`), when given that way.
    var className: String?
    var predicate: FormatPredicate?
    var sort: [SortRule] = []
    var fetchLimit = 0
    var fetchOffset = 0

    init(entityName: String? = nil, className: String? = nil) {
        self.entityName = entityName
        self.className = className
    }

    /// The class names the fetch gives objects of: the entity's and its sub-entities'.
    func classNames(models: [DataModel]) -> Set<String> {
        for model in models {
            let entity = entityName.flatMap(model.entity(named:)) ?? className.flatMap(model.entity(forClass:))
            if let entity { return Set(model.entityAndSubentities(entity.name).map(\.className)) }
        }
        return Set([className ?? entityName].compactMap { $0 })
    }

    func results(in stack: CoreDataStack, models: [DataModel], interpreter: Interpreter) throws -> [Value] {
        let classes = classNames(models: models)
        var objects: [Value] = []
        for object in stack.objects.models where Self.isInstance(object.type, of: classes) {
            let value = Value.object(object)
            if let predicate, !(try predicate.evaluate(on: value, in: interpreter)) { continue }
            objects.append(value)
        }
        if !sort.isEmpty {
            objects = try interpreter.stableSort(objects) { a, b in
                for rule in sort {
                    if try rule.ordersBefore(a, b, in: interpreter) { return true }
                    if try rule.ordersBefore(b, a, in: interpreter) { return false }
                }
                return false
            }
        }
        objects.removeFirst(min(max(fetchOffset, 0), objects.count))
        if fetchLimit > 0, fetchLimit < objects.count { objects = Array(objects.prefix(fetchLimit)) }
        return objects
    }

    /// `type` is one of `classes` or a subclass of one (a class written as a subclass of the
    /// entity's class without a sub-entity in the model).
    private static func isInstance(_ type: TypeInfo, of classes: Set<String>) -> Bool {
        var current: TypeInfo? = type
        var steps = 0
        while let candidate = current, steps < 64 {
            if classes.contains(candidate.name) { return true }
            current = candidate.superclass
            steps += 1
        }
        return false
    }
}

extension SwiftUIRuntime {
    func registerFetchRequests() {
        let request = interpreter.registerNativeType("NSFetchRequest")
        request.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            let arguments = NativeArguments("NSFetchRequest", arguments)
            guard case let .string(name)? = arguments["entityName"] ?? arguments.unlabelled.first else {
                return runtime.interpreter.nativeValue("NSFetchRequest", CoreDataFetch())
            }
            return runtime.interpreter.nativeValue("NSFetchRequest", CoreDataFetch(entityName: name))
        })
        func property(_ name: String, get: @escaping (SwiftUIRuntime, CoreDataFetch) -> Value,
                      set: @escaping (SwiftUIRuntime, inout CoreDataFetch, Value) throws -> Void) {
            request.computedProperties[name] = ComputedProperty(
                getter: .hosted(name) { runtime, selfValue, _ in
                    guard let fetch = selfValue.nativePayload(CoreDataFetch.self) else { return .nil }
                    return get(runtime, fetch)
                },
                setter: .hosted(name, labels: nil, mutating: true) { runtime, selfValue, arguments in
                    guard var fetch = selfValue.nativePayload(CoreDataFetch.self) else { return .void }
                    try set(runtime, &fetch, arguments.first?.value ?? .nil)
                    selfValue = runtime.interpreter.nativeValue("NSFetchRequest", fetch)
                    return .void
                })
        }
        property("sortDescriptors", get: { _, _ in .array([]) }) { runtime, fetch, value in fetch.sort = try runtime.coreDataSortRules(value) }
        property("predicate", get: { _, _ in .nil }) { runtime, fetch, value in fetch.predicate = runtime.formatPredicate(value) }
        property("fetchLimit", get: { _, fetch in .int(fetch.fetchLimit) }) { _, fetch, value in if case let .int(count) = value { fetch.fetchLimit = count } }
        property("fetchOffset", get: { _, fetch in .int(fetch.fetchOffset) }) { _, fetch, value in if case let .int(count) = value { fetch.fetchOffset = count } }
        property("entityName", get: { _, fetch in .optional(fetch.entityName.map(Value.string)) }) { _, _, _ in }
        // Settings that change how a fetch runs, never which objects it gives.
        for name in ["fetchBatchSize", "returnsObjectsAsFaults", "relationshipKeyPathsForPrefetching", "includesPropertyValues",
                     "includesPendingChanges", "propertiesToFetch", "resultType", "includesSubentities", "returnsDistinctResults"] {
            property(name, get: { _, _ in .nil }) { _, _, _ in }
        }
        let sort = interpreter.registerNativeType("NSSortDescriptor")
        sort.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            try runtime.sortDescriptorRule(NativeArguments("NSSortDescriptor", arguments))
        })
        registerFormatPredicates()
    }

    /// `NSSortDescriptor(keyPath: \Item.name, ascending: true)`, `NSSortDescriptor(key: "name",
    /// ascending: false)`; with `selector: #selector(NSString.localizedStandardCompare(_:))` (or
    /// `localizedCaseInsensitiveCompare`) strings compare as Finder does, else with `compare:`,
    /// which is `<` (Apple, Foundation, `NSSortDescriptor`; `NSString.compare(_:)` is literal).
    /// `NSSortDescriptor(swiftSortDescriptor)` (Foundation's `init(_ sortDescriptor:)`, iOS 15):
    /// the same key path and order.
    func sortDescriptorRule(_ arguments: NativeArguments) throws -> Value {
        if let given = arguments.unlabelled.first, let rule = given.nativePayload(SortRule.self) {
            return interpreter.nativeValue("NSSortDescriptor", rule)
        }
        let path: KeyPathValue
        switch arguments["keyPath"] ?? arguments["key"] ?? arguments.unlabelled.first {
        case let .keyPath(given)?: path = given
        case let .string(key)?, let .optional(.string(key)?)?:
            path = KeyPathValue(rootTypeName: nil, components: key.split(separator: ".").map { .member(String($0)) })
        default: throw failure("'NSSortDescriptor' takes a key path (keyPath: \\Item.name) or a key (key: \"name\")")
        }
        let ascending = try arguments["ascending"].map { try bool($0, "ascending") } ?? true
        var localized = false
        if let selector = arguments["selector"] { localized = "\(selector)".lowercased().contains("localized") }
        return interpreter.nativeValue("NSSortDescriptor", SortRule(keyPath: path, isReversed: !ascending, comparesStringsLocalized: localized))
    }

    /// Sort descriptors given to a fetch: `NSSortDescriptor`s or Swift `SortDescriptor`s, one or an array.
    func coreDataSortRules(_ value: Value) throws -> [SortRule] {
        switch value {
        case let .array(values): return try values.flatMap(coreDataSortRules)
        case let .optional(wrapped?): return try coreDataSortRules(wrapped)
        case .optional(nil): return []
        case let .native(native):
            if let rule = native.payload as? SortRule { return [rule] }
        case let .unresolvedMember(member) where member.name == "init":
            // `[.init(keyPath: \Item.name, ascending: true)]` in an array of `NSSortDescriptor`s.
            let arguments = NativeArguments("NSSortDescriptor", member.arguments ?? [])
            if arguments["keyPath"] != nil || arguments["key"] != nil || arguments["ascending"] != nil {
                if let rule = try sortDescriptorRule(arguments).nativePayload(SortRule.self) { return [rule] }
            }
            return try sortRules(value)
        default: break
        }
        throw failure("'sortDescriptors' takes NSSortDescriptors or SortDescriptors")
    }

    /// `context.fetch(request)`.
    func fetchedObjects(_ request: Value?, in stack: CoreDataStack) throws -> [Value] {
        guard let fetch = request?.nativePayload(CoreDataFetch.self) else { throw failure("'fetch' takes an NSFetchRequest") }
        return try fetch.results(in: stack, models: dataModels, interpreter: interpreter)
    }
}
