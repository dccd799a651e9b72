// A program class whose superclass is a library class (`NSPersistentContainer`) initializes its
// own stored properties, then delegates up with `super.init(name:)`: the one object has both
// parts, so its own `label` and `loads`, and the library's `name` and the
// `persistentStoreDescriptions` its initializer set, read back after the initializer; an
// override calling `super.newBackgroundContext()` runs the library's method on the same object,
// and a subclass declaring no initializer inherits the library's.
// source: The Swift Programming Language, "Initialization": "Class Inheritance and
// source: Initialization" (a designated initializer initializes the properties its class
// source: introduces, then delegates up to a superclass initializer; a subclass that defines no
// source: designated initializers inherits all of its superclass's); Apple, NSPersistentContainer
// source: init(name:) ("name: the name used by the persistent container") and
// source: persistentStoreDescriptions ("you can set this property with an array of
// source: NSPersistentStoreDescription objects"): two set, two read.
// source: "Model: 2 loads" = the container's name (the "Model" given to init(name:)) and loads
// source: 1 + 1 (the initializer's own, then the override its newBackgroundContext() call runs).
// expect: no error
// expect: no diagnostic [moduleReadingFailed]
// expect: Text[*].text == ["Model: 2 loads", "store", "2 stores", "Other"]
import SwiftUI
import CoreData

class Persistence: NSPersistentContainer {
    let label: String
    private(set) var loads = 0

    init(label: String) {
        self.label = label
        super.init(name: "Model", managedObjectModel: NSManagedObjectModel())
        loads += 1
        persistentStoreDescriptions = [NSPersistentStoreDescription(), NSPersistentStoreDescription()]
        _ = newBackgroundContext()
    }

    override func newBackgroundContext() -> NSManagedObjectContext {
        loads += 1
        return super.newBackgroundContext()
    }
}

class PlainContainer: NSPersistentContainer {}

struct StoreSummary: View {
    let persistence = Persistence(label: "store")
    let other = PlainContainer(name: "Other")

    var body: some View {
        VStack {
            Text("\(persistence.name): \(persistence.loads) loads")
            Text(persistence.label)
            Text("\(persistence.persistentStoreDescriptions.count) stores")
            Text(other.name)
        }
    }
}

#Preview { StoreSummary() }
