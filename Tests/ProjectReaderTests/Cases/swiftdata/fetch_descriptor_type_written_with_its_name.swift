// `FetchDescriptor<Bookmark>()` with no predicate or sort, in a container of two model types: the
// model type written with the name is the one fetched (Apple, SwiftData `FetchDescriptor<T>`:
// "T: PersistentModel", the type of model it fetches). Two bookmarks and one tag: the bar is
// 2 × 10 = 20 points wide.
// source: Apple, SwiftData "FetchDescriptor"; arithmetic.
// expect: no error
// expect: Color.width == 20
import SwiftUI
import SwiftData

@Model
final class Bookmark {
    var title: String
    init(title: String) { self.title = title }
}

@Model
final class Tag {
    var name: String
    init(name: String) { self.name = name }
}

struct Count: View {
    @Environment(\.modelContext) private var context

    var body: some View {
        let descriptor = FetchDescriptor<Bookmark>()
        let bookmarks = (try? context.fetch(descriptor)) ?? []
        return Color.red.frame(width: CGFloat(bookmarks.count * 10), height: 10)
    }
}

@MainActor
func libraryContainer() -> ModelContainer {
    let container = try! ModelContainer(for: Bookmark.self, Tag.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    container.mainContext.insert(Bookmark(title: "A"))
    container.mainContext.insert(Bookmark(title: "B"))
    container.mainContext.insert(Tag(name: "T"))
    return container
}

#Preview { Count().modelContainer(libraryContainer()) }
