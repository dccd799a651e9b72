import Dispatch
import Foundation
import LayoutEngine
import Testing
@testable import ProjectReader

/// The files of a module share one runtime, and `frames`, `check` and `render` lay a module's
/// scenarios out on every core. A scenario whose layout runs user code (a `GeometryReader`'s
/// content, an `alignmentGuide` closure) enters that shared runtime from the thread laying it
/// out, so two files' layouts may want it at once; each must still get exactly what it gets
/// alone (docs/performance.md, "A module's scenarios laid out on several cores").
@Suite struct ModuleLayoutThreadsTests {
    /// Six files of one module, each a `GeometryReader` whose content depends on the file
    /// (`proxy.size.width / (k + file + 1)`) and an `alignmentGuide` closure: laid out on four
    /// threads, over and over in shifted orders, every scenario's views (kind, label, frame and
    /// the `file:line:col` they were written at) are those of laying it out alone.
    @Test func scenariosOfOneModuleLaidOutOnSeveralThreadsAreThoseLaidOutOnOne() throws {
        let files = (0..<6).map { index in
            ModuleReader.SourceFile(path: "app/Screen\(index).swift", bytes: Array("""
                import SwiftUI
                struct Screen\(index): View {
                    var body: some View {
                        VStack(alignment: .leading) {
                            GeometryReader { proxy in
                                VStack(spacing: 0) {
                                    ForEach(0..<12) { k in
                                        Color.red.frame(width: proxy.size.width / CGFloat(k + \(index) + 1), height: 2)
                                    }
                                }
                            }
                            .frame(height: 40)
                            Color.blue.frame(width: 20, height: 10)
                                .alignmentGuide(.leading) { d in d[.leading] - CGFloat(\(index) * 3) }
                        }
                    }
                }
                #Preview(traits: .fixedLayout(width: 300, height: 200)) { Screen\(index)() }
                """.utf8))
        }
        let (readings, mode) = ModuleReader.read(files: files, assets: files.map { _ in ImageAssets(directory: nil) },
                                                 resourcePaths: [], threads: 1)
        #expect(mode == .program)
        let scenarios = readings.flatMap(\.scenarios)
        try #require(scenarios.count == files.count)
        let alone = scenarios.map(Self.summary)
        // The layouts really depend on the file: the reader takes the canvas's 300 pt width, so
        // each file's first red (k = 0) is 300 / (index + 1) wide: 300, 150, 100, 75, 60, 50.
        for (index, scenario) in scenarios.enumerated() {
            let firstRed = scenario.layout().root.allViews.first { $0.label == "Color.red" }
            #expect(firstRed?.frame.width == 300 / Double(index + 1))
        }
        let threads = 4, rounds = 25
        let results = Results()
        DispatchQueue.concurrentPerform(iterations: threads) { thread in
            for round in 0..<rounds {
                for step in scenarios.indices {
                    let index = (step + thread + round) % scenarios.count
                    results.add(index, Self.summary(scenarios[index]))
                }
            }
        }
        let laidOut = results.all
        #expect(laidOut.count == threads * rounds * scenarios.count)
        let differing = laidOut.filter { index, summary in summary != alone[index] }
        #expect(differing.isEmpty, "\(differing.count) of \(laidOut.count) layouts differ, e.g. \(differing.first.map { "\(alone[$0.0])\n≠\n\($0.1)" } ?? "")")
    }

    /// A scenario's views as text: kind, label, frame and where each is written.
    static func summary(_ scenario: Scenario) -> String {
        scenario.layout().root.allViews.map { view in
            "\(view.kind) \(view.label) (\(view.frame.x), \(view.frame.y), \(view.frame.width), \(view.frame.height)) \(view.source?.description ?? "-")"
        }.joined(separator: "\n")
    }

    /// The layouts made on the threads, in the order they finished.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var items: [(Int, String)] = []

        func add(_ index: Int, _ summary: String) {
            lock.lock()
            items.append((index, summary))
            lock.unlock()
        }

        var all: [(Int, String)] {
            lock.lock()
            defer { lock.unlock() }
            return items
        }
    }
}
