import Workers
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
import Render
import Snapshots

/// `layoutlens check`: compares every scenario with its recorded snapshot, prints one line per
/// change, and writes the report (`index.html`, `summary.json`, `junit.xml`, `summary.md`) into
/// `--out`.
enum CheckCommand: LayoutLensCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "check",
            abstract: "Compare layouts with their recorded snapshots and write a before/after report.",
            discussion: "Snapshots live in __Snapshots__/<fixture>/<scenario>.txt beside each fixture, or under "
                + "--baseline, named by the preview's title, else by the view it shows and its ordinal among the untitled "
                + "previews of that view (docs/ci.md); a preview that moved is reported as renamed. Exit status: 0 nothing "
                + "changed; 1 a layout changed, or a scenario was added, renamed or removed (per --fail-on); 2 bad input, "
                + "no scenario at all (unless --allow-empty) or bad usage; 3 a snapshot is missing under --require-baseline. "
                + "When the CI environment variable is set the record mode defaults to 'never'.",
            arguments: [
                .positional("inputs", help: "Swift files, or folders searched for Swift files.", repeating: true),
                .option("out", valueName: "dir", help: "The folder to write the report to.", required: true),
                .option("baseline", valueName: "dir", help: "Keep snapshots in this folder instead of beside the fixtures."),
                .option("base", valueName: "ref",
                        help: "Compare with the layouts at this git revision (a branch, tag or commit) instead of snapshots: "
                            + "its files are read through git, nothing is checked out, read or recorded in __Snapshots__."),
                .option("record", valueName: "mode", .choice(RecordMode.allCases.map(\.rawValue)),
                        help: "When to write snapshots: all, failed (those that differ), missing, never. "
                            + "Default: missing, or never when CI is set."),
                .option("tolerance", valueName: "pt", .number,
                        help: "Ignore frame changes of at most this many points.", default: "0"),
                .option("fail-on", valueName: "kinds",
                        help: "Which differences fail the check, comma-separated: changed, added, renamed, removed, orphan.",
                        default: "changed,added,renamed,removed,orphan"),
                .flag("require-baseline", help: "Fail with status 3, recording nothing, when a scenario has no snapshot."),
                .flag("force", help: "Write the report into an --out folder LayoutLens did not write before (replacing "
                      + "index.html, summary.json, junit.xml and summary.md there)."),
                DeviceOption.argument, DeviceOption.dynamicTypeArgument, DeviceOption.localeArgument, TargetOption.argument, PathExclusion.argument,
                .option("scale", valueName: "n", .displayScale,
                        help: "Display scale that frames are rounded to; default: the device's (3, iphone-se 2)."),
                .option("font", valueName: "path", help: "Measure system text with this font file.", repeating: true),
                .option("templates", valueName: "dir", help: "Read report.html and report-scenario.html from this folder."),
                EmptyInput.flag,
                .option("source-link", valueName: "template",
                        help: "Link each scenario's file:line in the report here, {file} and {line} filled in "
                            + "(e.g. https://github.com/o/r/blob/<sha>/{file}#L{line}); http:// or https:// only. Default: a path relative to the report."),
                .option("annotations", valueName: "format", .choice(["github"]),
                        help: "Also print an annotation per difference: github (::error file=…,line=…:: workflow commands)."),
                .option("shard", valueName: "index/count",
                        help: "Check only shard INDEX (from 1) of COUNT: the fixtures whose name hashes to it, the same split "
                            + "on every machine; join the shards' reports with 'layoutlens merge'."),
                .option("reporter", valueName: "format", .choice(CheckReporter.allCases.map(\.rawValue)),
                        help: "What standard output carries: text (lines for people), json (summary.json), junit, "
                            + "github-actions-logging (workflow commands), gitlab (Code Quality JSON) or sarif (SARIF 2.1.0). "
                            + "With any but text, the closing count goes to standard error.", default: "text"),
            ],
            examples: [
                .init("layoutlens check Fixtures --out layout-report", "Check the fixtures; record snapshots of new scenarios."),
                .init("layoutlens check Fixtures --out layout-report --base origin/main",
                      "In a pull request: compare with the layouts of the base branch, no snapshot files."),
                .init("layoutlens check Fixtures --out layout-report --require-baseline", "In CI: fail when a snapshot is missing."),
                .init("layoutlens check Fixtures --out layout-report --require-baseline --annotations github",
                      "On GitHub Actions: also mark each change on the preview's line."),
            ])
    }

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        let clock = ContinuousClock()
        let start = clock.now
        let out = arguments.string("out")!
        let baseline = arguments.string("baseline")
        let environment = ProcessInfo.processInfo.environment
        let recordMode = arguments.choice("record", as: RecordMode.self) ?? RecordMode.defaultMode(environment: environment)
        let failOn: FailOn
        switch FailOn.parse(arguments.string("fail-on") ?? "") {
        case .success(let value): failOn = value
        case .failure(let error):
            let names = FailOn.names.map(\.0)
            io.error("error: unknown kind '\(error.name)' in --fail-on (expected \(names.joined(separator: ", ")))\n"
                     + (EditDistance.closest(to: error.name, in: names).map { "Did you mean '\($0)'?\n" } ?? "")
                     + "See 'layoutlens check --help'.\n")
            return 2
        }
        let reporter = arguments.choice("reporter", as: CheckReporter.self) ?? .text
        if reporter != .text, arguments.string("annotations") != nil {
            io.error("error: --annotations prints on standard output, which --reporter \(reporter.rawValue) fills; "
                     + "use --reporter github-actions-logging for the annotations alone\nSee 'layoutlens check --help'.\n")
            return 2
        }
        let shard = arguments.string("shard").map { Shard(parsing: $0) }
        if case .some(nil) = shard {
            io.error("error: --shard takes INDEX/COUNT with 1 ≤ INDEX ≤ COUNT (e.g. 2/4), not '\(arguments.string("shard")!)'\n"
                     + "See 'layoutlens check --help'.\n")
            return 2
        }
        let reference = arguments.string("base")
        if reference != nil, let conflicting = ["baseline", "record", "require-baseline"]
            .first(where: { arguments.string($0) != nil || arguments.flag($0) }) {
            io.error("error: --base compares with a git revision, so --\(conflicting) (snapshot files) does not apply\n"
                     + "See 'layoutlens check --help'.\n")
            return 2
        }
        let tolerance = arguments.number("tolerance") ?? 0
        guard tolerance >= 0 else {
            io.error("error: --tolerance must be zero or more points\nSee 'layoutlens check --help'.\n")
            return 2
        }
        // Before anything is read or recorded: a report that could not be written would leave
        // snapshots recorded without one.
        if let refusal = OutputManifest.refusal(ofFolder: out, force: arguments.flag("force")) {
            io.error("error: \(refusal)\nSee 'layoutlens check --help'.\n")
            return 2
        }
        if let template = arguments.string("source-link"), !SourceLinks.isWebTemplate(template) {
            io.error("error: --source-link must be an http:// or https:// address, not '\(template)'\nSee 'layoutlens check --help'.\n")
            return 2
        }
        let files: [FixtureFile]
        switch FixtureLayouts.files(for: arguments.strings("inputs"), command: "check", io: io, target: arguments.string("target"),
                                       excluding: PathExclusion(patterns: arguments.strings("exclude"))) {
        case .success(let found): files = found
        case .failure(let status): return status.code
        }
        guard let library = FixtureLayouts.fontLibrary(arguments.strings("font"), io: io) else { return 2 }
        let loader = CheckScenarioLoader(scale: DeviceOption.scale(arguments), settings: DeviceOption.settings(arguments), library: library)
        let owned = shard.flatMap { $0 }
        let loaded = loader.load(owned.map { shard in files.filter { shard.owns(fixtureName: SnapshotStore.baseName(of: $0.path)) } } ?? files,
                                 io: io)
        // A shard may own no fixture at all (more shards than fixtures): that is no mistake.
        if let problem = EmptyInput.problem(scenarioCount: loaded.scenarios.count, errorCount: loaded.errors,
                                            inputs: arguments.strings("inputs"), command: "check",
                                            allowed: arguments.flag("allow-empty") || owned != nil) {
            io.error(problem)
            return 2
        }

        for scenario in loaded.scenarios where scenario.nameDependsOnOrder {
            io.error("\(scenario.fixturePath):\(scenario.line ?? 1):1: warning: untitled preview '\(scenario.name)' is named by its "
                     + "order among the untitled previews of its view; give it a title (#Preview(\"…\") or "
                     + ".previewDisplayName(\"…\")) so its snapshot keeps its name when previews move\n")
        }
        var store = SnapshotStore(baseline: baseline)
        var fixturePaths = files.map(\.path)
        let base: BaseRevisionLayouts?
        switch reference.map({ BaseRevisionLayouts.load($0, inputs: arguments.strings("inputs"), target: arguments.string("target"),
                                                         shard: owned, excluding: PathExclusion(patterns: arguments.strings("exclude")),
                                                         loader: loader, io: io) }) {
        case .success(let layouts)?:
            base = layouts
            store = layouts.store
            let working = Set(fixturePaths)
            fixturePaths += layouts.fixturePaths.filter { !working.contains($0) }
        case .failure(let problem)?:
            io.error("error: \(problem)\n")
            return 2
        case nil: base = nil
        }
        let runner = CheckRunner(store: store, recordMode: base == nil ? recordMode : .never, tolerance: tolerance,
                                 failOn: failOn, requireBaseline: arguments.flag("require-baseline"))
        let ran = ChangedComponents.attributed(runner.run(loaded.scenarios, fixturePaths: fixturePaths), base: base, files: files)
        let outcome = EditedSources.attached(
            owned.map { $0.restrict(ran, failOn: failOn, requireBaseline: arguments.flag("require-baseline")) } ?? ran, base: base)
        // The revision's copy is not needed once its layouts and changed files are known.
        base?.remove()
        for problem in outcome.problems { io.error(problem + "\n") }
        do {
            try CheckReportWriter.write(outcome.summary, to: out, baseline: baseline, templatesDirectory: arguments.string("templates"),
                                        sourceLinkTemplate: arguments.string("source-link"), force: arguments.flag("force"))
        } catch {
            io.error("error: cannot write the report to '\(out)': \(error)\n")
            return 2
        }

        var lines: [String] = []
        for scenario in outcome.summary.differences {
            if scenario.recorded {
                lines.append("recorded \(scenario.id) → \(scenario.snapshotPath)"
                             + (scenario.renamedFrom.map { " (renamed from \($0.id))" } ?? ""))
                continue
            }
            lines.append(scenario.headline)
            lines += scenario.details(limit: 8).map { "  " + $0 }
        }
        if let document = reporter.document(outcome.summary, baseline: baseline) {
            io.output(document)
        } else if !lines.isEmpty {
            io.output(lines.joined(separator: "\n") + "\n")
        }
        if arguments.string("annotations") == "github" { io.output(outcome.summary.githubAnnotations()) }
        let summary = outcome.summary
        let elapsed = start.duration(to: clock.now)
        let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
        let recorded = summary.scenarios.filter(\.recorded).count
        (reporter == .text ? io.output : io.error)("Checked \(summary.scenarios.count) scenario\(summary.scenarios.count == 1 ? "" : "s"): "
                  + ScenarioComparison.Status.allCases.map { "\(summary.count($0)) \($0.rawValue)" }.joined(separator: ", ")
                  + (recorded > 0 ? "; recorded \(recorded)" : "")
                  + " in \(DiagramNumber.format(seconds)) s. Report: \(out)/index.html\n")
        let exitCode = outcome.exitCode, readErrors = loaded.errors
        // The scenarios, their traces and the report's values are freed on another thread: a
        // tenth of a second for a thousand files that nothing waits for (as `render` does).
        BackgroundRelease.release((consume loaded, consume outcome, consume summary))
        if exitCode == 3 {
            io.error("error: snapshots are missing and --require-baseline is set; record them with 'layoutlens check … --record missing' outside CI\n")
            return 3
        }
        if readErrors > 0 { return 2 }
        return exitCode
    }
}
