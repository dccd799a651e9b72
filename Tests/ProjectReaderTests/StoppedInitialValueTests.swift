import Diagnostics
import Testing
@testable import ProjectReader
import SwiftUIRuntime

/// A global or static property whose initial value traps (Swift initialises it lazily on first
/// use, and the trap stops the program there: The Swift Programming Language, "Global and Local
/// Variables" and "Type Properties"): after the first preview that reads it has stopped, a later
/// preview reading it gets a stand-in whose warning says the name is the program's and where its
/// initial value stopped, never that no file declares it.
@Suite struct StoppedInitialValueTests {
    static let declarations = """
    import SwiftUI
    struct Settings { var title: String }
    let sharedSettings = Settings(title: [String]()[0])
    enum Theme {
        static let accentTitle: String = [String]()[1]
    }
    """

    static func view(_ name: String, reading expression: String) -> String {
        """
        import SwiftUI
        struct \(name): View {
            var body: some View { Text(\(expression)) }
        }
        #Preview { \(name)() }
        """
    }

    static func read(_ expression: String) -> [FileReading] {
        let files = [("a/Declarations.swift", declarations), ("a/First.swift", view("First", reading: expression)),
                     ("a/Second.swift", view("Second", reading: expression))]
        return ModuleReader.read(files: files.map { .init(path: $0.0, bytes: Array($0.1.utf8)) },
                                 assets: files.map { _ in ImageAssets(directory: nil) }, resourcePaths: []).readings
    }

    static func standInWarning(_ readings: [FileReading]) throws -> Diagnostic {
        let second = try ModuleReadingTests.reading(readings, "Second.swift")
        return try #require(second.diagnostics.first { $0.text.contains("initial value") }, "\(second.diagnostics.map(\.text))")
    }

    /// `Theme.accentTitle` reads index 1 of an empty array, on line 5 of the declarations.
    @Test func aStaticWhoseInitialValueStoppedSaysSoWhereItIsReadAgain() throws {
        let warning = try Self.standInWarning(Self.read("Theme.accentTitle"))
        #expect(warning.text.hasPrefix("'Theme.accentTitle' is declared in the files read, but its initial value stopped (Fatal error: Index out of range)"))
        #expect(!warning.text.contains("not declared"))
        let note = try #require(warning.notes.first)
        #expect(note.range?.file == "a/Declarations.swift")
        #expect(note.range?.start.line == 5)
    }

    /// `sharedSettings.title` reads the global `sharedSettings`, whose initial value (line 3)
    /// stopped.
    @Test func aMemberOfAGlobalWhoseInitialValueStoppedNamesTheGlobal() throws {
        let warning = try Self.standInWarning(Self.read("sharedSettings.title"))
        #expect(warning.text.hasPrefix("'sharedSettings.title' is declared in the files read, but the initial value of 'sharedSettings' stopped"))
        #expect(try #require(warning.notes.first).range?.start.line == 3)
    }
}
