import Diagnostics
import LayoutEngine
import Testing
@testable import ProjectReader

/// A module of many files is read on several cores (`ModuleChunks`): each core's runtime loads
/// the whole module and runs its own run of files; the readings are what one runtime gives.
@Suite struct ModuleChunksTests {
    /// 100 files on 2 cores: 100 × 0 / 2 = 0 to 100 × 1 / 2 = 50, then 50 to 100; on 3 cores
    /// 0, 100 / 3 = 33, 200 / 3 = 66, 100.
    @Test func filesAreSplitIntoContiguousRunsOnePerCore() {
        #expect(ModuleChunks.ranges(count: 100, threads: 2) == [0..<50, 50..<100])
        #expect(ModuleChunks.ranges(count: 100, threads: 3) == [0..<33, 33..<66, 66..<100])
    }

    @Test func aSmallModuleOrOneCoreIsOneRun() {
        #expect(ModuleChunks.ranges(count: ModuleChunks.minimumFiles - 1, threads: 2) == [0..<(ModuleChunks.minimumFiles - 1)])
        #expect(ModuleChunks.ranges(count: 500, threads: 1) == [0..<500])
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
