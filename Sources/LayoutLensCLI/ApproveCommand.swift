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

/// `layoutlens approve`: accepts the changes a `check` run listed in its `summary.json`.
enum ApproveCommand: LayoutLensCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "approve",
            abstract: "Accept the layout changes listed in a check report's summary.json.",
            discussion: "Writes the new snapshot of every changed or added scenario and deletes the snapshot of every "
                + "removed one, exactly as the check run saw them, into the snapshot folders the check used, whatever "
                + "the working directory, provided they are __Snapshots__ folders beside the fixtures of the inputs "
                + "(default: of the git repository approve runs in), reached through no link, or --baseline; "
                + "a folder named only by summary.json is refused. --filter limits "
                + "this to scenario ids (<fixture>/<scenario>) matching a glob pattern: * any characters, ? one, "
                + "[a-z] a set. Nothing outside those folders is written or deleted, and only snapshot files are "
                + "replaced or deleted.",
            arguments: [
                .positional("inputs", help: "The Swift files or folders the check read: approve writes only the __Snapshots__ "
                            + "folders beside their fixtures. Default: those of the git repository approve runs in.",
                            repeating: true, required: false),
                .option("from", valueName: "summary.json", help: "The summary.json a check run wrote.", required: true),
                .option("filter", valueName: "pattern",
                        help: "Only scenarios whose id matches this glob pattern (repeatable: any of the patterns).",
                        repeating: true),
                .option("baseline", valueName: "dir", help: "The --baseline folder the check used, if it used one."),
            ],
            examples: [
                .init("layoutlens approve --from layout-report/summary.json", "Accept every listed change."),
                .init("layoutlens approve --from layout-report/summary.json --filter 'seed-001/*'", "Only seed-001's scenarios."),
            ])
    }

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        let path = arguments.string("from")!
        let data: Data
        switch readRegularFile(path, limit: Approval.maximumSummaryBytes) {
        case .success(let contents): data = contents
        case .failure(let problem):
            io.error("error: cannot read '\(path)': \(problem)\nSee 'layoutlens approve --help'.\n")
            return 2
        }
        var snapshotFolders: [String]?
        let inputs = arguments.strings("inputs")
        if !inputs.isEmpty {
            switch FixtureLayouts.files(for: inputs, command: "approve", io: io) {
            case .success(let files): snapshotFolders = SnapshotStore().writableRoots(fixturePaths: files.map(\.path)).map(\.path)
            case .failure(let status): return status.code
            }
        }
        do {
            let approval = try Approval(summaryText: String(decoding: data, as: UTF8.self), filters: arguments.strings("filter"),
                                        baseline: arguments.string("baseline"), snapshotFolders: snapshotFolders)
            let lines = try approval.apply()
            io.output((lines + ["Approved \(lines.count) change\(lines.count == 1 ? "" : "s")."]).joined(separator: "\n") + "\n")
            return 0
        } catch {
            io.error("error: \(path): \(error)\n")
            return 2
        }
    }
}
