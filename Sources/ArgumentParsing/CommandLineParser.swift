/// Parses argv against a tree of `CommandSpec`s: finds the subcommand, matches options, flags
/// and positionals, checks value types and required arguments, and answers `--help`.
public struct CommandLineParser: Sendable {
    public var root: CommandSpec
    /// The column help text is wrapped to.
    public var helpWidth: Int

    public init(root: CommandSpec, helpWidth: Int = 80) {
        self.root = root
        self.helpWidth = helpWidth
    }

    /// Parses `arguments` (argv without the program name).
    public func parse(_ arguments: [String]) -> CommandLineOutcome {
        var tokens = SplitArguments.split(arguments)[...]
        var path = [root]

        // `layoutlens help render` is `layoutlens render --help`.
        if case .value("help")? = tokens.first?.element, !root.subcommands.isEmpty {
            tokens.removeFirst()
            while case .value(let word)? = tokens.first?.element, !path.last!.subcommands.isEmpty {
                let names = path.last!.subcommands.map(\.name)
                guard let sub = path.last!.subcommands.first(where: { $0.name == word }) else {
                    // `help nope` is an error, not the root help with status 0.
                    return .failure(.unknownCommand(word, suggestion: EditDistance.closest(to: word, in: names)),
                                    helpCommand: Self.helpCommand(path))
                }
                path.append(sub)
                tokens.removeFirst()
            }
            return .help(HelpGenerator(width: helpWidth).help(for: path))
        }

        while !path.last!.subcommands.isEmpty {
            guard let token = tokens.first else { break }
            if case .value(let word) = token.element {
                let names = path.last!.subcommands.map(\.name)
                guard let sub = path.last!.subcommands.first(where: { $0.name == word }) else {
                    return .failure(.unknownCommand(word, suggestion: EditDistance.closest(to: word, in: names)),
                                    helpCommand: Self.helpCommand(path))
                }
                path.append(sub)
                tokens.removeFirst()
            } else {
                break
            }
        }
        return parseLeaf(Array(tokens), path: path)
    }

    private func parseLeaf(_ tokens: [ArgumentToken], path: [CommandSpec]) -> CommandLineOutcome {
        let command = path.last!
        let helpCommand = Self.helpCommand(path)
        func fail(_ error: UsageError) -> CommandLineOutcome { .failure(error, helpCommand: helpCommand) }

        // Help wins over every other problem on the line, as users expect.
        for token in tokens {
            switch token.element {
            case .long(name: "help", _), .short("h"):
                return .help(HelpGenerator(width: helpWidth).help(for: path))
            case .long(name: "version", _) where path.count == 1 && command.version != nil:
                return .version(command.version! + "\n")
            default:
                continue
            }
        }

        if !command.subcommands.isEmpty {
            if let token = tokens.first, case .long(let name, _) = token.element {
                let names = command.visibleOptionsIncludingHelp.map { "--" + $0.name } + (command.version == nil ? [] : ["--version"])
                return fail(.unknownOption("--" + name, suggestion: EditDistance.closest(to: "--" + name, in: names)))
            }
            // `layoutlens -x render`: the option is the problem, not a missing command.
            if let token = tokens.first, case .short(let letter) = token.element {
                return fail(.unknownOption("-" + String(letter), suggestion: nil))
            }
            return fail(.missingCommand)
        }

        var values: [String: [String]] = [:]
        var flags: Set<String> = []
        var positionalValues: [String] = []
        var index = 0

        func takeValue(for spec: ArgumentSpec, inline: String?, spelled: String) -> UsageError? {
            var value = inline
            if value == nil, index + 1 < tokens.count, case .value(let next) = tokens[index + 1].element {
                value = next
                index += 1
            }
            guard let value else { return .missingValue(option: spelled, valueName: spec.valueName) }
            if let problem = spec.valueKind.problem(with: value) {
                return .invalidValue(argument: spelled, value: value, problem: problem)
            }
            if !spec.isRepeating, values[spec.name] != nil { return .duplicateOption(spelled) }
            values[spec.name, default: []].append(value)
            return nil
        }

        while index < tokens.count {
            let token = tokens[index]
            switch token.element {
            case .long(let name, let inline):
                guard let spec = command.arguments.first(where: { $0.kind != .positional && $0.name == name }) else {
                    let names = command.visibleOptionsIncludingHelp.map { "--" + $0.name }
                    return fail(.unknownOption("--" + name, suggestion: EditDistance.closest(to: "--" + name, in: names)))
                }
                if spec.kind == .flag {
                    if inline != nil { return fail(.flagWithValue("--" + name)) }
                    flags.insert(spec.name)
                } else if let error = takeValue(for: spec, inline: inline, spelled: "--" + name) {
                    return fail(error)
                }
            case .short(let letter):
                guard let spec = command.arguments.first(where: { $0.kind != .positional && $0.shortName == letter }) else {
                    return fail(.unknownOption("-" + String(letter), suggestion: nil))
                }
                if spec.kind == .flag {
                    flags.insert(spec.name)
                } else if let error = takeValue(for: spec, inline: nil, spelled: "-" + String(letter)) {
                    return fail(error)
                }
            case .value(let value):
                positionalValues.append(value)
            }
            index += 1
        }

        // Positionals in declaration order; a repeating one takes all that remain.
        var remaining = positionalValues[...]
        for spec in command.positionals {
            if spec.isRepeating {
                for value in remaining {
                    if let problem = spec.valueKind.problem(with: value) {
                        return fail(.invalidValue(argument: spec.displayName, value: value, problem: problem))
                    }
                }
                if !remaining.isEmpty { values[spec.name] = Array(remaining) }
                remaining = []
            } else if let value = remaining.first {
                if let problem = spec.valueKind.problem(with: value) {
                    return fail(.invalidValue(argument: spec.displayName, value: value, problem: problem))
                }
                values[spec.name] = [value]
                remaining = remaining.dropFirst()
            }
        }
        if let extra = remaining.first { return fail(.unexpectedArgument(extra)) }

        let typed = Set(values.keys)
        for spec in command.arguments where values[spec.name] == nil && spec.kind != .flag {
            if spec.isRequired { return fail(.missingArgument(spec.displayName)) }
            if let defaultValue = spec.defaultValue { values[spec.name] = [defaultValue] }
        }
        return .run(ParsedArguments(commandPath: path.map(\.name), values: values, flags: flags, typed: typed))
    }

    static func helpCommand(_ path: [CommandSpec]) -> String {
        (path.map(\.name) + ["--help"]).joined(separator: " ")
    }
}
