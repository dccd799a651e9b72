import ArgumentParsing

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
    public static func main(arguments: [String], io: CommandIO = .standard) -> Int32 {
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
