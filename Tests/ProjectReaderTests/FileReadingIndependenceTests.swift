import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// A file's reading depends on its module and itself, not on which files of the module were read
/// before it in the same runtime: each file's previews start from the program as loaded — its
/// globals and static properties not yet initialised (Swift initialises them on first use), and
/// the random numbers from the start of their sequence. So the readings are the same bytes
/// whichever way a module's files are split into runs (`ModuleChunks`), each run's runtime
/// having read other files before.
@Suite struct FileReadingIndependenceTests {
    /// 80 files: `Shared.swift` declares a global and a static property made from names no file
    /// declares (`Store()`, `Client()`), and a global counter; 40 components; 40 screens, every
    /// tenth of which reads the global, the static and the counter: in each run of the module
    /// only the first of them would initialise them, were they kept from file to file.
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

    @Test func readingsAreTheSameOnOneCoreAndOnTwo() {
        let files = Self.module()
        let assets = files.map { _ in ImageAssets(directory: nil) }
        let one = ModuleReader.read(files: files, assets: assets, resourcePaths: [], threads: 1)
        let two = ModuleReader.read(files: files, assets: assets, resourcePaths: [], threads: 2)
        #expect(one.mode == .program && two.mode == .program)
        #expect(one.readings.map(ModuleChunksTests.summary) == two.readings.map(ModuleChunksTests.summary))
    }

    /// Every screen that reads the global and the static warns that their values are stand-ins
    /// (not only the first to read them), and each counts its own reading from the counter's
    /// initial 0: the frame is 1 × 10 plus the same first random number in every file.
    @Test func eachFileStartsFromTheProgramAsLoaded() throws {
        let files = Self.module()
        let (readings, _) = ModuleReader.read(files: files, assets: files.map { _ in ImageAssets(directory: nil) },
                                              resourcePaths: [], threads: 1)
        let screens = readings.filter { $0.file.hasPrefix("app/Screen") }
        try #require(screens.count == 40)
        for (index, reading) in screens.enumerated() where index % 10 == 0 {
            #expect(reading.diagnostics.contains { $0.text.contains("'Store'") }, "\(reading.file)")
            #expect(reading.diagnostics.contains { $0.text.contains("'Client'") }, "\(reading.file)")
        }
        let widths = try screens.map { reading in
            let scenario = try #require(reading.scenarios.first)
            return try #require(scenario.layout().root.allViews.first { $0.label == "Color.red" }).frame.width
        }
        // `count` is 1 everywhere (readings goes 0 → 1 in the reading files, 1 in the others), so
        // every width is 10 plus the file's first random number: all the same.
        #expect(Set(widths).count == 1)
    }
}
