import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// A module of many files is read on several cores (`ModuleChunks`): each core's runtime loads
/// the whole module and runs its own run of files; the readings are what one runtime gives.
@Suite struct ModuleChunksTests {
    /// 100 files of equal size on 2 cores: the first run ends where the bytes so far reach half
    /// of them, after file 50; on 3 cores after 100 / 3 = 33.3 → 34 and 200 / 3 = 66.7 → 67 files.
    @Test func filesOfEqualSizeAreSplitIntoRunsOfEqualLength() {
        #expect(ModuleChunks.ranges(sizes: Array(repeating: 10, count: 100), threads: 2) == [0..<50, 50..<100])
        #expect(ModuleChunks.ranges(sizes: Array(repeating: 10, count: 100), threads: 3) == [0..<34, 34..<67, 67..<100])
    }

    /// 60 small files of 100 bytes then 40 large ones of 1 000 (6 000 + 40 000 = 46 000 bytes):
    /// half is 23 000, reached after the 60 small and 17 large (6 000 + 17 000), so the runs
    /// are 0..<77 and 77..<100 — not 50 and 50, which would give one core 90 % of the bytes.
    @Test func runsHoldAboutEqualBytesNotEqualFiles() {
        let sizes = Array(repeating: 100, count: 60) + Array(repeating: 1_000, count: 40)
        #expect(ModuleChunks.ranges(sizes: sizes, threads: 2) == [0..<77, 77..<100])
    }

    /// One file larger than all the others together fills a run alone; no run is empty, and
    /// empty files count one byte each (64 of them on 2 cores: 32 and 32).
    @Test func noRunIsEmpty() {
        let sizes = [1_000_000] + Array(repeating: 10, count: 63)
        #expect(ModuleChunks.ranges(sizes: sizes, threads: 3) == [0..<1, 1..<64])
        #expect(ModuleChunks.ranges(sizes: Array(repeating: 0, count: 64), threads: 2) == [0..<32, 32..<64])
    }

    @Test func aSmallModuleOrOneCoreIsOneRun() {
        let small = Array(repeating: 10, count: ModuleChunks.minimumFiles - 1)
        #expect(ModuleChunks.ranges(sizes: small, threads: 2) == [0..<(ModuleChunks.minimumFiles - 1)])
        #expect(ModuleChunks.ranges(sizes: Array(repeating: 10, count: 500), threads: 1) == [0..<500])
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
