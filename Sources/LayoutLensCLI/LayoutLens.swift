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

/// The `layoutlens` command line: a dispatcher over the registered commands.
public enum LayoutLens {
    public static let version = "0.1.0"

    /// Every subcommand, in the order `--help` lists them. Add new commands here.
    public static let commands: [any LayoutLensCommand.Type] = [
        RenderCommand.self,
        FramesCommandRegistration.self,
        ExplainCommand.self,
        CheckCommand.self,
        LintCommand.self,
        MarkdownCommand.self,
        ApproveCommand.self,
        PruneCommand.self,
        ServeCommand.self,
        MergeCommand.self,
    ]

    public static var rootSpec: CommandSpec {
        CommandSpec(
            name: "layoutlens",
            abstract: "Compute the frames SwiftUI gives your views, draw them, and check them in CI.",
            discussion: "LayoutLens reads SwiftUI previews from Swift files and lays them out as SwiftUI on iOS does "
                + "(display scale 3, 17 pt body text), on any machine.",
            examples: [
                .init("layoutlens render Fixtures --out site", "Draw every scenario of Fixtures/ and write site/index.html."),
                .init("layoutlens frames Fixtures/seed-001-relative-size.swift --format text", "Print every view's frame."),
                .init("layoutlens explain Fixtures/seed-001-relative-size.swift --scenario \"relative size middle\"",
                      "Explain a layout step by step, with the arithmetic."),
                .init("layoutlens check Fixtures --out layout-report", "Compare with the recorded snapshots; write a report."),
            ],
            subcommands: commands.map { $0.spec },
            version: "layoutlens \(version)")
    }

    /// Parses `arguments` (argv without the program name), runs the command and returns the exit
    /// status: help and `--version` print to stdout and return 0; usage errors print to stderr
    /// with a hint and return 2.
    ///
    /// The nearest `.layoutlens.json` at or above `configurationFolder` (default: the current
    /// folder) supplies the options the command line leaves out (`ConfigurationFile`);
    /// `--no-config` ignores it. A file that cannot be used is a one-line error, status 2.
    /// `LAYOUTLENS_DEFAULT_INPUTS` in `environment` (newline-separated, set by the SwiftPM plugin)
    /// are the inputs when neither the command line nor the file gives any.
    public static func main(arguments: [String], io: CommandIO = .standard, configurationFolder: String? = nil,
                            environment: [String: String] = ProcessInfo.processInfo.environment) -> Int32 {
        if DeviceOption.asksForList(arguments) {
            io.output(DeviceOption.table)
            return 0
        }
        var arguments = arguments
        let workingDirectory = FileManager.default.currentDirectoryPath
        if let index = arguments.prefix(while: { $0 != "--" }).firstIndex(of: "--no-config") {
            arguments.remove(at: index)
        } else if arguments.contains(where: { word in commands.contains { $0.spec.name == word } }),
                  let path = ConfigurationFile.find(from: configurationFolder ?? workingDirectory) {
            // Only a command reads the file: `layoutlens --help` works beside a broken one.
            switch ConfigurationFile.read(path, commands: rootSpec.subcommands) {
            case .success(let configuration):
                arguments = ConfigurationArguments.merge(arguments, with: configuration, root: rootSpec, workingDirectory: workingDirectory)
            case .failure(let problem):
                io.error("\(problem)\n")
                return CommandLineOutcome.usageErrorStatus
            }
        }
        // The SwiftPM plugin's targets: inputs only when neither the command line nor the file gave any.
        if let defaults = environment["LAYOUTLENS_DEFAULT_INPUTS"], !defaults.isEmpty {
            let inputs = defaults.split(separator: "\n").map { JSONValue.string(String($0)) }
            let plugin = ConfigurationFile(path: workingDirectory + "/LAYOUTLENS_DEFAULT_INPUTS", shared: [("inputs", .array(inputs))], commands: [:])
            arguments = ConfigurationArguments.merge(arguments, with: plugin, root: rootSpec, workingDirectory: workingDirectory)
        }
        let outcome = CommandLineParser(root: rootSpec).parse(arguments)
        if let report = outcome.report {
            (report.toStandardError ? io.error : io.output)(report.text)
            return report.status
        }
        guard case .run(let parsed) = outcome, parsed.commandPath.count >= 2,
              let command = commands.first(where: { $0.spec.name == parsed.commandPath[1] }) else {
            io.error("error: missing command\nSee 'layoutlens --help'.\n")
            return CommandLineOutcome.usageErrorStatus
        }
        return command.run(parsed, io: io)
    }
}
