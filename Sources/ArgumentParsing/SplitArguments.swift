/// One element of argv after splitting, remembering where it came from.
struct ArgumentToken: Equatable {
    enum Element: Equatable {
        /// `--name` or `--name=value` (the inline value is kept).
        case long(name: String, inlineValue: String?)
        /// `-x`: one letter; `-abc` is split into three.
        case short(Character)
        /// Anything else, including everything after `--` and a lone `-`.
        case value(String)
    }

    var element: Element
    /// The index in argv, so messages can quote what the user typed.
    var index: Int
    /// The argv string the token came from.
    var original: String
}

/// Splits argv into tokens the way POSIX and GNU tools do: `--name=value`, `--name value`,
/// `-h`, grouped short flags `-ab`, and `--` ending option processing.
enum SplitArguments {
    static func split(_ arguments: [String]) -> [ArgumentToken] {
        var tokens: [ArgumentToken] = []
        var optionsEnded = false
        for (index, argument) in arguments.enumerated() {
            if optionsEnded {
                tokens.append(ArgumentToken(element: .value(argument), index: index, original: argument))
            } else if argument == "--" {
                optionsEnded = true
            } else if argument.hasPrefix("--") {
                let body = argument.dropFirst(2)
                if let equals = body.firstIndex(of: "=") {
                    tokens.append(ArgumentToken(element: .long(name: String(body[..<equals]),
                                                               inlineValue: String(body[body.index(after: equals)...])),
                                                index: index, original: argument))
                } else {
                    tokens.append(ArgumentToken(element: .long(name: String(body), inlineValue: nil),
                                                index: index, original: argument))
                }
            } else if argument.hasPrefix("-"), argument.count > 1, !looksLikeNumber(argument) {
                for letter in argument.dropFirst() {
                    tokens.append(ArgumentToken(element: .short(letter), index: index, original: argument))
                }
            } else {
                tokens.append(ArgumentToken(element: .value(argument), index: index, original: argument))
            }
        }
        return tokens
    }

    /// `-3` and `-0.5` are values, not short options.
    private static func looksLikeNumber(_ text: String) -> Bool {
        Double(text) != nil
    }
}
