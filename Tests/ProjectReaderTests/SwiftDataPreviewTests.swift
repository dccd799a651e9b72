import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// SwiftData previews (Apple, SwiftData: `ModelContainer`, `ModelContext`, `Query`,
/// `FetchDescriptor`; SwiftUI: `PreviewModifier`): a container filled by the preview's own code
/// answers `@Query` with its filter and sort. Rows are `Color` frames whose sizes come from the
/// models, so every frame is arithmetic from the data.
@Suite struct SwiftDataPreviewTests {
    /// A chore list: one row per chore, `minutes` tall, stacked with no spacing.
    static let chores = """
    import SwiftData
    import SwiftUI

    @Model
    final class Chore {
        var done = false
        var title: String
        var minutes: Int
        init(title: String, minutes: Int) {
            self.title = title
            self.minutes = minutes
        }
    }

    struct Rows: View {
        let chores: [Chore]
        var body: some View {
            VStack(spacing: 0) {
                ForEach(chores) { chore in
                    Color.clear.frame(width: CGFloat(chore.title.count) * 10, height: CGFloat(chore.minutes))
                }
            }
        }
    }

    @MainActor
    let sampleContainer: ModelContainer = {
        let container = try! ModelContainer(for: Chore.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
        container.mainContext.insert(Chore(title: "dishes", minutes: 20))
        let laundry = Chore(title: "laundry", minutes: 45)
        laundry.done = true
        container.mainContext.insert(laundry)
        container.mainContext.insert(Chore(title: "vacuum", minutes: 30))
        container.mainContext.insert(Chore(title: "plants", minutes: 5))
        return container
    }()

    """

    /// The `Color` frames of the first preview of `chores` + `source`, top to bottom.
    private func rows(_ source: String, warningsAllowed: Bool = false) throws -> [Rect] {
        try placedViews(Self.chores + source, warningsAllowed: warningsAllowed).filter { $0.kind == "Color" }.map(\.frame)
    }

    /// Not done: dishes 20, vacuum 30, plants 5 (laundry is done); by minutes, longest first:
    /// vacuum 30, dishes 20, plants 5, at y = 0, 30, 30 + 20 = 50.
    @Test func aQueryFiltersAndSortsTheContainersModels() throws {
        let frames = try rows("""
        struct Pending: View {
            @Query(filter: #Predicate<Chore> { !$0.done }, sort: \\Chore.minutes, order: .reverse) private var chores: [Chore]
            var body: some View { Rows(chores: chores) }
        }
        #Preview { Pending().modelContainer(sampleContainer) }
        """)
        #expect(frames.map(\.height) == [30, 20, 5])
        #expect(frames.map { $0.y - frames[0].y } == [0, 30, 50])
    }

    /// Unsorted: insertion order (dishes, laundry, vacuum, plants), as SQLite gives rows without an ORDER BY.
    @Test func anUnsortedQueryKeepsInsertionOrder() throws {
        let frames = try rows("""
        struct All: View {
            @Query private var chores: [Chore]
            var body: some View { Rows(chores: chores) }
        }
        #Preview { All().modelContainer(sampleContainer) }
        """)
        #expect(frames.map(\.height) == [20, 45, 30, 5])
    }

    /// `SortDescriptor` on a String key path compares like `localizedStandardCompare`
    /// (case-insensitive, digits by value): "apple" < "Item 2" < "item 10", widths 50, 60, 70.
    /// `@Query(sort: \\.title)` compares with `<`: "Item 2" < "apple" < "item 10" (uppercase
    /// letters come before lowercase ones in Unicode), widths 60, 50, 70.
    @Test func stringSortDescriptorsCompareLikeTheFinder() throws {
        let container = """
        func titled() -> ModelContainer {
            let container = try! ModelContainer(for: Chore.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
            for title in ["item 10", "Item 2", "apple"] { container.mainContext.insert(Chore(title: title, minutes: 1)) }
            return container
        }

        """
        let localized = try rows(container + """
        struct Sorted: View {
            @Query(sort: [SortDescriptor(\\Chore.title)]) private var chores: [Chore]
            var body: some View { Rows(chores: chores) }
        }
        #Preview { Sorted().modelContainer(titled()) }
        """)
        #expect(localized.map(\.width) == [50, 60, 70])
        let plain = try rows(container + """
        struct Sorted: View {
            @Query(sort: \\Chore.title) private var chores: [Chore]
            var body: some View { Rows(chores: chores) }
        }
        #Preview { Sorted().modelContainer(titled()) }
        """)
        #expect(plain.map(\.width) == [60, 50, 70])
    }

    /// `ModelContext.fetch` with `fetchLimit`, `fetchCount` and `delete` on the context in the
    /// environment: after deleting plants, 3 chores; the two shortest by minutes are dishes 20
    /// and vacuum 30; the count 3 makes a 3 × 10 = 30-wide frame.
    @Test func aContextInTheEnvironmentFetchesCountsAndDeletes() throws {
        let frames = try rows("""
        struct Shortest: View {
            @Environment(\\.modelContext) private var context
            var body: some View {
                var descriptor = FetchDescriptor<Chore>(sortBy: [SortDescriptor(\\.minutes)])
                descriptor.fetchLimit = 2
                let chores = (try? context.fetch(descriptor)) ?? []
                let count = (try? context.fetchCount(FetchDescriptor<Chore>())) ?? 0
                return VStack(spacing: 0) {
                    Rows(chores: chores)
                    Color.red.frame(width: CGFloat(count) * 10, height: 1)
                }
            }
        }
        #Preview {
            let container = sampleContainer
            let plants = try! container.mainContext.fetch(FetchDescriptor<Chore>(predicate: #Predicate { $0.title == "plants" }))
            for chore in plants { container.mainContext.delete(chore) }
            return Shortest().modelContainer(container)
        }
        """)
        #expect(frames.map(\.height) == [20, 30, 1])
        #expect(frames[2].width == 30)
    }

    /// Inserting a shelf inserts the books it holds, also one added after the insert (Apple,
    /// SwiftData, `ModelContext`: insert only a graph's root model); a book's inverse
    /// relationship to its shelf ends the walk. Books by pages: 10, 20, 30 tall.
    @Test func insertingAModelInsertsTheModelsItRelatesTo() throws {
        let views = try placedViews("""
        import SwiftData
        import SwiftUI

        @Model final class Shelf {
            var books: [Book] = []
            init() {}
        }

        @Model final class Book {
            var pages: Int
            var shelf: Shelf?
            init(pages: Int) { self.pages = pages }
        }

        struct Books: View {
            @Query(sort: \\Book.pages) private var books: [Book]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(books) { book in Color.clear.frame(width: 1, height: CGFloat(book.pages)) }
                }
            }
        }

        #Preview {
            let container = try! ModelContainer(for: Shelf.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
            let shelf = Shelf()
            shelf.books = [Book(pages: 30), Book(pages: 10)]
            shelf.books[0].shelf = shelf
            container.mainContext.insert(shelf)
            shelf.books.append(Book(pages: 20))
            return Books().modelContainer(container)
        }
        """)
        #expect(views.filter { $0.kind == "Color" }.map(\.frame.height) == [10, 20, 30])
    }

    /// `#Preview(traits: .modifier(…))`: the modifier's `makeSharedContext()` fills a container
    /// and its `body(content:context:)` puts it in the environment; a `@Previewable @Query` in the
    /// preview reads it. Two chores, so the frame is 2 × 10 = 20 wide.
    @Test func aPreviewModifierGivesItsContainerToThePreview() throws {
        let frames = try rows("""
        struct Seeded: PreviewModifier {
            static func makeSharedContext() async throws -> ModelContainer {
                let container = try ModelContainer(for: Chore.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true))
                container.mainContext.insert(Chore(title: "b", minutes: 1))
                container.mainContext.insert(Chore(title: "a", minutes: 2))
                return container
            }
            func body(content: Content, context: ModelContainer) -> some View {
                content.modelContainer(context)
            }
        }
        #Preview(traits: .modifier(Seeded())) {
            @Previewable @Query(sort: \\Chore.title) var chores: [Chore]
            Color.clear.frame(width: CGFloat(chores.count) * 10, height: CGFloat(chores[0].minutes))
        }
        """)
        // Sorted by title, "a" (2 minutes) comes first.
        #expect(frames.map(\.size) == [Size(width: 20, height: 2)])
    }

    /// `.modelContainer(for:inMemory: true)` is an empty in-memory store: no rows, and no warning.
    @Test func anInMemoryContainerForTypesStartsEmpty() throws {
        let reading = read(Self.chores + """
        struct All: View {
            @Query private var chores: [Chore]
            var body: some View { Color.clear.frame(width: CGFloat(chores.count) * 10 + 1, height: 1) }
        }
        #Preview { All().modelContainer(for: Chore.self, inMemory: true) }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let scenario = try #require(reading.scenarios.first)
        #expect(layout(scenario).root.allViews.first { $0.kind == "Color" }?.frame.width == 1)
    }

    /// `ModelContext.autosaveEnabled` is settable (Apple, SwiftData: "A Boolean value that
    /// indicates whether the context should automatically save any pending changes"); it reads
    /// back as set, and setting it is no error: a context made from a container in a model's
    /// initializer (`context.autosaveEnabled = false`) lays out. Widths: off 10, on 20.
    @Test func aContextsAutosaveFlagIsSettable() throws {
        let reading = read(Self.chores + """
        struct Saving: View {
            let context: ModelContext = {
                let context = ModelContext(try! ModelContainer(for: Chore.self, configurations: ModelConfiguration(isStoredInMemoryOnly: true)))
                context.autosaveEnabled = false
                return context
            }()
            var body: some View { Color.clear.frame(width: context.autosaveEnabled ? 20 : 10, height: 1) }
        }
        #Preview { Saving() }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let scenario = try #require(reading.scenarios.first)
        #expect(layout(scenario).root.allViews.first { $0.kind == "Color" }?.frame.width == 10)
    }

    /// A `@Query` with no container above it has no store to read: empty, with a warning naming it.
    @Test func aQueryWithoutAContainerIsEmptyWithAWarning() throws {
        let reading = read(Self.chores + """
        struct All: View {
            @Query private var chores: [Chore]
            var body: some View { Color.clear.frame(width: CGFloat(chores.count) * 10 + 1, height: 1) }
        }
        #Preview { All() }
        """)
        #expect(reading.diagnostics.map(\.message.id) == ["approximatedView"])
        #expect(reading.diagnostics.first?.text.contains("'@Query'") == true)
    }

    /// A container on disk is the app's store, which a preview here has not: a warning says so.
    @Test func aContainerOnDiskStartsEmptyWithAWarning() throws {
        let reading = read(Self.chores + """
        #Preview {
            let container = try! ModelContainer(for: Chore.self)
            return Color.clear.frame(width: CGFloat(try! container.mainContext.fetchCount(FetchDescriptor<Chore>())) + 1, height: 1)
        }
        """)
        #expect(reading.diagnostics.map(\.message.id) == ["approximatedView"])
        #expect(reading.diagnostics.first?.text.contains("'ModelContainer'") == true)
    }

    /// The coffee shop's order queue (`Apps/CoffeeShop/Screens/OrderQueue.swift`), read with the
    /// rest of the app: four orders, Mocha ready; the others by cups, most first: Flat White 3,
    /// Latte 2, Cortado 1. A ticket is the name in Brand Sans 20 pt (0.5 em a character in the
    /// test measurer: 10 pt each) + 8 + a 12-pt mark per cup, 20 tall: 100 + 8 + 36 = 144,
    /// 50 + 8 + 24 = 82, 70 + 8 + 12 = 90; stacked 10 apart (Metrics.rowSpacing): 144 × (3 × 20 + 2 × 10) = 144 × 80.
    /// "Order count" counts all four: "4 orders", 8 × 10 = 80 wide.
    @Test func theAppsOrderQueueLaysOutItsSampleOrders() throws {
        let (readings, _) = ModuleReader.read(paths: ModuleReadingTests.appFiles("CoffeeShop"))
        let queue = try ModuleReadingTests.reading(readings, "Screens/OrderQueue.swift")
        #expect(queue.diagnostics.isEmpty, "\(queue.diagnostics.map(\.text))")
        let scenario = try #require(queue.scenarios.first { $0.name == "Queue" })
        let views = scenario.layout().root.allViews
        #expect(views.first?.frame.size == Size(width: 144, height: 80))
        #expect(views.filter { $0.kind == "HStack" }.map(\.frame.width) == [144, 82, 90])
        #expect(views.filter { $0.kind == "Color" }.map(\.frame.width) == [36, 24, 12])
        #expect(try ModuleReadingTests.rootSize(queue, "Order count") == Size(width: 80, height: 20))
    }
}

/// The environment's model context when no container is above the view (Apple, SwiftData,
/// `ModelContext`: "a context bound to an in-memory, schemaless container"): its fetches give
/// nothing, and an insert is refused.
@Suite struct SchemalessModelContextTests {
    @Test func itsFetchesAreEmptyWithoutAStandIn() throws {
        let views = try placedViews(SwiftDataPreviewTests.chores + """
        struct Counter: View {
            @Environment(\\.modelContext) private var context
            var body: some View {
                let count = (try? context.fetchCount(FetchDescriptor<Chore>())) ?? -1
                return Color.clear.frame(width: CGFloat(count) * 10 + 1, height: 1)
            }
        }
        #Preview { Counter() }
        """)
        #expect(try frame(views, kind: "Color").width == 1)
    }

    @Test func anInsertIsRefused() throws {
        let reading = read(SwiftDataPreviewTests.chores + """
        struct Adder: View {
            @Environment(\\.modelContext) private var context
            var body: some View {
                context.insert(Chore(title: "a", minutes: 1))
                return Color.clear
            }
        }
        #Preview { Adder() }
        """)
        #expect(reading.diagnostics.contains { $0.severity == .error && $0.text.contains("refuses to insert") })
    }
}
