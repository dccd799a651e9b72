/// Generates `--help` text in fixed sections: OVERVIEW, USAGE, ARGUMENTS, OPTIONS, SUBCOMMANDS,
/// EXAMPLES, with a fixed label column and every paragraph wrapped to `width` columns.
public struct HelpGenerator: Sendable {
    public var width: Int
    /// Where descriptions start; labels longer than this get their description on the next line.
    let labelColumn = 26

    public init(width: Int = 80) {
        self.width = max(width, 40)
    }

    /// The help of the last command in `path` (`path[0]` is the root).
    public func help(for path: [CommandSpec]) -> String {
        let command = path.last!
        let commandLine = path.map(\.name).joined(separator: " ")
        var sections: [String] = []

        sections.append(wrapped("OVERVIEW: " + command.abstract, indent: 0, hanging: 2).joined(separator: "\n"))
        if !command.discussion.isEmpty {
            sections.append(wrapped(command.discussion, indent: 0, hanging: 0).joined(separator: "\n"))
        }
        sections.append(usage(commandLine: commandLine, command: command))

        if !command.positionals.isEmpty {
            sections.append("ARGUMENTS:\n" + command.positionals.map { row(label($0), describe($0)) }.joined(separator: "\n"))
        }
        var options = command.visibleOptionsIncludingHelp
        if command.version != nil {
            options.append(.flag("version", help: "Show the version."))
        }
        sections.append("OPTIONS:\n" + options.map { row(label($0), describe($0)) }.joined(separator: "\n"))

        if !command.subcommands.isEmpty {
            let rows = command.subcommands.map { row($0.name, $0.abstract) }.joined(separator: "\n")
            sections.append("SUBCOMMANDS:\n" + rows + "\n\n  See '\(commandLine) help <subcommand>' for detailed help.")
        }
        if !command.examples.isEmpty {
            let rows = command.examples.map { example in
                // Command lines stay on one line so they can be copied as they are.
                (["  " + example.commandLine] + wrapped(example.explanation, indent: 6, hanging: 0)).joined(separator: "\n")
            }
            sections.append("EXAMPLES:\n" + rows.joined(separator: "\n\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    func usage(commandLine: String, command: CommandSpec) -> String {
        var parts = [commandLine]
        if !command.subcommands.isEmpty { parts.append("<subcommand>") }
        for spec in command.positionals {
            let word = spec.displayName + (spec.isRepeating ? " ..." : "")
            parts.append(spec.isRequired ? word : "[\(word)]")
        }
        for spec in command.arguments where spec.kind != .positional && !spec.isHidden {
            var word = "--" + spec.name
            if spec.kind == .option { word += " <\(spec.valueName)>" }
            if spec.isRepeating { word += " ..." }
            parts.append(spec.isRequired ? word : "[\(word)]")
        }
        // Wrap between parts, never inside `[--out <dir>]`.
        let prefix = "USAGE: "
        var lines: [String] = []
        var line = prefix
        let continuation = String(repeating: " ", count: prefix.count + commandLine.count + 1)
        for part in parts {
            if line == prefix || line == continuation {
                line += part
            } else if line.count + 1 + part.count <= width {
                line += " " + part
            } else {
                lines.append(line)
                line = continuation + part
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }

    func label(_ spec: ArgumentSpec) -> String {
        switch spec.kind {
        case .positional:
            return spec.displayName + (spec.isRepeating ? " ..." : "")
        case .flag, .option:
            var text = spec.shortName.map { "-\($0), " } ?? ""
            text += "--" + spec.name
            if spec.kind == .option { text += " <\(spec.valueName)>" }
            if spec.isRepeating { text += " ..." }
            return text
        }
    }

    func describe(_ spec: ArgumentSpec) -> String {
        var text = spec.help
        if case .choice(let words) = spec.valueKind, !text.contains(words.joined(separator: "|")) {
            text += " (values: \(words.joined(separator: ", ")))"
        }
        if let defaultValue = spec.defaultValue { text += " (default: \(defaultValue))" }
        if spec.isRequired && spec.kind == .option { text += " (required)" }
        return text
    }

    /// `  label                   description…` with the description wrapped at the label column.
    func row(_ label: String, _ description: String) -> String {
        let labelText = "  " + label
        let descriptionLines = TextWrapping.wrap(description, width: width - labelColumn)
        var lines: [String] = []
        if labelText.count <= labelColumn - 2 {
            lines.append(labelText + String(repeating: " ", count: labelColumn - labelText.count) + descriptionLines[0])
            lines += descriptionLines.dropFirst().map { String(repeating: " ", count: labelColumn) + $0 }
        } else {
            lines.append(labelText)
            lines += descriptionLines.map { String(repeating: " ", count: labelColumn) + $0 }
        }
        return lines.joined(separator: "\n")
    }

    /// Wraps `text`: the first line indented by `indent`, the following ones by `indent + hanging`.
    func wrapped(_ text: String, indent: Int, hanging: Int) -> [String] {
        let first = TextWrapping.wrap(text, width: width - indent)
        guard let head = first.first else { return [] }
        let rest = TextWrapping.wrap(first.dropFirst().joined(separator: " "), width: width - indent - hanging)
        return [String(repeating: " ", count: indent) + head]
            + (first.count > 1 ? rest.map { String(repeating: " ", count: indent + hanging) + $0 } : [])
    }
}
