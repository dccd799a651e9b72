/// Why a command line could not be parsed. Each case renders as one `Error:` line and, where
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

    /// The `Error:` line, and a `Did you mean …?` line when one applies.
    public var message: String {
        switch self {
        case .unknownOption(let name, let suggestion):
            return "Error: unknown option '\(name)'" + (suggestion.map { "\nDid you mean '\($0)'?" } ?? "")
        case .unknownCommand(let name, let suggestion):
            return "Error: unknown command '\(name)'" + (suggestion.map { "\nDid you mean '\($0)'?" } ?? "")
        case .missingValue(let option, let valueName):
            return "Error: missing value for '\(option) <\(valueName)>'"
        case .invalidValue(let argument, let value, let problem):
            return "Error: invalid value '\(value)' for '\(argument)': \(problem)"
        case .missingArgument(let name):
            return "Error: missing \(name.hasPrefix("--") ? "option" : "argument") '\(name)'"
        case .unexpectedArgument(let value):
            return "Error: unexpected argument '\(value)'"
        case .flagWithValue(let name):
            return "Error: flag '\(name)' does not take a value"
        case .duplicateOption(let name):
            return "Error: option '\(name)' given more than once"
        case .missingCommand:
            return "Error: missing command"
        }
    }
}
