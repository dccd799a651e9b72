import Foundation

/// Where a command writes and what it knows about its terminal; tests pass a capturing one.
public struct CommandIO: Sendable {
    /// Writes to standard output (results, help).
    public var output: @Sendable (String) -> Void
    /// Writes to standard error (diagnostics, progress, usage errors).
    public var error: @Sendable (String) -> Void
    /// Whether standard error is a terminal: progress lines are only drawn there.
    public var errorIsTerminal: Bool

    public init(output: @escaping @Sendable (String) -> Void, error: @escaping @Sendable (String) -> Void,
                errorIsTerminal: Bool = false) {
        self.output = output
        self.error = error
        self.errorIsTerminal = errorIsTerminal
    }

    /// The process's standard output and error.
    public static var standard: CommandIO {
        CommandIO(output: { FileHandle.standardOutput.write(Data($0.utf8)) },
                  error: { FileHandle.standardError.write(Data($0.utf8)) },
                  errorIsTerminal: isatty(STDERR_FILENO) != 0)
    }
}
