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
                + "removed one, exactly as the check run saw them. --filter limits this to scenario ids "
                + "(<fixture>/<scenario>) matching a regular expression.",
            arguments: [
                .option("from", valueName: "summary.json", help: "The summary.json a check run wrote.", required: true),
                .option("filter", valueName: "regex", help: "Only scenarios whose id matches this regular expression."),
            ],
            examples: [
                .init("layoutlens approve --from layout-report/summary.json", "Accept every listed change."),
                .init("layoutlens approve --from layout-report/summary.json --filter '^seed-001/'", "Only seed-001's scenarios."),
            ])
    }

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        let path = arguments.string("from")!
        guard let data = FileManager.default.contents(atPath: path) else {
            io.error("error: cannot read '\(path)'\nSee 'layoutlens approve --help'.\n")
            return 2
        }
        do {
            let approval = try Approval(summaryText: String(decoding: data, as: UTF8.self), filter: arguments.string("filter"))
            let lines = try approval.apply()
            io.output((lines + ["Approved \(lines.count) change\(lines.count == 1 ? "" : "s")."]).joined(separator: "\n") + "\n")
            return 0
        } catch {
            io.error("error: \(path): \(error)\n")
            return 2
        }
    }
}
