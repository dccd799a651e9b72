import LayoutEngine
import Testing
@testable import ProjectReader

/// Shapes a nineteenth sample of public view files (50 files of 5 repositories kept outside the
/// repository) used and the reader did not yet run. Each case is written here from the language
/// or SwiftUI rule, not copied. They read through the runtime alone.
@Suite struct NineteenthSamplePatternsTests {
    private func warnings(_ reading: FileReading, _ id: String) -> Int {
        reading.diagnostics.filter { $0.message.id == id }.count
    }

    /// `init(_ data: [T], keys: KeyPath<T, String>..., @ViewBuilder row: …)` called with a trailing
    /// closure: Swift gives the closure to `row`, not to the variadic before it. `[T]()` names the
    /// view's generic parameter, no type of another file. `$query.onChange(filter)` is another
    /// file's `extension Binding` (SwiftUI's `Binding` has no such method): the binding is used
    /// as it is, with a warning.
    @Test func aGenericListWithVariadicKeysAndABindingExtension() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        struct Fruit: Identifiable { let id: Int; let name: String }
        struct Filtered<T: Identifiable, Row: View>: View {
            @State private var shown = [T]()
            @State private var query = ""
            let items: [T]
            let keys: [KeyPath<T, String>]
            let row: (T) -> Row
            init(_ items: [T], keys: KeyPath<T, String>..., @ViewBuilder row: @escaping (T) -> Row) {
                self.items = items
                self.keys = keys
                self.row = row
            }
            var body: some View {
                VStack(spacing: 0) {
                    TextField("Filter", text: $query.onChange(refilter))
                    ForEach(items) { item in row(item) }
                }
            }
            func refilter() { shown = items }
        }
        #Preview {
            Filtered([Fruit(id: 1, name: "Fig"), Fruit(id: 2, name: "Kiwi")], keys: \\.name) { fruit in
                Text(fruit.name).frame(height: 30)
            }
        }
        """)
        #expect(warnings(reading, "undefinedBindingMethod") == 1)
        #expect(warnings(reading, "standInValue") == 0, "\(reading.diagnostics)")
        let views = try viewsWithoutErrors(reading)
        // The two rows the trailing closure makes, 30 pt each.
        let rows = views.filter { $0.kind == "frame" }
        #expect(rows.count == 2)
        #expect(rows.allSatisfy { $0.frame.height == 30 })
    }

    /// `Book(id: 0, cover: "p1", height: 120)` where another file declares `Book`: models are
    /// structs made with their memberwise initializer, so `book.height` reads the argument of that
    /// label (one warning says so). `Book` is no typo of `Bool`: in a four-letter name one letter
    /// for another makes another word.
    @Test func anotherFilesModelReadsItsLabelledArguments() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        struct Shelf: View {
            @State var books = [
                Book(id: 0, cover: "p1", height: 120),
                Book(id: 1, cover: "p2", height: 90),
            ]
            var body: some View {
                VStack(spacing: 0) {
                    ForEach(books) { book in
                        Color.gray.frame(width: 60, height: book.height)
                    }
                }
            }
        }
        #Preview { Shelf() }
        """)
        #expect(warnings(reading, "assumedValue") == 1)
        #expect(warnings(reading, "standInValue") == 0)
        let views = try viewsWithoutErrors(reading)
        let heights = views.filter { $0.kind == "frame" }.map(\.frame.height)
        #expect(heights == [120, 90])
    }

    /// `PlainButtonStyle()`, `BorderedButtonStyle()`, `IconOnlyLabelStyle()`: SwiftUI declares
    /// `.bordered` as `static var bordered: BorderedButtonStyle`, so the struct and the implicit
    /// member are one style and lay out alike; none is a name of another file.
    @Test func styleStructsAreTheirImplicitMembers() throws {
        func frames(_ style: String) throws -> [Rect] {
            let reading = try interpretedReading("""
            import SwiftUI
            struct Actions: View {
                var body: some View {
                    VStack {
                        Button("Save") {}.buttonStyle(\(style))
                    }
                }
            }
            #Preview { Actions() }
            """)
            #expect(!reading.diagnostics.contains { $0.message.id.hasPrefix("undefinedName") }, "\(reading.diagnostics)")
            let views = layout(try #require(reading.scenarios.first)).root.allViews
            return views.map(\.frame)
        }
        #expect(try frames("BorderedButtonStyle()") == frames(".bordered"))
        #expect(try frames("PlainButtonStyle()") == frames(".plain"))
        // A bordered button is larger than a plain one (its insets), so the comparison can fail.
        #expect(try frames("BorderedButtonStyle()") != frames("PlainButtonStyle()"))
    }

    /// Image's own drawing methods after `resizable()` (`.renderingMode(.template)`), an image
    /// flag, and a `DragGesture(minimumDistance:)` change no frame and are SwiftUI's: no warning.
    @Test func imageDrawingMethodsAndGesturesAreSwiftUIs() throws {
        let reading = try interpretedReading("""
        import SwiftUI
        struct Icon: View {
            var body: some View {
                Image(systemName: "lightbulb")
                    .resizable()
                    .renderingMode(.template)
                    .interpolation(.high)
                    .frame(width: 22, height: 22)
                    .gesture(DragGesture(minimumDistance: 0).onChanged { _ in })
            }
        }
        #Preview { Icon() }
        """)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics)")
        let views = layout(try #require(reading.scenarios.first)).root.allViews
        let frame = try #require(views.first { $0.kind == "frame" })
        #expect(frame.frame.width == 22 && frame.frame.height == 22)
    }
}
