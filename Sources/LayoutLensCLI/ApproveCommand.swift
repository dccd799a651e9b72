import FileAccess
import ArgumentParsing
import Foundation
import Snapshots

/// `layoutlens approve`: accepts the changes a `check` run listed in its `summary.json`.
enum ApproveCommand: LayoutLensCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "approve",
            abstract: "Accept the layout changes listed in a check report's summary.json.",
            discussion: "Writes the new snapshot of every changed or added scenario and deletes the snapshot of every "
                + "removed one, exactly as the check run saw them, into the snapshot folders the check used, whatever "
                + "the working directory (or the same folders in this checkout of the repository). --filter limits "
                + "this to scenario ids (<fixture>/<scenario>) matching a glob pattern: * any characters, ? one, "
                + "[a-z] a set. Nothing outside those folders is written or deleted, and only snapshot files are "
                + "replaced or deleted.",
            arguments: [
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
        switch readRegularFile(path) {
        case .success(let contents): data = contents
        case .failure(let problem):
            io.error("error: cannot read '\(path)': \(problem)\nSee 'layoutlens approve --help'.\n")
            return 2
        }
        do {
            let approval = try Approval(summaryText: String(decoding: data, as: UTF8.self), filters: arguments.strings("filter"),
                                        baseline: arguments.string("baseline"))
            let lines = try approval.apply()
            io.output((lines + ["Approved \(lines.count) change\(lines.count == 1 ? "" : "s")."]).joined(separator: "\n") + "\n")
            return 0
        } catch {
            io.error("error: \(path): \(error)\n")
            return 2
        }
    }
}
