import FileAccess
import ArgumentParsing
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Snapshots

/// `layoutlens prune`: lists or deletes snapshots that no scenario of the fixtures produces.
enum PruneCommand: LayoutLensCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "prune",
            abstract: "Delete (or list, with --dry-run) snapshots that no fixture scenario produces any more.",
            arguments: [
                .positional("inputs", help: "Swift files, or folders searched for Swift files.", repeating: true),
                .option("baseline", valueName: "dir", help: "The snapshot folder, if not beside the fixtures."),
                .flag("dry-run", help: "Only list the snapshots that would be deleted."),
            ],
            examples: [.init("layoutlens prune Fixtures --dry-run", "List stale snapshots of Fixtures/.")])
    }

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        let files: [FixtureFile]
        switch FixtureLayouts.files(for: arguments.strings("inputs"), command: "prune", io: io) {
        case .success(let found): files = found
        case .failure(let status): return status.code
        }
        let loaded = CheckScenarioLoader(scale: 3, library: .init()).load(files, io: io, layout: false)
        if loaded.errors > 0 {
            io.error("error: not pruning: fixtures have errors, so their scenarios are unknown\n")
            return 2
        }
        let store = SnapshotStore(baseline: arguments.string("baseline"))
        let wanted = Set(loaded.scenarios.map { store.path(forFixture: $0.fixturePath, slug: $0.slug) })
        let roots = store.writableRoots(fixturePaths: files.map(\.path))
        let unused = store.existingSnapshots(near: files.map { SnapshotStore.directory(of: $0.path) }).map(\.path)
            .filter { !wanted.contains($0) }
        // A snapshot a moved or renamed preview will take over is kept: `check --record missing`
        // or `approve` moves it.
        let moved = SnapshotMatching.movedAway(unused, scenarios: loaded.scenarios, store: store)
        let stale = unused.filter { moved[$0] == nil }
        let dryRun = arguments.flag("dry-run")
        var lines: [String] = unused.compactMap { path in
            moved[path].map { "keeping \(path): the preview moved to \($0) (check --record missing or approve moves it)" }
        }
        for path in stale {
            if dryRun {
                lines.append("would delete \(path)")
            } else {
                do {
                    try removePermittedFile(path, in: roots)
                    lines.append("deleted \(path)")
                } catch {
                    io.error("error: cannot delete '\(path)': \(error)\n")
                    return 1
                }
            }
        }
        lines.append("\(stale.count) stale snapshot\(stale.count == 1 ? "" : "s")\(dryRun ? " (dry run)" : " deleted").")
        io.output(lines.joined(separator: "\n") + "\n")
        return 0
    }
}
