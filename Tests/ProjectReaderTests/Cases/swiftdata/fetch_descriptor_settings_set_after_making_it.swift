// A `FetchDescriptor` configured after it is made (`descriptor.sortBy = …`,
// `descriptor.relationshipKeyPathsForPrefetching = …`, `descriptor.fetchLimit = 1`): the sort
// orders the fetch, the prefetching setting changes only what is loaded eagerly.
// source: Apple, SwiftData "FetchDescriptor" (`sortBy`, `relationshipKeyPathsForPrefetching`,
// source: `fetchLimit` are `var`s). Minutes 30, 10, 20 sorted ascending: the first is 10.
// expect: no error
// expect: Color.width == 10
import SwiftUI
import SwiftData

@Model
final class Chore {
    var minutes: Int
    init(minutes: Int) { self.minutes = minutes }
}

struct Shortest: View {
    @Environment(\.modelContext) private var context

    var body: some View {
        var descriptor = FetchDescriptor<Chore>()
        descriptor.sortBy = [SortDescriptor(\Chore.minutes)]
        descriptor.relationshipKeyPathsForPrefetching = []
        descriptor.fetchLimit = 1
        let first = (try? context.fetch(descriptor))?.first
        return Color.red.frame(width: CGFloat(first?.minutes ?? 0), height: 10)
    }
}

@MainActor
func choresContainer() -> ModelContainer {
    let container = try! ModelContainer(for: Chore.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
    for minutes in [30, 10, 20] { container.mainContext.insert(Chore(minutes: minutes)) }
    return container
}

#Preview { Shortest().modelContainer(choresContainer()) }
