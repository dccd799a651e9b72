import ArgumentParsing
import Diagnostics
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
import LayoutEngine
import ProjectReader
import SwiftUIRuntime
import TextLayout
import Workers

/// `layoutlens lint`: every preview laid out on a matrix of devices × Dynamic Type sizes, and
/// the layout smells found there (`LintRule`) reported once each at the view's source line.
enum LintCommand: LayoutLensCommand {
    static var spec: CommandSpec {
        CommandSpec(
            name: "lint",
            abstract: "Find layout smells across devices and Dynamic Type sizes: truncated text, overflow, overlaps, small tap targets.",
            discussion: "The project is read once; each preview is then laid out again on every device (--device, repeated; "
                + "default: the smallest and the largest iPhone, " + LintMatrix.defaultDevices.map(\.name).joined(separator: " and ")
                + ") at every Dynamic Type size (--dynamic-type, repeated; default: large and accessibility1-5). Each finding is "
                + "printed once as 'file:line:col: warning: <what> on <devices and sizes>; fix: <fix> [rule-id]'. Rules: "
                + LintRule.allCases.map(\.id).joined(separator: ", ") + " (docs/lint.md). A '// layoutlens:disable:next rule-id' "
                + "comment silences a rule on the next line of code; --disable silences it everywhere. Exit status: 0 no warning "
                + "(or --warn-only); 1 a warning remains; 2 bad input or usage.",
            arguments: [
                .positional("inputs", help: "Swift files, or folders searched for Swift files.", repeating: true),
                .option("device", valueName: "name", .choice(PreviewDevice.all.map(\.name)),
                        help: "A device of the matrix (repeat for several). Default: " + LintMatrix.defaultDevices.map(\.name).joined(separator: ", ") + ".",
                        repeating: true),
                .option("dynamic-type", valueName: "size", .choice(DynamicTypeSize.allCases.map(\.rawValue)),
                        help: "A Dynamic Type size of the matrix (repeat for several). Default: "
                            + LintMatrix.defaultSizes.map(\.rawValue).joined(separator: ", ") + ".",
                        repeating: true),
                .option("disable", valueName: "rule-id", .choice(LintRule.allCases.map(\.id)),
                        help: "Do not report this rule (repeat for several).", repeating: true),
                .option("reporter", valueName: "format", .choice(LintReporter.allCases.map(\.rawValue)),
                        help: "text: one line per finding; json: the layoutlens.lint/1 document; junit, github-actions-logging, gitlab "
                            + "(Code Quality), sarif: as check --reporter. Documents go to standard output.", default: "text"),
                .flag("warn-only", help: "Exit 0 even when warnings remain."),
                DeviceOption.localeArgument, TargetOption.argument, PathExclusion.argument, EmptyInput.flag,
            ],
            examples: [
                .init("layoutlens lint Sources/Previews", "Lint every preview on iPhone SE and iPhone XS Max, Large and AX1-AX5."),
                .init("layoutlens lint App --device iphone-15 --dynamic-type accessibility5 --reporter json",
                      "One cell, as JSON for a CI annotation step."),
            ])
    }

    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32 {
        let devices = arguments.strings("device").compactMap(PreviewDevice.named)
        let sizes = arguments.strings("dynamic-type").compactMap(DynamicTypeSize.init(rawValue:))
        let matrix = LintMatrix(devices: devices.isEmpty ? LintMatrix.defaultDevices : unique(devices, by: \.name),
                                sizes: sizes.isEmpty ? LintMatrix.defaultSizes : unique(sizes, by: \.rawValue))
        let enabled = Set(LintRule.allCases).subtracting(arguments.strings("disable").compactMap(LintRule.init(rawValue:)))
        let files: [FixtureFile]
        switch FixtureLayouts.files(for: arguments.strings("inputs"), command: "lint", io: io, target: arguments.string("target"),
                                       excluding: PathExclusion(patterns: arguments.strings("exclude"))) {
        case .success(let found): files = found
        case .failure(let status): return status.code
        }
        let outcome = LintRun(matrix: matrix, enabled: enabled, locale: arguments.string("locale")).run(files, io: io)
        io.error(outcome.diagnosticsText)
        if let problem = EmptyInput.problem(scenarioCount: outcome.scenarioCount, errorCount: outcome.errorCount,
                                            inputs: arguments.strings("inputs"), command: "lint", allowed: arguments.flag("allow-empty")) {
            io.error(problem)
            return 2
        }
        let reporter = arguments.choice("reporter", as: LintReporter.self) ?? .text
        io.output(reporter.report(outcome.findings, matrix: matrix, scenarioCount: outcome.scenarioCount))
        if outcome.errorCount > 0 { return 2 }
        return outcome.findings.isEmpty || arguments.flag("warn-only") ? 0 : 1
    }

    private static func unique<Item>(_ items: [Item], by key: (Item) -> String) -> [Item] {
        var seen: Set<String> = []
        return items.filter { seen.insert(key($0)).inserted }
    }
}
