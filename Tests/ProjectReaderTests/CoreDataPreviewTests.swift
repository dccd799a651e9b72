import Diagnostics
import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader

/// Core Data previews (Apple, Core Data: `NSPersistentContainer`, `NSManagedObjectContext`,
/// `NSFetchRequest`, `NSSortDescriptor`, `NSPredicate`; SwiftUI: `FetchRequest`): the module's
/// `.xcdatamodeld` gives the classes Xcode generates, the preview's in-memory container holds what
/// its code inserts, and `@FetchRequest` answers from the environment's context with its sort and
/// predicate. Rows are `Color` frames sized from the objects, so every frame is arithmetic.
@Suite struct CoreDataPreviewTests {
    /// `Apps/Pantry`: a model (Jar with class codegen, Shelf with category codegen), Apple's
    /// template `PersistenceController` whose preview inserts rice 500 g, salt 250 g, tea 100 g,
    /// and `JarList`: jars over 120 g, heaviest first, each `grams / 10` wide and 20 tall.
    @Test func aFetchRequestListsThePreviewsObjectsSortedAndFiltered() throws {
        let (readings, mode) = ModuleReader.read(paths: ModuleReadingTests.appFiles("Pantry"))
        #expect(mode == .program)
        let reading = try #require(readings.first { $0.file.hasSuffix("JarList.swift") })
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let scenario = try #require(reading.scenarios.first)
        let bars = layout(scenario).root.allViews.filter { $0.kind == "Color" }.map(\.frame)
        // rice 500 / 10 = 50, salt 250 / 10 = 25; tea (100 g) fails `grams > 120`.
        #expect(bars.map(\.width) == [50, 25])
        #expect(bars.map(\.height) == [20, 20])
        #expect(bars.count == 2 && bars[1].y - bars[0].y == 20)
    }

    /// `OatsShelf`: the app finds the compiled model in its bundle (`Pantry.xcdatamodeld` is built
    /// into `Pantry.momd`), loads it with `NSManagedObjectModel(contentsOf:)` and gives it to a
    /// container of another name; a jar of 320 g is 320 / 10 = 32 wide.
    @Test func aModelLoadedFromTheBundlesMomdMakesTheContainer() throws {
        let (readings, _) = ModuleReader.read(paths: ModuleReadingTests.appFiles("Pantry"))
        let reading = try #require(readings.first { $0.file.hasSuffix("OatsShelf.swift") })
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let bars = layout(try #require(reading.scenarios.first)).root.allViews.filter { $0.kind == "Color" }.map(\.frame)
        #expect(bars.map(\.width) == [32])
    }

    /// `ShelfView`'s preview: a shelf (category codegen: the app writes `Shelf`, Xcode its
    /// properties) given jars of 300 g and 100 g through the generated `addToJars(_:)`.
    @Test func relationshipsAndModelDefaultsReadAsCoreDataGivesThem() throws {
        let (readings, _) = ModuleReader.read(paths: ModuleReadingTests.appFiles("Pantry"))
        let reading = try #require(readings.first { $0.file.hasSuffix("ShelfView.swift") })
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let bars = layout(try #require(reading.scenarios.first)).root.allViews.filter { $0.kind == "Color" }.map(\.frame)
        // `sortedJars` (`jars as? Set<Jar>`, by grams): 100 → 10 wide, 300 → 30 wide, each
        // 40 / 2 = 20 tall (the model's default height 40); `allObjects.count` 2 → 20 wide; a
        // jar's label is the model's default "unlabelled", 10 characters → 100 wide.
        #expect(bars.map(\.width) == [10, 30, 20, 100])
        #expect(bars.map(\.height) == [20, 20, 1, 1])
    }

    /// Entities written by hand (manual codegen: no model needed), fetched from a container
    /// made in the preview's own code.
    static let shelf = """
    import CoreData
    import SwiftUI

    final class Box: NSManagedObject {
        @NSManaged var name: String?
        @NSManaged var size: NSNumber?
        @NSManaged var weight: Double
    }

    struct Bars: View {
        let boxes: [Box]
        var body: some View {
            VStack(spacing: 0) {
                ForEach(boxes) { box in
                    Color.gray.frame(width: CGFloat((box.name ?? "").count) * 10, height: 10)
                }
            }
        }
    }

    @MainActor
    let sampleContext: NSManagedObjectContext = {
        let container = NSPersistentContainer(name: "Shelf")
        container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
        container.loadPersistentStores { _, _ in }
        for (name, weight) in [("Ábc", 3.0), ("abcd", 1.0), ("xyzab", 2.0), ("q", 5.0)] {
            let box = Box(context: container.viewContext)
            box.name = name
            box.weight = weight
        }
        return container.viewContext
    }()

    """

    /// The widths (name length × 10) of the boxes `predicate` (a format) lets through, sorted by weight.
    private func widths(_ predicate: String, sort: String = "NSSortDescriptor(key: \"weight\", ascending: true)") throws -> [Double] {
        let source = Self.shelf + """
        struct Listed: View {
            @FetchRequest(sortDescriptors: [\(sort)], predicate: \(predicate)) private var boxes: FetchedResults<Box>
            var body: some View { Bars(boxes: Array(boxes)) }
        }
        #Preview { Listed().environment(\\.managedObjectContext, sampleContext) }
        """
        return try placedViews(source).filter { $0.kind == "Color" }.map(\.frame.width)
    }

    /// By weight: abcd 1, xyzab 2, Ábc 3, q 5 → widths 40, 50, 30, 10.
    /// `NSSortDescriptor(SortDescriptor(\Box.weight, order: .reverse))`: Foundation's conversion
    /// (`init(_ sortDescriptor:)`) keeps the key path and the order, so by weight descending:
    /// q 5, Ábc 3, xyzab 2, abcd 1 → widths 10, 30, 50, 40.
    @Test func aSwiftSortDescriptorConvertedToAnNSSortDescriptorSortsAlike() throws {
        #expect(try widths("nil", sort: "NSSortDescriptor(SortDescriptor(\\Box.weight, order: .reverse))") == [10, 30, 50, 40])
    }

    /// An object made in a context LayoutLens cannot know (another file's stack, read alone): the
    /// file compiles, so the object is made, with a warning, and shows what is set on it
    /// ("abc" → 30 wide), where it stopped the preview.
    @Test func anObjectMadeInAContextOfAStandInIsMadeWithAWarning() throws {
        let reading = read(Self.shelf + """
        #Preview {
            let box = Box(context: PersistenceController.shared.container.viewContext)
            box.name = "abc"
            return Bars(boxes: [box])
        }
        """)
        #expect(!reading.diagnostics.contains { $0.severity == .error }, "\(reading.diagnostics.map(\.text))")
        #expect(reading.diagnostics.contains { $0.text.contains("'PersistenceController.shared.container.viewContext'") })
        let bars = layout(try #require(reading.scenarios.first)).root.allViews.filter { $0.kind == "Color" }
        #expect(bars.map(\.frame.width) == [30])
    }

    @Test func withoutAPredicateEveryObjectIsFetchedInSortOrder() throws {
        #expect(try widths("nil") == [40, 50, 30, 10])
        #expect(try widths("nil", sort: "NSSortDescriptor(keyPath: \\Box.weight, ascending: false)") == [10, 30, 50, 40])
    }

    /// `CONTAINS[cd] "ab"` folds case and diacritics: Ábc, abcd and xyzab contain it; plain
    /// `CONTAINS` is exact: abcd and xyzab.
    @Test func containsHonoursCaseAndDiacriticOptions() throws {
        #expect(try widths("NSPredicate(format: \"name CONTAINS[cd] %@\", \"AB\")") == [40, 50, 30])
        #expect(try widths("NSPredicate(format: \"name CONTAINS %@\", \"ab\")") == [40, 50])
    }

    @Test func comparisonsAndLogicalOperatorsCombine() throws {
        // weight >= 2 AND NOT name BEGINSWITH "x": Ábc (3), q (5).
        #expect(try widths("NSPredicate(format: \"weight >= %d AND NOT (name BEGINSWITH %@)\", 2, \"x\")") == [30, 10])
        // weight < 2 OR name == 'q': abcd (1), q (5).
        #expect(try widths("NSPredicate(format: \"weight < 2 OR name == 'q'\")") == [40, 10])
        // %K names the key: name IN {"q", "abcd"}.
        #expect(try widths("NSPredicate(format: \"%K IN %@\", \"name\", [\"q\", \"abcd\"])") == [40, 10])
        // An unset optional is nil: `size == nil` holds for all four.
        #expect(try widths("NSPredicate(format: \"size == nil\")").count == 4)
    }

    @Test func compoundPredicatesJoinTheirParts() throws {
        let parts = "[NSPredicate(format: \"weight > 1\"), NSPredicate(format: \"weight < 5\")]"
        #expect(try widths("NSCompoundPredicate(andPredicateWithSubpredicates: \(parts))") == [50, 30])
        #expect(try widths("NSCompoundPredicate(orPredicateWithSubpredicates: \(parts))") == [40, 50, 30, 10])
    }

    @Test func aFetchRequestMadeInCodeIsAnsweredByTheContext() throws {
        let source = Self.shelf + """
        struct Counted: View {
            var body: some View {
                let request = NSFetchRequest<Box>(entityName: "Box")
                request.predicate = NSPredicate(format: "weight > 1.5")
                request.sortDescriptors = [NSSortDescriptor(key: "name", ascending: true)]
                request.fetchLimit = 2
                let boxes = (try? sampleContext.fetch(request)) ?? []
                let count = (try? sampleContext.count(for: NSFetchRequest<Box>(entityName: "Box"))) ?? 0
                return VStack(spacing: 0) {
                    Bars(boxes: boxes)
                    Color.red.frame(width: CGFloat(count), height: 1)
                }
            }
        }
        #Preview { Counted() }
        """
        // weight > 1.5: Ábc, xyzab, q; by name with `compare:` ("q" < "xyzab" < "Ábc", as
        // code points order them): q, xyzab; the limit keeps two. The count is all four.
        let widths = try placedViews(source).filter { $0.kind == "Color" }.map(\.frame.width)
        #expect(widths == [10, 50, 4])
    }

    /// Core Data gives an unset scalar attribute 0 and an unset object attribute nil; a fetch
    /// of an entity includes objects of its subclasses.
    @Test func unsetManagedPropertiesAndSubclassesReadAsCoreDataGivesThem() throws {
        let source = Self.shelf + """
        final class Crate: Box {}

        struct Weighed: View {
            var body: some View {
                let crate = Crate(context: sampleContext)
                let boxes = (try? sampleContext.fetch(NSFetchRequest<Box>(entityName: "Box"))) ?? []
                return VStack(spacing: 0) {
                    Color.red.frame(width: crate.weight + 1, height: crate.name == nil ? 7 : 3)
                    Color.blue.frame(width: CGFloat(boxes.count), height: 1)
                }
            }
        }
        #Preview { Weighed() }
        """
        let frames = try placedViews(source).filter { $0.kind == "Color" }.map(\.frame)
        // weight 0 + 1 = 1 wide, name nil → 7 tall; four boxes and the crate → 5 wide.
        #expect(frames.map(\.width) == [1, 5])
        #expect(frames.first?.height == 7)
    }

    /// Sections are the runs of objects sharing the identifier, in fetch order.
    @Test func aSectionedFetchRequestGroupsTheSortedObjectsByTheirIdentifier() throws {
        let source = Self.shelf + """
        let sectionContext: NSManagedObjectContext = {
            let container = NSPersistentContainer(name: "Sections")
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
            container.loadPersistentStores { _, _ in }
            for (name, weight) in [("aa", 2.0), ("b", 1.0), ("ccc", 2.0), ("dddd", 1.0), ("e", 3.0)] {
                let box = Box(context: container.viewContext)
                box.name = name
                box.weight = weight
            }
            return container.viewContext
        }()

        struct Grouped: View {
            @SectionedFetchRequest(sectionIdentifier: \\Box.weight, sortDescriptors: [SortDescriptor(\\Box.weight), SortDescriptor(\\Box.name)])
            private var sections: SectionedFetchResults<Double, Box>
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(sections) { section in
                        Color.red.frame(width: section.id * 10, height: 1)
                        ForEach(section) { box in Color.gray.frame(width: CGFloat((box.name ?? "").count) * 10, height: 10) }
                    }
                }
            }
        }
        #Preview { Grouped().environment(\\.managedObjectContext, sectionContext) }
        """
        let frames = try placedViews(source).filter { $0.kind == "Color" }.map(\.frame.width)
        // By weight then name: b 1, dddd 1 | aa 2, ccc 2 | e 3; a red bar of weight × 10 heads
        // each section, then a gray bar of name length × 10 per box.
        #expect(frames == [10, 10, 40, 20, 20, 30, 30, 10])
    }

    @Test func withoutAContextAboveTheViewTheResultsAreEmptyWithAWarning() throws {
        let source = Self.shelf + """
        struct Listed: View {
            @FetchRequest(sortDescriptors: []) private var boxes: FetchedResults<Box>
            var body: some View { Bars(boxes: Array(boxes)) }
        }
        #Preview { Listed() }
        """
        let reading = read(source)
        #expect(reading.diagnostics.map(\.message.id) == ["approximatedView"])
        let scenario = try #require(reading.scenarios.first)
        #expect(layout(scenario).root.allViews.filter { $0.kind == "Color" }.isEmpty)
    }

    @Test func aStoreOnDiskIsReadAsAnEmptyStoreWithAWarning() throws {
        let source = """
        import CoreData
        import SwiftUI

        let onDisk: NSPersistentContainer = {
            let container = NSPersistentContainer(name: "Shelf")
            container.loadPersistentStores { _, _ in }
            return container
        }()

        #Preview { Color.blue.frame(width: 10, height: 10).environment(\\.managedObjectContext, onDisk.viewContext) }
        """
        let reading = read(source)
        #expect(reading.diagnostics.map(\.message.id) == ["coreDataStoreOnDisk"])
        #expect(reading.scenarios.count == 1)
    }

    @Test func aMalformedPredicateFormatIsAnErrorNamingTheFormat() throws {
        let reading = read(Self.shelf + """
        struct Listed: View {
            @FetchRequest(sortDescriptors: [], predicate: NSPredicate(format: "name ==")) private var boxes: FetchedResults<Box>
            var body: some View { Bars(boxes: Array(boxes)) }
        }
        #Preview { Listed().environment(\\.managedObjectContext, sampleContext) }
        """)
        let error = try #require(reading.diagnostics.first { $0.severity == .error })
        #expect(error.message.text.contains("predicate format \"name ==\""))
    }
}

/// The Foundation classes a Core Data stack is configured with run without stand-ins.
@Suite struct CoreDataSupportTypesTests {
    @Test func anUndoManagerAndAValueTransformerConfigureTheStackWithoutStandIns() throws {
        let views = try placedViews("""
        import CoreData
        import SwiftUI

        final class ColorTransformer: NSSecureUnarchiveFromDataTransformer {
            static func register() {
                ValueTransformer.setValueTransformer(ColorTransformer(), forName: NSValueTransformerName(rawValue: "ColorTransformer"))
            }
        }

        let context: NSManagedObjectContext = {
            let container = NSPersistentContainer(name: "Paints")
            container.persistentStoreDescriptions.first!.url = URL(fileURLWithPath: "/dev/null")
            container.loadPersistentStores { _, _ in }
            container.viewContext.undoManager = UndoManager()
            ColorTransformer.register()
            return container.viewContext
        }()

        #Preview {
            Color.red.frame(width: context.undoManager?.canUndo == true ? 1 : 12, height: 12)
        }
        """)
        // Nothing was done, so there is nothing to undo: 12 wide.
        #expect(views.first { $0.kind == "Color" }?.frame.width == 12)
    }
}
