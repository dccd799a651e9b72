/// A command's declared interface: its name, what it does, its arguments, examples and
/// subcommands. `layoutlens` is the root; `render`, `frames`, … are its subcommands.
public struct CommandSpec: Sendable {
    /// One word as typed (`render`).
    public var name: String
    /// One line for the parent's command list and the `OVERVIEW:` line.
    public var abstract: String
    /// Optional paragraphs printed after the overview.
    public var discussion: String
    public var arguments: [ArgumentSpec]
    public var examples: [Example]
    public var subcommands: [CommandSpec]
    /// Printed by `--version` on the root command.
    public var version: String?

    public init(name: String, abstract: String, discussion: String = "", arguments: [ArgumentSpec] = [],
                examples: [Example] = [], subcommands: [CommandSpec] = [], version: String? = nil) {
        self.name = name
        self.abstract = abstract
        self.discussion = discussion
        self.arguments = arguments
        self.examples = examples
        self.subcommands = subcommands
        self.version = version
    }

    /// A command line shown under `EXAMPLES:` with what it does.
    public struct Example: Sendable, Equatable {
        public var commandLine: String
        public var explanation: String
        public init(_ commandLine: String, _ explanation: String) {
            self.commandLine = commandLine
            self.explanation = explanation
        }
    }

    /// Every option and flag including the implicit `-h, --help`.
    var optionsIncludingHelp: [ArgumentSpec] {
        arguments.filter { $0.kind != .positional } + [ArgumentSpec.helpFlag]
    }

    /// The options and flags `--help` shows and "Did you mean" suggests: hidden ones left out.
    var visibleOptionsIncludingHelp: [ArgumentSpec] {
        optionsIncludingHelp.filter { !$0.isHidden }
    }

    var positionals: [ArgumentSpec] { arguments.filter { $0.kind == .positional } }
}

extension ArgumentSpec {
    /// The `-h, --help` flag every command has.
    static let helpFlag = ArgumentSpec.flag("help", short: "h", help: "Show help information.")
}
