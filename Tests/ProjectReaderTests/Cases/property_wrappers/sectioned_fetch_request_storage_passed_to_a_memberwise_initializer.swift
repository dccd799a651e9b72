// A view declaring `@SectionedFetchRequest var sections: SectionedFetchResults<…>` with no
// arguments gets its storage from its memberwise initializer: the wrapper has no
// `init(wrappedValue:)`, so the parameter is the wrapper itself, and a container passes its own
// `_sections`. The list shows the container's sections: "middle" (one box), then "top" (two).
// source: SE-0258 Property Wrappers, "Memberwise initializers": without `init(wrappedValue:)` the
// source: memberwise parameter has the type of the backing storage.
// source: Apple, SwiftUI "SectionedFetchRequest": sections group the sorted objects by the identifier.
// source: shelves sorted ascending: "middle" < "top"; a red bar is the id's length × 10 (60, 30),
// source: a gray bar the section's count × 10 (10, 20).
// expect: no error
// expect: Color[*].width == [60, 10, 30, 20]
import CoreData
import SwiftUI

final class Crate: NSManagedObject {
    @NSManaged var label: String?
    @NSManaged var shelf: String?
}

@MainActor
let storeroom: NSManagedObjectContext = {
    let container = NSPersistentContainer(name: "Storeroom")
    container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
    container.loadPersistentStores { _, _ in }
    for (label, shelf) in [("ab", "top"), ("c", "middle"), ("def", "top")] {
        let crate = Crate(context: container.viewContext)
        crate.label = label
        crate.shelf = shelf
    }
    return container.viewContext
}()

struct ShelfSections: View {
    @SectionedFetchRequest var sections: SectionedFetchResults<String?, Crate>

    var body: some View {
        VStack(spacing: 0) {
            ForEach(sections) { section in
                Color.red.frame(width: CGFloat((section.id ?? "").count) * 10, height: 1)
                Color.gray.frame(width: CGFloat(section.count) * 10, height: 1)
            }
        }
    }
}

struct Storeroom: View {
    @SectionedFetchRequest<String?, Crate>(
        sectionIdentifier: \.shelf,
        sortDescriptors: [NSSortDescriptor(keyPath: \Crate.shelf, ascending: true)],
        animation: .default)
    private var sections: SectionedFetchResults<String?, Crate>

    var body: some View {
        ShelfSections(sections: _sections)
    }
}

#Preview {
    Storeroom()
        .environment(\.managedObjectContext, storeroom)
}
