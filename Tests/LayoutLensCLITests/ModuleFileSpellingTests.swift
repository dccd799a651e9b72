import Testing
@testable import LayoutLensCLI

/// A file given as `./App/Screen.swift` is the file the project model spells `App/Screen.swift`:
/// it is read once, as one of its module's files, never loaded again as context (loaded twice,
/// its declarations would be declared twice in one program, and a nested `Model` of another
/// type could be taken for its own).
@Suite struct ModuleFileSpellingTests {
    @Test func aFileSpelledWithDotSlashIsNotLoadedAgainAsContext() {
        let context = ModuleContext(contextPaths: ["App/Other.swift", "App/Screen.swift", "App/Sub/../Theme.swift"])
        let files = [FixtureFile(path: "./App/Screen.swift", name: "Screen", module: "App", context: context, moduleName: "App"),
                     FixtureFile(path: "App/./Theme.swift", name: "Theme", module: "App", context: context, moduleName: "App")]
        #expect(FixtureReader.contextPaths(context, besides: files) == ["App/Other.swift"])
    }
}
