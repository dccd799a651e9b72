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
        CommandIO(output: { StandardStream.output.write($0) },
                  error: { StandardStream.error.write($0) },
                  errorIsTerminal: isatty(STDERR_FILENO) != 0)
    }
}
