import ArgumentParsing
import Snapshots

/// The JSON Schema (draft 2020-12) of `.layoutlens.json`, made from the commands' own option
/// declarations so it can never drift from them: `docs/layoutlens.schema.json` is this text
/// (a test compares them). Editors that read `"$schema"` complete and check the file with it.
enum ConfigurationSchema {
    static func text(root: CommandSpec) -> String {
        var shared: [(String, JSONValue)] = [("$schema", .object([("type", .string("string"))]))]
        var seen = Set<String>()
        for command in root.subcommands {
            for argument in command.arguments where !argument.isHidden && seen.insert(argument.name).inserted {
                let commands = root.subcommands.filter { $0.arguments.contains { $0.name == argument.name && !$0.isHidden } }.map(\.name)
                shared.append((argument.name, property(argument, prefix: "For \(commands.joined(separator: ", ")). ")))
            }
        }
        let sections = root.subcommands.map { command -> (String, JSONValue) in
            (command.name, .object([
                ("description", .string("Options of 'layoutlens \(command.name)' only; they win over the top-level keys.")),
                ("type", .string("object")),
                ("additionalProperties", .bool(false)),
                ("properties", .object(command.arguments.filter { !$0.isHidden }.map { ($0.name, property($0)) })),
            ]))
        }
        let schema: JSONValue = .object([
            ("$schema", .string("https://json-schema.org/draft/2020-12/schema")),
            ("title", .string("LayoutLens configuration (.layoutlens.json)")),
            ("description", .string("Options as on the command line, by their long names. Top-level keys apply to every command "
                                    + "that has the option; a command's object to that command; typed flags win over both. "
                                    + "Relative paths are relative to the file's folder.")),
            ("type", .string("object")),
            ("additionalProperties", .bool(false)),
            ("properties", .object(shared + sections)),
        ])
        return schema.serialized(pretty: true) + "\n"
    }

    static func property(_ argument: ArgumentSpec, prefix: String = "") -> JSONValue {
        var members: [(String, JSONValue)] = [("description", .string(prefix + argument.help))]
        switch argument.kind {
        case .flag:
            members.append(("type", .string("boolean")))
        case .option, .positional:
            let single: [(String, JSONValue)]
            switch argument.valueKind {
            case .integer: single = [("type", .string("integer"))]
            case .number, .positiveNumber, .displayScale: single = [("type", .string("number"))]
            case .choice(let words): single = [("enum", .array(words.map(JSONValue.string)))]
            default: single = [("type", .string("string"))]
            }
            if argument.isRepeating {
                members.append(("oneOf", .array([.object(single), .object([("type", .string("array")), ("items", .object(single))])])))
            } else {
                members += single
            }
        }
        return .object(members)
    }
}
