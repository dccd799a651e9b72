import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// A module of many files is read on several cores (`ModuleChunks`): each core's runtime loads
/// the whole module and runs its own run of files; the readings are what one runtime gives.
@Suite struct ModuleChunksTests {
    /// 100 files of equal size in `runCount` = 4 runs: run k ends where the bytes so far reach
    /// k/4 of them, after files 25, 50 and 75.
    @Test func filesOfEqualSizeAreSplitIntoRunsOfEqualLength() {
        #expect(ModuleChunks.runCount == 4)
        #expect(ModuleChunks.ranges(sizes: Array(repeating: 10, count: 100)) == [0..<25, 25..<50, 50..<75, 75..<100])
    }

    /// 60 small files of 100 bytes then 40 large ones of 1 000 (6 000 + 40 000 = 46 000 bytes):
    /// the quarters are 11 500, 23 000 and 34 500, reached after the 60 small and 6, 17 and 29
    /// large ones (6 000 + 6 000 = 12 000 ≥ 11 500; 6 000 + 17 000 = 23 000; 6 000 + 29 000 =
    /// 35 000 ≥ 34 500), so the 60 small files share one run instead of filling two and a half.
    @Test func runsHoldAboutEqualBytesNotEqualFiles() {
        let sizes = Array(repeating: 100, count: 60) + Array(repeating: 1_000, count: 40)
        #expect(ModuleChunks.ranges(sizes: sizes) == [0..<66, 66..<77, 77..<89, 89..<100])
    }

    /// One file larger than all the others together fills a run alone; no run is empty, and
    /// empty files count one byte each (64 of them: 16 a run).
    @Test func noRunIsEmpty() {
        let sizes = [1_000_000] + Array(repeating: 10, count: 63)
        #expect(ModuleChunks.ranges(sizes: sizes) == [0..<1, 1..<64])
        #expect(ModuleChunks.ranges(sizes: Array(repeating: 0, count: 64)) == [0..<16, 16..<32, 32..<48, 48..<64])
    }

    /// The runs depend on the files alone, not on the cores: one core reads them one after another.
    @Test func aSmallModuleIsOneRun() {
        let small = Array(repeating: 10, count: ModuleChunks.minimumFiles - 1)
        #expect(ModuleChunks.ranges(sizes: small) == [0..<(ModuleChunks.minimumFiles - 1)])
    }

    /// 80 files: a theme, 39 components and 40 screens, each screen using the component of
    /// another file and the theme's constants; one screen has a syntax error and one names a type
    /// no file declares. Every file's scenarios, frames and diagnostics are the same whether one
    /// runtime reads the module or two share it.
    @Test func readingOnSeveralCoresGivesTheReadingsOfOne() {
        var files = [ModuleReader.SourceFile(path: "app/Theme.swift", bytes: Array("""
            import SwiftUI
            enum Theme { static let gap: CGFloat = 6; static let side: CGFloat = 20 }
            """.utf8))]
        for index in 0..<39 {
            files.append(.init(path: "app/Chip\(index).swift", bytes: Array("""
                import SwiftUI
                struct Chip\(index): View {
                    var body: some View { Text("chip \(index)").padding(Theme.gap) }
                }
                """.utf8)))
        }
        for index in 0..<40 {
            let body = index == 7 ? "Chip0(" : index == 23 ? "Missing\(index)()" : "HStack(spacing: Theme.gap) { Chip\((index + 5) % 39)(); Color.red.frame(width: Theme.side) }"
            files.append(.init(path: "app/Screen\(index).swift", bytes: Array("""
                import SwiftUI
                struct Screen\(index): View {
                    var body: some View { \(body) }
                }
                #Preview("screen \(index)") { Screen\(index)() }
                """.utf8)))
        }
        let assets = files.map { _ in ImageAssets(directory: nil) }
        // No resources: the files are not on disk.
        let one = ModuleReader.read(files: files, assets: assets, resourcePaths: [], threads: 1)
        let two = ModuleReader.read(files: files, assets: assets, resourcePaths: [], threads: 2)
        #expect(one.mode == .program && two.mode == .program)
        #expect(one.readings.map(Self.summary) == two.readings.map(Self.summary))
        // The files are really read: the broken screen has its error, the others their previews.
        let failing = one.readings.filter { $0.diagnostics.contains { $0.severity == .error } }.map(\.file)
        #expect(failing == ["app/Screen7.swift"])
        // 39 screens that parse, and the 39 components' implicit previews (they have none).
        #expect(one.readings.flatMap(\.scenarios).count == 39 + 39)
    }

    /// A file's reading as text: its diagnostics, and each scenario's name and every view's frame.
    static func summary(_ reading: FileReading) -> String {
        var text = reading.file + "\n" + reading.diagnostics.map { "\($0.range.start.line):\($0.range.start.column) \($0.text)" }.joined(separator: "\n")
        for scenario in reading.scenarios {
            text += "\n\(scenario.name) line \(scenario.line)"
            for view in scenario.layout().root.allViews { text += "\n  \(view.kind) \(view.label) \(view.frame)" }
        }
        return text
    }
}
