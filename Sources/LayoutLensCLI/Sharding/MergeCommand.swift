import ArgumentParsing
import FileAccess
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

/// `layoutlens merge`: joins the report folders of `check --shard I/N` jobs into one report
/// (`ShardReports`), and exits as one check over every shard would.
enum MergeCommand: LayoutLensCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "merge",
            abstract: "Join the reports of 'check --shard' jobs into one report.",
            discussion: "Writes summary.json (approve --from reads it), junit.xml, summary.md and an index.html linking each "
                + "shard's report (copied into shards/<n>/). Exit status: 0 nothing failed; 1 a difference --fail-on names; "
                + "2 a report that cannot be read, or one scenario in two reports.",
            arguments: [
                .positional("reports", help: "The --out folders of the shards' checks.", repeating: true),
                .option("out", valueName: "dir", help: "The folder to write the joined report to.", required: true),
                .option("fail-on", valueName: "kinds",
                        help: "Which differences fail, comma-separated: changed, added, renamed, removed, orphan.",
                        default: "changed,added,renamed,removed,orphan"),
                .flag("force", help: "Write into an --out folder LayoutLens did not write before."),
            ],
            examples: [
                .init("layoutlens merge shard-1 shard-2 shard-3 --out layout-report", "Join three shards' reports."),
            ])
    }

    static let files = ["index.html", "summary.json", "junit.xml", "summary.md"]

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        let out = arguments.string("out")!
        guard case .success(let failOn) = FailOn.parse(arguments.string("fail-on") ?? "") else {
            io.error("error: --fail-on takes changed, added, renamed, removed, orphan\nSee 'layoutlens merge --help'.\n")
            return 2
        }
        let folders = arguments.strings("reports")
        guard !folders.isEmpty else {
            io.error("error: no report folders to merge\nSee 'layoutlens merge --help'.\n")
            return 2
        }
        if let refusal = OutputManifest.refusal(ofFolder: out, force: arguments.flag("force")) {
            io.error("error: \(refusal)\nSee 'layoutlens merge --help'.\n")
            return 2
        }
        var reports = ShardReports()
        for folder in folders {
            switch ShardReports.read(folder) {
            case .success(let report): reports.reports.append(report)
            case .failure(let problem):
                io.error("\(problem)\n")
                return 2
            }
        }
        let summary: JSONValue
        switch reports.summary() {
        case .success(let joined): summary = joined
        case .failure(let problem):
            io.error("\(problem)\n")
            return 2
        }
        let counts = summary["counts"] ?? .object([])
        var contents: [(String, Data)] = [
            ("index.html", Data(reports.page(counts: counts).utf8)),
            ("summary.json", Data((summary.serialized(pretty: true) + "\n").utf8)),
            ("junit.xml", Data(reports.junit().utf8)),
            ("summary.md", Data(reports.markdown(counts: counts).utf8)),
        ]
        for (number, report) in reports.reports.enumerated() {
            if let page = report.page { contents.append(("shards/\(number + 1)/index.html", page)) }
        }
        do {
            try FileManager.default.createDirectory(atPath: out, withIntermediateDirectories: true)
            let roots = [WritableRoot(out, kind: .output).resolvingLinks()]
            let listed = OutputManifest.read(in: out) ?? []
            for (name, data) in contents {
                let path = SnapshotStore.join(out, name)
                if !arguments.flag("force"), !listed.contains(name), FilePaths.kind(of: path) == .regularFile {
                    throw OutputRefusal(OutputManifest.foreignFile(path))
                }
                try writePermittedFile(data, to: path, in: roots)
            }
            try writePermittedFile(Data(OutputManifest.text(listed.union(contents.map(\.0))).utf8),
                                   to: SnapshotStore.join(out, OutputManifest.fileName), in: roots)
        } catch {
            io.error("error: cannot write the merged report to '\(out)': \(error)\n")
            return 2
        }
        let statuses = (summary["scenarios"]?.arrayValue ?? []).compactMap { $0["status"]?.stringValue }
            .compactMap(ScenarioComparison.Status.init(rawValue:))
        io.output("Merged \(reports.reports.count) report\(reports.reports.count == 1 ? "" : "s"): "
                  + ScenarioComparison.Status.allCases.map { "\(Int(counts[$0.rawValue]?.numberValue ?? 0)) \($0.rawValue)" }
                      .joined(separator: ", ")
                  + ". Report: \(out)/index.html\n")
        return statuses.contains(where: failOn.includes) ? 1 : 0
    }
}
