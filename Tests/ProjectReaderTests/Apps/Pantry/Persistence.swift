import CoreData

/// The stack the app keeps, as Apple's Xcode template writes it: the preview's store is in
/// memory (`/dev/null`) and filled with three jars.
struct PersistenceController {
    static let shared = PersistenceController()

    @MainActor
    static let preview: PersistenceController = {
        let controller = PersistenceController(inMemory: true)
        let context = controller.container.viewContext
        for (name, grams) in [("rice", 500), ("salt", 250), ("tea", 100)] {
            let jar = Jar(context: context)
            jar.name = name
            jar.grams = Int64(grams)
        }
        try? context.save()
        return controller
    }()

    let container: NSPersistentContainer

    init(inMemory: Bool = false) {
        container = NSPersistentContainer(name: "Pantry")
        if inMemory {
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        }
        container.loadPersistentStores { _, error in
            if let error { fatalError("\(error)") }
        }
        container.viewContext.automaticallyMergesChangesFromParent = true
    }
}
