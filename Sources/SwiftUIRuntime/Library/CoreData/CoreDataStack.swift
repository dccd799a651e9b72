import AppResources
import SwiftInterpreter

/// One Core Data stack as a preview uses it: the objects of one persistent container, shared by
/// its `viewContext` and every context made from it (a preview's contexts of one container save
/// into one store; here nothing is saved, so they share the objects directly). Objects are kept
/// in a `ModelStore`, as SwiftData's are: inserted in order, each once, deleted ones left out.
///
/// Nothing is written to disk: a store description whose URL is `/dev/null` or whose type is
/// `NSInMemoryStoreType` is what Apple's Xcode template uses for previews and starts empty, as
/// here; any other store (the app's SQLite file) is read as an empty in-memory store, with the
/// `coreDataStoreOnDisk` warning.
final class CoreDataStack {
    let name: String
    let objects: ModelStore
    /// The model `NSPersistentContainer(name:)` loads: the module's `.xcdatamodeld` of that name,
    /// else its only model.
    let model: DataModel?
    var descriptions: [Value] = []
    /// The container's `viewContext`, made once so that every read gives the same context.
    var viewContext: Value?
    /// The container's `persistentStoreCoordinator`, made once.
    var coordinator: Value?
    /// Whether `loadPersistentStores` has run: the coordinator holds stores from then on.
    var storesLoaded = false

    init(name: String, model: DataModel?) {
        self.name = name
        self.model = model
        self.objects = ModelStore(schema: model?.entities.map(\.className) ?? [], isStoredInMemoryOnly: true)
    }
}

/// An `NSManagedObjectContext` value: the stack whose objects it reads and writes.
struct ManagedContextPayload {
    let stack: CoreDataStack
    /// Flags a context has (`automaticallyMergesChangesFromParent`, `mergePolicy`, `name`): they
    /// change nothing a preview lays out, but read back as set.
    let settings = ContextSettings()
}

final class ContextSettings {
    var values: [String: Value] = [:]
}

/// An `NSPersistentContainer` value.
struct PersistentContainerPayload {
    let stack: CoreDataStack
}

/// An `NSEntityDescription` value: the entity's name and its class.
struct EntityDescriptionPayload {
    var name: String
    var className: String
}

/// Per-runtime Core Data state: the context each inserted object belongs to, and the
/// deterministic identifiers `objectID` and `id` give (insertion order, from 1).
final class CoreDataState {
    var contextOfObject: [ObjectIdentifier: CoreDataStack] = [:]
    var identifiers: [ObjectIdentifier: Int] = [:]
    /// What `setValue(_:forKey:)` stored for an attribute the object's class declares no stored
    /// property for (`CoreDataTypes.swift`), with the object kept so its identifier is not reused.
    var keyedValues: [ObjectIdentifier: (object: ObjectInstance, values: [String: Value])] = [:]
    var nextIdentifier = 1
    /// A context with no container: the environment's default `managedObjectContext`.
    var defaultStack: CoreDataStack?

    func identifier(of object: ObjectInstance) -> Int {
        let key = ObjectIdentifier(object)
        if let known = identifiers[key] { return known }
        identifiers[key] = nextIdentifier
        nextIdentifier += 1
        return identifiers[key]!
    }
}
