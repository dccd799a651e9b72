import CoreData
import SwiftUI

/// One bar per jar heavier than 120 g, heaviest first, a tenth of its grams wide.
struct JarList: View {
    @Environment(\.managedObjectContext) private var viewContext
    @FetchRequest(sortDescriptors: [NSSortDescriptor(keyPath: \Jar.grams, ascending: false)],
                  predicate: NSPredicate(format: "grams > %d", 120))
    private var jars: FetchedResults<Jar>

    var body: some View {
        VStack(spacing: 0) {
            ForEach(jars) { jar in
                Color.brown.frame(width: CGFloat(jar.grams) / 10, height: jar.opened ? 5 : 20)
            }
        }
    }
}

#Preview {
    JarList()
        .environment(\.managedObjectContext, PersistenceController.preview.container.viewContext)
}
