import CoreData
import SwiftUI

/// A shelf's jars, lightest first, half the shelf's height tall; then a bar 10 wide per jar and
/// one 10 wide per character of a jar's label.
struct ShelfView: View {
    @ObservedObject var shelf: Shelf

    var body: some View {
        VStack(spacing: 0) {
            ForEach(shelf.sortedJars) { jar in
                Color.orange.frame(width: CGFloat(jar.grams) / 10, height: CGFloat(shelf.height) / 2)
            }
            Color.gray.frame(width: CGFloat((shelf.jars?.allObjects.count ?? 0) * 10), height: 1)
            Color.green.frame(width: CGFloat(((shelf.jars?.anyObject() as? Jar)?.label ?? "").count * 10), height: 1)
        }
    }
}

#Preview {
    let context = PersistenceController(inMemory: true).container.viewContext
    let shelf = Shelf(context: context)
    for grams in [300, 100] {
        let jar = Jar(context: context)
        jar.grams = Int64(grams)
        shelf.addToJars(jar)
    }
    return ShelfView(shelf: shelf)
}
