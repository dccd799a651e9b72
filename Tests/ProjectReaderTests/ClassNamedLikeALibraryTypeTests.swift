import LayoutEngine
import Testing
@testable import ProjectReader

/// The program's `class App` (no initializer, every stored property with a default) shadows
/// SwiftUI's `App` (a module's declarations shadow imported ones) and has the default `init()`
/// (The Swift Programming Language, "Default Initializers"): `static let shared = App()` makes
/// the program's class, and another file reads its properties.
@Suite struct ClassNamedLikeALibraryTypeTests {
    static let app = """
    import SwiftUI
    class App {
        static let shared = App()
        var width: CGFloat = 30
    }
    """
    static let bar = """
    import SwiftUI
    struct Bar: View {
        var body: some View { Color.red.frame(width: App.shared.width, height: 10) }
    }
    #Preview { Bar() }
    """

    /// `App.shared.width` is 30: the bar is 30 × 10.
    @Test func aClassWithoutInitializersIsMadeWithItsDefaultInit() throws {
        let (readings, _) = ModuleReadingTests.readTwo(("a/App.swift", Self.app), ("a/Bar.swift", Self.bar))
        let bar = try ModuleReadingTests.reading(readings, "Bar.swift")
        #expect(bar.diagnostics.isEmpty, "\(bar.diagnostics.map(\.text))")
        #expect(try #require(bar.scenarios.first).layout().root.frame.size == Size(width: 30, height: 10))
    }
}
