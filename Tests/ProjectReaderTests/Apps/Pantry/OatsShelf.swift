import CoreData
import SwiftUI

/// A second store that loads the compiled model by hand, as apps with several containers do.
enum OatsStore {
    static let model: NSManagedObjectModel = {
        guard let url = Bundle.main.url(forResource: "Pantry", withExtension: "momd"),
              let model = NSManagedObjectModel(contentsOf: url) else {
            fatalError("Pantry.momd is missing from the bundle")
        }
        return model
    }()

    @MainActor
    static let preview: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Oats", managedObjectModel: model)
        container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        container.loadPersistentStores { _, _ in }
        let jar = Jar(context: container.viewContext)
        jar.name = "oats"
        jar.grams = 320
        return container
    }()
}

struct OatsShelf: View {
    @FetchRequest(sortDescriptors: []) private var jars: FetchedResults<Jar>

    var body: some View {
        VStack(spacing: 0) {
            ForEach(jars) { jar in
                Color.brown.frame(width: CGFloat(jar.grams) / 10, height: 20)
            }
        }
    }
}

#Preview {
    OatsShelf().environment(\.managedObjectContext, OatsStore.preview.viewContext)
}
