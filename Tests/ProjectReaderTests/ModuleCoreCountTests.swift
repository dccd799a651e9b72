import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// A module of many files is read in runs that depend on its files alone (`ModuleChunks`), not on
/// the cores: a global or static property is initialised on first use once per run's runtime, so
/// the file whose preview first reads it in its run gives the warnings its initialiser raises, and
/// runs that moved with the core count would move those warnings from file to file.
@Suite struct ModuleCoreCountTests {
    /// 80 files: `Shared.swift` declares a global and a static property made from names no file
    /// declares (`Store()`, `Client()`), and a global counter; 39 components; 40 screens, every
    /// tenth of which reads the global, the static and the counter (so several runs have a first
    /// reader), and every screen a random width.
    static func module() -> [ModuleReader.SourceFile] {
        var files = [ModuleReader.SourceFile(path: "app/Shared.swift", bytes: Array("""
            import SwiftUI
            let appStore = Store()
            var readings = 0
            enum Shared { static let client = Client() }
            """.utf8))]
        for index in 0..<39 {
            files.append(.init(path: "app/Chip\(index).swift", bytes: Array("""
                import SwiftUI
                struct Chip\(index): View {
                    var body: some View { Text("chip \(index)").padding(4) }
                }
                """.utf8)))
        }
        for index in 0..<40 {
            let reads = index % 10 == 0
            let members = reads ? "var store = appStore\n    var client = Shared.client\n    var count: Int { readings += 1; return readings }" : "var count: Int { 1 }"
            files.append(.init(path: "app/Screen\(index).swift", bytes: Array("""
                import SwiftUI
                struct Screen\(index): View {
                    \(members)
                    var body: some View {
                        HStack { Chip\(index % 39)(); Color.red.frame(width: CGFloat(count * 10 + Int.random(in: 0...1000))) }
                    }
                }
                #Preview { Screen\(index)() }
                """.utf8)))
        }
        return files
    }

    /// One, two and three cores give every file the same scenarios, frames and diagnostics, and
    /// the stand-in warnings are really given (by the first reader of each run).
    @Test func readingsAreTheSameOnOneTwoOrThreeCores() {
        let files = Self.module()
        let assets = files.map { _ in ImageAssets(directory: nil) }
        let one = ModuleReader.read(files: files, assets: assets, resourcePaths: [], threads: 1)
        let two = ModuleReader.read(files: files, assets: assets, resourcePaths: [], threads: 2)
        let three = ModuleReader.read(files: files, assets: assets, resourcePaths: [], threads: 3)
        #expect(one.mode == .program && two.mode == .program && three.mode == .program)
        let summaries = one.readings.map(ModuleChunksTests.summary)
        #expect(summaries == two.readings.map(ModuleChunksTests.summary))
        #expect(summaries == three.readings.map(ModuleChunksTests.summary))
        #expect(one.readings.contains { $0.diagnostics.contains { $0.text.contains("'Store'") } })
        #expect(one.readings.flatMap(\.scenarios).count == 40 + 39)
    }
}
