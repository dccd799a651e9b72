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
}
