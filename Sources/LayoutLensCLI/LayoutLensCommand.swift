import ArgumentParsing

/// A `layoutlens` subcommand: its declared interface and what it does with parsed arguments.
///
/// Adding a command is one file with a type conforming to this protocol and one line in
/// `LayoutLens.commands`.
public protocol LayoutLensCommand: Sendable {
    /// Name, abstract, arguments and examples; the help text is generated from it.
    static var spec: CommandSpec { get }
    /// Runs the command; returns the exit status (0 success, 1 failure, 2 usage error).
    static func run(_ arguments: ParsedArguments, io: CommandIO) -> Int32
}
