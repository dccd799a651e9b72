import SwiftInterpreter

/// `@SectionedFetchRequest(sectionIdentifier: \.category, sortDescriptors: […], predicate: …)
/// var items: SectionedFetchResults<String, Item>`: the objects of the environment's managed
/// object context (as `@FetchRequest` gives them), in sections: each run of consecutive objects
/// with one `sectionIdentifier` value is a section whose `id` is that value (Apple, SwiftUI,
/// `SectionedFetchRequest`: "the sort descriptors … must be compatible with the section
/// identifier", so the sort keeps a section's objects together, as `NSFetchedResultsController`
/// groups them). A section is a collection of its objects (`ForEach(section)`), with `id`.
extension SwiftUIRuntime {
    func registerSectionedFetchRequestWrapper() {
        let section = interpreter.registerNativeType("SectionedFetchResults.Section")
        section.computedProperties["id"] = ComputedProperty(getter: .native("id") { _, selfValue, _ in
            selfValue.nativePayload(FetchedSection.self)?.id ?? .nil
        })
        section.computedProperties["elements"] = ComputedProperty(getter: .native("elements") { _, selfValue, _ in
            .array(selfValue.nativePayload(FetchedSection.self)?.objects ?? [])
        })
        section.computedProperties["count"] = ComputedProperty(getter: .native("count") { _, selfValue, _ in
            .int(selfValue.nativePayload(FetchedSection.self)?.objects.count ?? 0)
        })
        section.computedProperties["isEmpty"] = ComputedProperty(getter: .native("isEmpty") { _, selfValue, _ in
            .bool(selfValue.nativePayload(FetchedSection.self)?.objects.isEmpty ?? true)
        })
        interpreter.propertyWrappers["SectionedFetchRequest"] = PropertyWrapperBehaviour(
            makeStorage: { [unowned self] interpreter, initial, arguments in
                if case let .native(native)? = initial, native.payload is SectionedFetch { return initial ?? .nil }
                // `@SectionedFetchRequest var sections: SectionedFetchResults<…>` with no arguments:
                // `SectionedFetchRequest` has no `init()`, so Swift requires the view's initializer
                // to give the storage (the memberwise `init(sections: SectionedFetchRequest<…>)`
                // takes it, as `ShelfList(sections: _sections)` passes it); until then it is empty.
                if initial == nil, arguments.isEmpty { return .void }
                return interpreter.nativeValue("SectionedFetchRequest", try self.sectionedFetch(NativeArguments("SectionedFetchRequest", arguments)))
            },
            wrappedValue: { [unowned self] _, storage in
                guard let fetch = storage.nativePayload(SectionedFetch.self) else { return storage }
                return .array(try self.sections(of: fetch))
            })
        let request = interpreter.type(named: "SectionedFetchRequest") ?? interpreter.registerNativeType("SectionedFetchRequest")
        request.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
            runtime.interpreter.nativeValue("SectionedFetchRequest", try runtime.sectionedFetch(NativeArguments("SectionedFetchRequest", arguments)))
        })
    }

    private func sectionedFetch(_ arguments: NativeArguments) throws -> SectionedFetch {
        guard case let .keyPath(identifier)? = arguments["sectionIdentifier"] else {
            throw failure("'SectionedFetchRequest' takes a section identifier key path (sectionIdentifier: \\Item.category)")
        }
        var fetch = arguments["fetchRequest"]?.nativePayload(CoreDataFetch.self) ?? CoreDataFetch()
        if let entity = arguments["entity"]?.nativePayload(EntityDescriptionPayload.self) {
            fetch.entityName = entity.name
            fetch.className = entity.className
        }
        if let sort = arguments["sortDescriptors"] { fetch.sort = try coreDataSortRules(sort) }
        if let predicate = arguments["predicate"] { fetch.predicate = formatPredicate(predicate) }
        if fetch.entityName == nil, fetch.className == nil {
            fetch.className = identifier.rootTypeName ?? fetch.sort.lazy.compactMap(\.keyPath.rootTypeName).first
        }
        return SectionedFetch(fetch: fetch, sectionIdentifier: identifier)
    }

    private func sections(of sectioned: SectionedFetch) throws -> [Value] {
        guard let context = environment.values["managedObjectContext"].flatMap(managedContext) else {
            warn(.approximatedView("@SectionedFetchRequest", rule: "no .environment(\\.managedObjectContext, …) above this view gives it a store; its results are empty"))
            if !emptyDataStoreWrappers.contains("SectionedFetchRequest") { emptyDataStoreWrappers.append("SectionedFetchRequest") }
            return []
        }
        var fetch = sectioned.fetch
        if fetch.entityName == nil, fetch.className == nil {
            // No type written: the store's only class of objects, as the compiler infers it from
            // the property's declared type.
            let classes = Set(context.stack.objects.models.map(\.type.name))
            guard classes.count <= 1 else {
                throw failure("the entity of this '@SectionedFetchRequest' is not known: write the key path's type (\\Item.category)")
            }
            fetch.className = classes.first
        }
        guard fetch.className != nil || fetch.entityName != nil else { return [] }
        var sections: [FetchedSection] = []
        for object in try fetch.results(in: context.stack, models: dataModels, interpreter: interpreter) {
            let id = try interpreter.apply(sectioned.sectionIdentifier, to: object)
            if let last = sections.last, (try? interpreter.equals(last.id, id)) == true {
                sections[sections.count - 1].objects.append(object)
            } else {
                sections.append(FetchedSection(id: id, objects: [object]))
            }
        }
        return sections.map { interpreter.nativeValue("SectionedFetchResults.Section", $0) }
    }
}

/// A `@SectionedFetchRequest`'s fetch and the key path its sections are told apart by.
struct SectionedFetch {
    var fetch: CoreDataFetch
    var sectionIdentifier: KeyPathValue
}

/// One section of the results: its identifier's value and its objects, in fetch order.
struct FetchedSection {
    var id: Value
    var objects: [Value]
}
