import LayoutEngine
import Testing
@testable import ProjectReader

/// A top-level `private` type named like a SwiftUI type is seen by its own file only (the Swift
/// book, "Access Control"): another file's `List { … }` is SwiftUI's `List`, with its modifiers.
/// Checked with swiftc: beside a file declaring `private class List<Key>`, another file's
/// `List<Int>` is "inaccessible due to 'private' protection level"; with a module `Lib` that
/// declares a public `List` imported by both, the private file's `List(40).key` is 40 and the
/// other file's `List<Int>()` is `Lib`'s.
@Suite struct FilePrivateTypesTests {
    /// `Cache.swift`'s own `List(40).key` is its class's stored 40: a 40 × 10 box. `Rows.swift`'s
    /// `List { … }.scrollContentBackground(.hidden)` is SwiftUI's list, framed 200 × 100, with no
    /// stand-in (the private class has neither that initializer nor that modifier).
    @Test func aPrivateTypeIsSeenByItsOwnFileOnly() throws {
        let cache = """
        import SwiftUI
        private class List<Key> {
            let key: Key
            var next: List?
            init(_ key: Key) { self.key = key }
        }
        struct Cached: View {
            var body: some View { Color.red.frame(width: CGFloat(List(40).key), height: 10) }
        }
        #Preview { Cached() }
        """
        let rows = """
        import SwiftUI
        struct Rows: View {
            var body: some View {
                List { Text("Row") }
                    .scrollContentBackground(.hidden)
                    .frame(width: 200, height: 100)
            }
        }
        #Preview { Rows() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Cache.swift", cache), ("a/Rows.swift", rows))
        let own = try #require(ModuleReadingTests.reading(readings, "Cache.swift").scenarios.first)
        let rowsReading = try ModuleReadingTests.reading(readings, "Rows.swift")
        let other = try #require(rowsReading.scenarios.first)
        // The private class declares no `scrollContentBackground`: read as that class, the
        // modifier would be a member no file declares (a warning).
        #expect(rowsReading.diagnostics.isEmpty, "\(rowsReading.diagnostics.map(\.message.text))")
        #expect(own.layout().root.frame.size == Size(width: 40, height: 10))
        let root = other.layout().root
        #expect(root.frame.size == Size(width: 200, height: 100))
        #expect(root.allViews.compactMap(\.style.standIn).isEmpty)
    }

    /// Two files each declare `private struct Header`, with different initializers. `Card.swift`'s
    /// `Card` makes its own `Header("Title", height: 20)` (a blue 100 × 20 box); `Row.swift`'s
    /// preview puts its own `Header(width: 50)` (a red 50 × 10 box, the memberwise initializer)
    /// inside a `Card`. Swift resolves each name in the file it is written in, so the card's body
    /// keeps its file's header while the other file's preview runs: a `VStack(spacing: 0)` of
    /// 100 × 20 over 50 × 10 is 100 wide (the wider child) and 20 + 10 = 30 high, with no warning.
    @Test func twoFilesPrivateTypesOfOneNameEachSeeTheirOwn() throws {
        let card = """
        import SwiftUI
        struct Card<Content: View>: View {
            let content: () -> Content
            init(@ViewBuilder content: @escaping () -> Content) { self.content = content }
            var body: some View {
                VStack(spacing: 0) {
                    Header("Title", height: 20)
                    content()
                }
            }
        }
        private struct Header: View {
            let title: String
            let height: CGFloat
            init(_ title: String, height: CGFloat) {
                self.title = title
                self.height = height
            }
            var body: some View { Color.blue.frame(width: 100, height: height) }
        }
        """
        let row = """
        import SwiftUI
        private struct Header: View {
            let width: CGFloat
            var body: some View { Color.red.frame(width: width, height: 10) }
        }
        #Preview { Card { Header(width: 50) } }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Card.swift", card), ("a/Row.swift", row))
        let rowReading = try ModuleReadingTests.reading(readings, "Row.swift")
        #expect(rowReading.diagnostics.isEmpty, "\(rowReading.diagnostics.map(\.message.text))")
        let scenario = try #require(rowReading.scenarios.first)
        let root = scenario.layout().root
        #expect(root.frame.size == Size(width: 100, height: 30))
        #expect(root.allViews.compactMap(\.style.standIn).isEmpty)
    }

    /// A file's `private enum Tab` (SwiftUI 18 declares a `Tab` view too) written as an
    /// expression, `Tab.settings.width`, is the file's enum: its `settings` case gives 60, a
    /// 60 × 10 box, with no warning. The other file's code does not use the name.
    @Test func aPrivateTypeNamedLikeSwiftUIsIsItsFilesInExpressions() throws {
        let shell = """
        import SwiftUI
        private enum Tab {
            case home, settings
            var width: CGFloat { self == .home ? 40 : 60 }
        }
        struct Shell: View {
            var body: some View { Color.red.frame(width: Tab.settings.width, height: 10) }
        }
        #Preview { Shell() }
        """
        let other = """
        import SwiftUI
        struct Other: View {
            var body: some View { Text("Other") }
        }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Shell.swift", shell), ("a/Other.swift", other))
        let reading = try ModuleReadingTests.reading(readings, "Shell.swift")
        let scenario = try #require(reading.scenarios.first)
        #expect(reading.diagnostics.isEmpty, "\(reading.diagnostics.map(\.message.text))")
        #expect(scenario.layout().root.frame.size == Size(width: 60, height: 10))
    }

    /// Two files each declare `private struct Flow: Layout`, used as `Flow(spacing:) { … }`
    /// (checked with swiftc: two files' `private struct Flow` with `callAsFunction`, each called
    /// `Flow(spacing: 12) { 3 }`, compile and each run their own). Each file's preview lays its
    /// two 10 × 10 squares out with its own spacing: 10 + 12 + 10 = 32 and 10 + 4 + 10 = 24 wide.
    @Test func twoFilesPrivateLayoutsOfOneNameAreEachAContainer() throws {
        func file(_ name: String, spacing: Int) -> String {
            """
            import SwiftUI
            struct \(name): View {
                var body: some View {
                    Flow(spacing: \(spacing)) {
                        Color.red.frame(width: 10, height: 10)
                        Color.blue.frame(width: 10, height: 10)
                    }
                }
            }
            private struct Flow: Layout {
                var spacing: CGFloat = 8
                func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
                    CGSize(width: subviews.map { $0.sizeThatFits(.unspecified).width }.reduce(0, +) + spacing * CGFloat(subviews.count - 1), height: 10)
                }
                func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
                    var x = bounds.minX
                    for subview in subviews {
                        subview.place(at: CGPoint(x: x, y: bounds.minY), proposal: .unspecified)
                        x += subview.sizeThatFits(.unspecified).width + spacing
                    }
                }
            }
            #Preview { \(name)() }
            """
        }
        let (readings, _) = ModuleReadingTests.readTwo(("a/Tags.swift", file("Tags", spacing: 12)), ("a/Chips.swift", file("Chips", spacing: 4)))
        for (name, width) in [("Tags.swift", 32.0), ("Chips.swift", 24.0)] {
            let reading = try ModuleReadingTests.reading(readings, name)
            #expect(reading.diagnostics.isEmpty, "\(name): \(reading.diagnostics.map(\.message.text))")
            let scenario = try #require(reading.scenarios.first)
            #expect(scenario.layout().root.frame.size == Size(width: width, height: 10), "\(name)")
        }
    }

    /// Two files each declare `private enum Metrics` with a nested `struct Side` of their own:
    /// one stores `length = base * 3`, the other keeps two widths and sums them. Each file's
    /// `Metrics.length(20)` makes its own `Side` (a nested type is a member of the type that
    /// declares it, and each file's `Metrics` is its own; checked with swiftc: two files each
    /// declaring `private enum M { struct S }` with different members compile and each use
    /// their own): 20 × 3 = 60 and 20 + 20 = 40 wide.
    @Test func twoFilesPrivateTypesKeepTheirOwnNestedTypes() throws {
        let tripled = """
        import SwiftUI
        struct Tripled: View {
            var body: some View { Color.red.frame(width: Metrics.length(20), height: 10) }
        }
        private enum Metrics {
            static func length(_ base: CGFloat) -> CGFloat { Side(base: base).length }
            struct Side {
                var length: CGFloat
                init(base: CGFloat) { length = base * 3 }
            }
        }
        #Preview { Tripled() }
        """
        let doubled = """
        import SwiftUI
        struct Doubled: View {
            var body: some View { Color.red.frame(width: Metrics.length(20), height: 10) }
        }
        private enum Metrics {
            static func length(_ base: CGFloat) -> CGFloat { Side(base: base).widths.reduce(0, +) }
            struct Side {
                var widths: [CGFloat] = []
                init(base: CGFloat) {
                    widths.append(base)
                    widths.append(base)
                }
            }
        }
        #Preview { Doubled() }
        """
        let (readings, _) = ModuleReadingTests.readTwo(("a/Tripled.swift", tripled), ("a/Doubled.swift", doubled))
        for (name, width) in [("Tripled.swift", 60.0), ("Doubled.swift", 40.0)] {
            let reading = try ModuleReadingTests.reading(readings, name)
            #expect(reading.diagnostics.isEmpty, "\(name): \(reading.diagnostics.map(\.message.text))")
            let scenario = try #require(reading.scenarios.first)
            #expect(scenario.layout().root.frame.size == Size(width: width, height: 10), "\(name)")
        }
    }
}
