import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// Xcode's canvas runs each preview in a process of its own, so a global or a `static var` one
/// preview's code changes starts at its initial value in the next (`InitialProgramState`). What
/// an initial value warns about is reported once, not once per preview that makes it again.
@Suite struct PreviewStateResetTests {
    static let declarations = """
    import SwiftUI
    enum Counter { static var next = 0 }
    var visits: [String] = []
    final class Store {
        static let shared = Store()
        var items: [String] = []
    }
    enum Palette { static let accent = UnknownPalette.accent }
    """

    /// A view that bumps the counter, logs a visit and adds an item before showing the three
    /// counts: run from the initial state, every preview shows "1 1 1".
    static func view(_ name: String, previews: Int) -> String {
        """
        import SwiftUI
        struct \(name): View {
            var body: some View {
                Counter.next += 1
                visits.append("\(name)")
                Store.shared.items.append("item")
                return Text("\\(Counter.next) \\(visits.count) \\(Store.shared.items.count)")
            }
        }
        """ + (1...previews).map { "\n#Preview(\"\(name) \($0)\") { \(name)() }" }.joined() + "\n"
    }

    static func read(_ files: [(String, String)]) -> [FileReading] {
        ModuleReader.read(files: files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) },
                          assets: files.map { _ in ImageAssets(directory: nil) }, resourcePaths: []).readings
    }

    static func shownTexts(_ reading: FileReading) -> [String] {
        reading.scenarios.compactMap { scenario in scenario.root.allNodes.compactMap { ($0.primitive as? TextLeaf)?.content }.first }
    }

    @Test func eachPreviewOfAFileStartsFromTheInitialGlobalsAndStatics() throws {
        let readings = Self.read([("a/Declarations.swift", Self.declarations), ("a/Screen.swift", Self.view("Screen", previews: 3))])
        let screen = try ModuleReadingTests.reading(readings, "Screen.swift")
        #expect(Self.shownTexts(screen) == ["1 1 1", "1 1 1", "1 1 1"], "\(screen.diagnostics.map(\.text))")
    }

    @Test func aPreviewOfAnotherFileStartsFromTheInitialStateToo() throws {
        let readings = Self.read([("a/Declarations.swift", Self.declarations), ("a/First.swift", Self.view("First", previews: 1)),
                                  ("a/Second.swift", Self.view("Second", previews: 1))])
        #expect(Self.shownTexts(try ModuleReadingTests.reading(readings, "First.swift")) == ["1 1 1"])
        #expect(Self.shownTexts(try ModuleReadingTests.reading(readings, "Second.swift")) == ["1 1 1"])
    }

    /// `UserDefaults` is registered when the program first names it (`SwiftUIRuntime.appleLibrary`),
    /// here in the first preview's body, after the file loaded: its `standard` store is still a
    /// static each preview starts afresh, so every preview counts its first visit.
    @Test func aLibraryStaticFirstNamedInAPreviewStartsAfreshInTheNext() throws {
        let screen = """
        import SwiftUI
        struct Visits: View {
            var body: some View {
                let visits = UserDefaults.standard.integer(forKey: "visits") + 1
                UserDefaults.standard.set(visits, forKey: "visits")
                return Text("\\(visits)")
            }
        }
        #Preview("first") { Visits() }
        #Preview("second") { Visits() }
        #Preview("third") { Visits() }

        """
        let readings = Self.read([("a/Visits.swift", screen)])
        let visits = try ModuleReadingTests.reading(readings, "Visits.swift")
        #expect(Self.shownTexts(visits) == ["1", "1", "1"], "\(visits.diagnostics.map(\.text))")
    }

    /// `Palette.accent` reads a name no file declares: its stand-in warning points at line 8 of
    /// the declarations and is given once, by the first preview that made the value, though
    /// every preview makes it again.
    @Test func anInitialValuesWarningIsReportedOnce() throws {
        let tinted = { (name: String) in
            "import SwiftUI\nstruct \(name): View {\n    var body: some View { Text(\"t\").foregroundStyle(Palette.accent) }\n}\n"
                + "#Preview(\"\(name) 1\") { \(name)() }\n#Preview(\"\(name) 2\") { \(name)() }\n"
        }
        let readings = Self.read([("a/Declarations.swift", Self.declarations), ("a/First.swift", tinted("First")),
                                  ("a/Second.swift", tinted("Second"))])
        let warnings = readings.flatMap(\.diagnostics).filter { $0.text.contains("UnknownPalette") }
        #expect(warnings.count == 1, "\(readings.map { ($0.file, $0.diagnostics.map(\.text)) })")
        #expect(warnings.first?.range.file == "a/Declarations.swift")
        #expect(warnings.first?.line == 8)
        #expect(readings.filter { $0.file != "a/Declarations.swift" }.allSatisfy { $0.scenarios.count == 2 })
    }
}

/// A file-private global whose initial value stops (`private let task = tasks[0]` of an empty
/// list) stays stopped for the file's later previews, as a global visible to every file does
/// (`StoppedInitialValueTests`): the first preview stops, the second reads a stand-in.
@Suite struct StoppedFilePrivateGlobalTests {
    @Test func aFilePrivateGlobalWhoseInitialValueStoppedStaysStopped() throws {
        let source = """
        import SwiftUI
        private let firstTitle: String = [String]()[0]
        struct Row: View {
            var body: some View { Text(firstTitle) }
        }
        #Preview("First") { Row() }
        #Preview("Second") { Row() }
        """
        let files = [("a/Row.swift", source), ("a/Other.swift", "import SwiftUI\nstruct Other {}\n")]
        let readings = PreviewStateResetTests.read(files)
        let row = try ModuleReadingTests.reading(readings, "Row.swift")
        #expect(row.scenarios.map(\.name) == ["Second"], "\(row.diagnostics.map(\.text))")
        #expect(row.diagnostics.contains { $0.text.contains("Index out of range") })
    }
}
