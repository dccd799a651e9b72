/// What parsing a command line leads to, and how each outcome is reported: help on stdout with
/// exit status 0, usage errors on stderr with a hint and exit status 2 (the status POSIX
/// utilities and `git` use for bad usage).
public enum CommandLineOutcome: Sendable, Equatable {
    /// Run the command at the end of `arguments.commandPath`.
    case run(ParsedArguments)
    /// `--help`, `-h` or `help <command>`: the generated help text.
    case help(String)
    /// `--version` on the root command.
    case version(String)
    /// A usage error and the help command to suggest (`layoutlens render --help`).
    case failure(UsageError, helpCommand: String)

    /// Exit status for `.help` and `.version`.
    public static let successStatus: Int32 = 0
    /// Exit status for usage errors.
    public static let usageErrorStatus: Int32 = 2

    /// The text to print for every outcome but `.run`, whether it goes to stderr, and the exit
    /// status; nil for `.run`.
    public var report: (text: String, toStandardError: Bool, status: Int32)? {
        switch self {
        case .run:
            return nil
        case .help(let text), .version(let text):
            return (text, false, Self.successStatus)
        case .failure(let error, let helpCommand):
            return (error.message + "\nSee '\(helpCommand)'.\n", true, Self.usageErrorStatus)
        }
    }
}
