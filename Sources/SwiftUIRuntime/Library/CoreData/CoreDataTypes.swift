import AppResources
import Diagnostics
import SwiftInterpreter

/// Core Data's types as a SwiftUI app and its previews use them (Apple, Core Data:
/// `NSPersistentContainer`, `NSManagedObjectContext`, `NSManagedObject`, `NSFetchRequest`,
/// `NSSortDescriptor`, `NSPredicate`; Apple's Xcode template `PersistenceController.preview`):
///
///     let controller = PersistenceController(inMemory: true)   // url = /dev/null
///     let item = Item(context: controller.container.viewContext)
///     item.timestamp = Date()
///     ContentView().environment(\.managedObjectContext, controller.container.viewContext)
///
/// `NSManagedObject` is a class the app's entity classes inherit from (the generated ones too,
/// `ManagedObjectCodegen`); `Item(context:)` inserts the object into the context's store, which
/// `@FetchRequest` and `context.fetch(_:)` read with their sort and predicate applied.
extension SwiftUIRuntime {

    // MARK: NSManagedObject

    func registerManagedObject() {
        let object = interpreter.declareType("NSManagedObject", kind: .classType)
        object.conformances += ["ObservableObject", "Identifiable", "Hashable", "Equatable"]
        // `Item(context: viewContext)`: a new object inserted into the context (Apple,
        // `NSManagedObject.init(context:)`), with the model's default values.
        object.initializers.append(.hosted("init", labels: ["context"]) { runtime, selfValue, arguments in
            guard case let .object(instance) = selfValue else { return selfValue }
            try runtime.insert(instance, into: arguments.first?.value)
            return selfValue
        })
        // `init(entity:insertInto:)`: inserted when a context is given.
        object.initializers.append(.hosted("init", labels: ["entity", "insertInto"]) { runtime, selfValue, arguments in
            guard case let .object(instance) = selfValue else { return selfValue }
            if let context = arguments.last?.value, !context.isNil { try runtime.insert(instance, into: context) }
            return selfValue
        })
        object.initializers.append(.hosted("init", labels: []) { _, selfValue, _ in selfValue })
        func computed(_ name: String, _ body: @escaping (SwiftUIRuntime, ObjectInstance) throws -> Value) {
            object.computedProperties[name] = ComputedProperty(getter: .hosted(name) { runtime, selfValue, _ in
                guard case let .object(instance) = selfValue else { return .nil }
                return try body(runtime, instance)
            })
        }
        // Identifiable's `id` and `objectID`: the object's identity, numbered in creation order so
        // output stays the same from run to run.
        computed("id") { runtime, instance in .int(runtime.coreData.identifier(of: instance)) }
        computed("objectID") { runtime, instance in .int(runtime.coreData.identifier(of: instance)) }
        computed("managedObjectContext") { runtime, instance in
            guard let stack = runtime.coreData.contextOfObject[ObjectIdentifier(instance)] else { return .nil }
            return .some(runtime.viewContext(of: stack))
        }
        computed("entity") { runtime, instance in runtime.entityDescription(forClass: instance.type.name) }
        for (name, value) in [("isFault", false), ("hasChanges", false), ("isDeleted", false), ("isUpdated", false)] {
            computed(name) { _, _ in .bool(value) }
        }
        computed("isInserted") { runtime, instance in .bool(runtime.coreData.contextOfObject[ObjectIdentifier(instance)] != nil) }
        // `Item.entity()`: the entity description of the class.
        object.addMethod("entity", .hosted("entity", labels: []) { runtime, selfValue, _ in
            guard case let .metatype(type) = selfValue else { return .void }
            return runtime.entityDescription(forClass: type.name)
        }, isStatic: true)
        object.addMethod("fetchRequest", .hosted("fetchRequest", labels: []) { runtime, selfValue, _ in
            guard case let .metatype(type) = selfValue else { return .void }
            return runtime.interpreter.nativeValue("NSFetchRequest", CoreDataFetch(className: type.name))
        }, isStatic: true)
        // Key-value coding: `value(forKey:)`, `setValue(_:forKey:)` read and write the managed
        // object's attribute: a stored property (`@NSManaged var name`) where the class declares
        // one, else the object's own storage for that key (nil until set). A Swift computed
        // property is not what they reach: members of a Swift subclass of `NSObject` are not
        // exposed to Objective-C unless marked `@objc` (SE-0160), and key-value coding finds only
        // exposed accessors, so `var type: Kind! { get { Kind(rawValue: value(forKey: "type") as?
        // String ?? "") } }` reads the attribute, not itself.
        object.addMethod("value", .hosted("value", labels: ["forKey"]) { runtime, selfValue, arguments in
            guard case let .string(key)? = arguments.first?.value, case let .object(instance) = selfValue else { return .nil }
            if let slot = instance.type.slot(of: key) { return instance.fields[slot] }
            return runtime.coreData.keyedValues[ObjectIdentifier(instance)]?.values[key] ?? .nil
        })
        object.addMethod("setValue", .hosted("setValue", labels: [nil, "forKey"], mutating: true) { runtime, selfValue, arguments in
            guard arguments.count == 2, case let .string(key) = arguments[1].value, case let .object(instance) = selfValue else { return .void }
            if let slot = instance.type.slot(of: key) {
                instance.fields[slot] = arguments[0].value
            } else {
                runtime.coreData.keyedValues[ObjectIdentifier(instance), default: (instance, [:])].values[key] = arguments[0].value
            }
            return .void
        })
        // What the generated `addToTags(_:)`/`removeFromTags(_:)` accessors do: add or remove an
        // object (or each of a set or array of them) in a to-many relationship.
        for (name, adds) in [("layoutLensAddRelated", true), ("layoutLensRemoveRelated", false)] {
            object.addMethod(name, .hosted(name, labels: [nil, "forKey"]) { _, selfValue, arguments in
                guard arguments.count == 2, case let .string(key) = arguments[1].value, case let .object(instance) = selfValue,
                      let slot = instance.type.slot(of: key) else { return .void }
                let isOrdered = Self.isOrderedRelationship(instance.fields[slot])
                var members = Self.relatedObjects(instance.fields[slot])
                for value in Self.relatedObjects(arguments[0].value) {
                    members.removeAll { Self.sameObject($0, value) }
                    if adds { members.append(value) }
                }
                // An `NSSet` is read as a `Set` (`tags as? Set<Tag>`), an `NSOrderedSet` as an array.
                instance.fields[slot] = .some(isOrdered ? .array(members) : .set(OrderedSet(members)))
                return .void
            })
        }
        interpreter.registerNativeType("NSEntityDescription").computedProperties["name"] = ComputedProperty(getter: .native("name") { _, selfValue, _ in
            guard let entity = selfValue.nativePayload(EntityDescriptionPayload.self) else { return .nil }
            return .some(.string(entity.name))
        })
        interpreter.type(named: "NSEntityDescription")?.computedProperties["managedObjectClassName"] = ComputedProperty(
            getter: .native("managedObjectClassName") { _, selfValue, _ in
                .string(selfValue.nativePayload(EntityDescriptionPayload.self)?.className ?? "")
            })
        // `NSEntityDescription.insertNewObject(forEntityName: "Item", into: context)`.
        interpreter.type(named: "NSEntityDescription")?.addMethod("insertNewObject", .hosted("insertNewObject", labels: ["forEntityName", "into"]) { runtime, _, arguments in
            guard case let .string(entityName)? = arguments.first?.value else { return .void }
            let className = runtime.className(forEntity: entityName)
            guard let type = runtime.interpreter.type(named: className), type.kind == .classType else {
                throw runtime.failure("no class for the entity '\(entityName)' is declared or generated from the module's Core Data model")
            }
            let made = try runtime.interpreter.construct(type, [])
            if case let .object(instance) = made { try runtime.insert(instance, into: arguments.last?.value) }
            return made
        }, isStatic: true)
    }

    /// A to-many relationship reads as a `Set` (`NSSet`) or an array (`NSOrderedSet`): Foundation's
    /// `NSSet.allObjects`, `anyObject()`, `NSOrderedSet.array` and `set` read them as Core Data's
    /// classes would (Apple, Foundation, `NSSet`, `NSOrderedSet`). Swift's `Set` and `Array` have
    /// no members of these names, so nothing else reads them.
    func registerRelationshipCollections() {
        if let set = interpreter.type(named: "Set") {
            set.computedProperties["allObjects"] = ComputedProperty(getter: .native("allObjects") { _, selfValue, _ in
                if case let .set(elements) = selfValue { return .array(elements.elements) }
                return .array([])
            })
            set.addMethod("anyObject", .native("anyObject", labels: []) { _, selfValue, _ in
                if case let .set(elements) = selfValue { return .optional(elements.elements.first) }
                return .nil
            })
        }
        if let array = interpreter.type(named: "Array") {
            array.computedProperties["array"] = ComputedProperty(getter: .native("array") { _, selfValue, _ in selfValue })
            array.computedProperties["set"] = ComputedProperty(getter: .native("set") { _, selfValue, _ in
                if case let .array(elements) = selfValue { return .set(OrderedSet(elements)) }
                return selfValue
            })
        }
    }

    /// The objects a relationship value holds: one object, an optional, an array, a set.
    static func relatedObjects(_ value: Value) -> [Value] {
        switch value {
        case .object: return [value]
        case let .optional(wrapped?): return relatedObjects(wrapped)
        case let .array(elements): return elements.flatMap(relatedObjects)
        case let .set(elements): return elements.elements.flatMap(relatedObjects)
        default: return []
        }
    }

    /// An ordered to-many relationship holds an array (`NSOrderedSet`); the generated class
    /// starts it as `[]`, an unordered one as `nil` or a set.
    static func isOrderedRelationship(_ value: Value) -> Bool {
        switch value {
        case .array: return true
        case let .optional(wrapped?): return isOrderedRelationship(wrapped)
        default: return false
        }
    }

    static func sameObject(_ a: Value, _ b: Value) -> Bool {
        if case let .object(x) = a, case let .object(y) = b { return x === y }
        return false
    }

    /// Puts `instance` in the store of `context` (an `NSManagedObjectContext`), with the model's
    /// default values for attributes still unset.
    /// A context LayoutLens cannot know (a stand-in: another file's, or one a store it does not
    /// model made) is one in the app, as the file compiles: the object is made, with a warning,
    /// and kept in no store a fetch here reads.
    func insert(_ instance: ObjectInstance, into context: Value?) throws {
        if let context, interpreter.isUnseen(context) {
            assumed("a context whose store no fetch here reads (the object is made and kept in none)", for: context)
            return
        }
        guard let payload = context.flatMap(managedContext) else {
            throw failure("'\(instance.type.name)(context:)' takes an NSManagedObjectContext")
        }
        payload.stack.objects.insert(instance)
        coreData.contextOfObject[ObjectIdentifier(instance)] = payload.stack
        _ = coreData.identifier(of: instance)
    }

    func managedContext(_ value: Value) -> ManagedContextPayload? {
        switch value {
        case let .native(native): return native.payload as? ManagedContextPayload
        case let .optional(wrapped?): return managedContext(wrapped)
        default: return nil
        }
    }

    /// The module's models, in path order.
    var dataModels: [DataModel] { resources.dataModels }

    /// The class of an entity (`representedClassName`), else the entity's own name.
    func className(forEntity name: String) -> String {
        for model in dataModels { if let entity = model.entity(named: name) { return entity.className } }
        return name
    }

    func entityDescription(forClass className: String) -> Value {
        let name = dataModels.lazy.compactMap { $0.entity(forClass: className)?.name }.first ?? className
        return interpreter.nativeValue("NSEntityDescription", EntityDescriptionPayload(name: name, className: className))
    }

    // MARK: NSManagedObjectContext

    func registerManagedObjectContext() {
        let context = interpreter.registerNativeType("NSManagedObjectContext")
        context.native?.isReferenceType = true
        // `NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)`: a context of its own
        // store until a coordinator or parent is given (one store here either way).
        context.initializers.append(.hosted("init", labels: nil) { runtime, _, _ in
            runtime.interpreter.nativeValue("NSManagedObjectContext", ManagedContextPayload(stack: CoreDataStack(name: "", model: runtime.dataModels.first)))
        })
        func method(_ name: String, _ body: @escaping (SwiftUIRuntime, CoreDataStack, NativeArguments) throws -> Value) {
            context.addMethod(name, .hosted(name, labels: nil) { runtime, selfValue, arguments in
                guard let payload = runtime.managedContext(selfValue) else { return .void }
                return try body(runtime, payload.stack, NativeArguments(name, arguments))
            })
        }
        method("insert") { runtime, stack, arguments in
            guard case let .object(instance)? = arguments.unlabelled.first else { throw runtime.failure("'insert' takes a managed object") }
            stack.objects.insert(instance)
            runtime.coreData.contextOfObject[ObjectIdentifier(instance)] = stack
            return .void
        }
        method("delete") { _, stack, arguments in
            if case let .object(instance)? = arguments.unlabelled.first { stack.objects.delete(instance) }
            return .void
        }
        method("fetch") { runtime, stack, arguments in
            .array(try runtime.fetchedObjects(arguments.unlabelled.first, in: stack))
        }
        method("count") { runtime, stack, arguments in
            .int(try runtime.fetchedObjects(arguments["for"] ?? arguments.unlabelled.first, in: stack).count)
        }
        method("existingObject") { _, _, _ in .nil }
        // `perform { … }`, `performAndWait { … }`: the block runs at once (a preview has one thread).
        for name in ["perform", "performAndWait"] {
            method(name) { runtime, _, arguments in
                guard let block = arguments.all.last?.value, case .function = block else { return .void }
                return try runtime.interpreter.invoke(block, [])
            }
        }
        // Saving and the other bookkeeping change nothing a preview lays out.
        for name in ["save", "rollback", "reset", "refreshAllObjects", "processPendingChanges", "refresh", "mergeChanges", "obtainPermanentIDs"] {
            method(name) { _, _, _ in .void }
        }
        context.computedProperties["hasChanges"] = ComputedProperty(getter: .native("hasChanges") { _, _, _ in .bool(false) })
        for name in ["automaticallyMergesChangesFromParent", "mergePolicy", "name", "undoManager", "transactionAuthor",
                     "parent", "persistentStoreCoordinator", "shouldDeleteInaccessibleFaults", "stalenessInterval"] {
            context.computedProperties[name] = ComputedProperty(
                getter: .hosted(name) { runtime, selfValue, _ in runtime.managedContext(selfValue)?.settings.values[name] ?? .nil },
                setter: .hosted(name) { runtime, selfValue, arguments in
                    runtime.managedContext(selfValue)?.settings.values[name] = arguments.first?.value ?? .nil
                    return .void
                })
        }
        for (name, type) in [("mainQueueConcurrencyType", "NSManagedObjectContextConcurrencyType"),
                             ("privateQueueConcurrencyType", "NSManagedObjectContextConcurrencyType")] {
            interpreter.registerNativeType(type).staticComputed[name] = ComputedProperty(getter: .native(name) { interpreter, _, _ in
                interpreter.nativeValue(type, EnumCasePayload(name: name))
            })
        }
    }

    /// The merge policies and store types, globals of Core Data's (`NSMergeByPropertyObjectTrumpMergePolicy`,
    /// `NSInMemoryStoreType`): registered at once, as globals are not looked up by type name.
    func registerCoreDataGlobals() {
        for name in ["NSMergeByPropertyObjectTrumpMergePolicy", "NSMergeByPropertyStoreTrumpMergePolicy", "NSOverwriteMergePolicy",
                     "NSRollbackMergePolicy", "NSErrorMergePolicy"] {
            interpreter.globals.declare(name, .string(name), isLet: true)
        }
        interpreter.globals.declare("NSInMemoryStoreType", .string("InMemory"), isLet: true)
        interpreter.globals.declare("NSSQLiteStoreType", .string("SQLite"), isLet: true)
    }

    /// The viewContext of a stack (one value per stack, so identity holds).
    func viewContext(of stack: CoreDataStack) -> Value {
        if let made = stack.viewContext { return made }
        let context = interpreter.nativeValue("NSManagedObjectContext", ManagedContextPayload(stack: stack))
        stack.viewContext = context
        return context
    }

    // MARK: NSPersistentContainer

    func registerPersistentContainer() {
        for typeName in ["NSPersistentContainer", "NSPersistentCloudKitContainer"] {
            let container = interpreter.registerNativeType(typeName)
            container.native?.isReferenceType = true
            container.initializers.append(.hosted("init", labels: nil) { runtime, _, arguments in
                let arguments = NativeArguments(typeName, arguments)
                var name = ""
                if case let .string(given)? = arguments["name"] ?? arguments.unlabelled.first { name = given }
                // `init(name:managedObjectModel:)`: the model the app loaded itself.
                let given = (arguments["managedObjectModel"].map(Self.unwrapped))?.nativePayload(ManagedObjectModelPayload.self)
                let model = given?.model ?? runtime.dataModels.first { $0.name == name } ?? (runtime.dataModels.count == 1 ? runtime.dataModels.first : nil)
                let stack = CoreDataStack(name: name, model: model)
                let url = runtime.interpreter.nativeValue("URL", EnumCasePayload(name: "file:///Library/Application%20Support/\(name).sqlite"))
                stack.descriptions = [try runtime.storeDescription(url: url)]
                return runtime.interpreter.nativeValue(typeName, PersistentContainerPayload(stack: stack))
            })
            func stack(_ value: Value) -> CoreDataStack? { value.nativePayload(PersistentContainerPayload.self)?.stack }
            container.computedProperties["viewContext"] = ComputedProperty(getter: .hosted("viewContext") { runtime, selfValue, _ in
                guard let stack = stack(selfValue) else { return .void }
                return runtime.viewContext(of: stack)
            })
            container.computedProperties["name"] = ComputedProperty(getter: .native("name") { _, selfValue, _ in .string(stack(selfValue)?.name ?? "") })
            container.computedProperties["persistentStoreDescriptions"] = ComputedProperty(
                getter: .native("persistentStoreDescriptions") { _, selfValue, _ in .array(stack(selfValue)?.descriptions ?? []) },
                setter: .native("persistentStoreDescriptions") { _, selfValue, arguments in
                    if case let .array(values)? = arguments.first?.value { stack(selfValue)?.descriptions = values }
                    return .void
                })
            container.computedProperties["managedObjectModel"] = ComputedProperty(getter: .native("managedObjectModel") { _, _, _ in .void })
            container.computedProperties["persistentStoreCoordinator"] = ComputedProperty(getter: .hosted("persistentStoreCoordinator") { runtime, selfValue, _ in
                guard let stack = stack(selfValue) else { return .void }
                return runtime.persistentStoreCoordinator(of: stack)
            })
            // `loadPersistentStores { description, error in … }`: called once per description, with
            // no error (the stores are in memory here).
            container.addMethod("loadPersistentStores", .hosted("loadPersistentStores", labels: nil) { runtime, selfValue, arguments in
                guard let stack = stack(selfValue) else { return .void }
                runtime.warnWhenOnDisk(stack)
                stack.storesLoaded = true
                if let handler = arguments.last?.value, case .function = handler {
                    for description in stack.descriptions { _ = try runtime.interpreter.invoke(handler, [description, .nil]) }
                }
                return .void
            })
            container.addMethod("newBackgroundContext", .hosted("newBackgroundContext", labels: []) { runtime, selfValue, _ in
                guard let stack = stack(selfValue) else { return .void }
                return runtime.interpreter.nativeValue("NSManagedObjectContext", ManagedContextPayload(stack: stack))
            })
            container.addMethod("performBackgroundTask", .hosted("performBackgroundTask", labels: nil) { runtime, selfValue, arguments in
                guard let stack = stack(selfValue), let block = arguments.last?.value, case .function = block else { return .void }
                return try runtime.interpreter.invoke(block, [runtime.interpreter.nativeValue("NSManagedObjectContext", ManagedContextPayload(stack: stack))])
            })
        }
        // A class in Core Data, so `container.persistentStoreDescriptions.first!.url = …` changes
        // the container's own description: its `url` and `type` are stored properties.
        let description = interpreter.declareType("NSPersistentStoreDescription", kind: .classType)
        for name in ["url", "type"] {
            _ = description.addStoredProperty(StoredProperty(name: name, slot: 0, isLet: false, defaultsToNil: true))
        }
        description.initializers.append(.hosted("init", labels: nil) { _, selfValue, arguments in
            if case let .object(instance) = selfValue, let url = arguments.first?.value { instance.fields[0] = url }
            return selfValue
        })
        description.addMethod("setOption", .native("setOption", labels: nil) { _, _, _ in .void })
        for name in ["shouldAddStoreAsynchronously", "shouldMigrateStoreAutomatically", "shouldInferMappingModelAutomatically",
                     "cloudKitContainerOptions", "configuration"] {
            description.computedProperties[name] = ComputedProperty(getter: .native(name) { _, _, _ in .nil },
                                                                    setter: .native(name) { _, _, _ in .void })
        }
    }

    /// A new store description of `url` (the container's default one).
    func storeDescription(url: Value) throws -> Value {
        guard let type = interpreter.type(named: "NSPersistentStoreDescription") else { return .void }
        let made = try interpreter.makeInstanceForHost(type)
        if case let .object(instance) = made { instance.fields[0] = url }
        return made
    }

    /// The `coreDataStoreOnDisk` warning for a container none of whose stores is in memory.
    private func warnWhenOnDisk(_ stack: CoreDataStack) {
        let inMemory = stack.descriptions.contains { value in
            guard case let .object(description) = value, description.fields.count >= 2 else { return false }
            if case .string("InMemory") = description.fields[1] { return true }
            if case .optional(.string("InMemory")?) = description.fields[1] { return true }
            switch description.fields[0] {
            case let .native(native): return (native.payload as? EnumCasePayload)?.name.hasSuffix("/dev/null") == true
            case let .optional(.native(native)?): return (native.payload as? EnumCasePayload)?.name.hasSuffix("/dev/null") == true
            default: return false
            }
        }
        if !inMemory { warn(.coreDataStoreOnDisk(stack.name)) }
    }
}

extension DiagnosticMessage {
    static func coreDataStoreOnDisk(_ name: String) -> Self {
        warning("coreDataStoreOnDisk",
                "the persistent container '\(name)' loads a store on disk (not '/dev/null' nor NSInMemoryStoreType), which a preview here cannot read; it starts as an empty in-memory store")
    }
}
