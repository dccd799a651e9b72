/// Why a command line could not be parsed. Each case renders as one `error:` line and, where
/// it helps, a hint line; see `message`.
public enum UsageError: Error, Equatable, Sendable {
    case unknownOption(String, suggestion: String?)
    case unknownCommand(String, suggestion: String?)
    case missingValue(option: String, valueName: String)
    case invalidValue(argument: String, value: String, problem: String)
    case missingArgument(String)
    case unexpectedArgument(String)
    case flagWithValue(String)
    case duplicateOption(String)
    case missingCommand

    /// The `error:` line, and a `Did you mean …?` line when one applies.
    public var message: String {
        switch self {
        case .unknownOption(let name, let suggestion):
            return "error: unknown option '\(name)'" + (suggestion.map { "\nDid you mean '\($0)'?" } ?? "")
        case .unknownCommand(let name, let suggestion):
            return "error: unknown command '\(name)'" + (suggestion.map { "\nDid you mean '\($0)'?" } ?? "")
        case .missingValue(let option, let valueName):
            return "error: missing value for '\(option) <\(valueName)>'"
        case .invalidValue(let argument, let value, let problem):
            return "error: invalid value '\(value)' for '\(argument)': \(problem)"
        case .missingArgument(let name):
            return "error: missing \(name.hasPrefix("--") ? "option" : "argument") '\(name)'"
        case .unexpectedArgument(let value):
            return "error: unexpected argument '\(value)'"
        case .flagWithValue(let name):
            return "error: flag '\(name)' does not take a value"
        case .duplicateOption(let name):
            return "error: option '\(name)' given more than once"
        case .missingCommand:
            return "error: missing command"
        }
    }
}
