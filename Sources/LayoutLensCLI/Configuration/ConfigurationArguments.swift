import ArgumentParsing
import FileAccess
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
import Snapshots

/// Adds a configuration file's options to a command line, as if typed, for the options the
/// command line does not give: an option typed there wins over the file (all of a repeating
/// option's values: `--font a.ttf` replaces the file's list), and typed inputs replace the
/// file's `inputs`.
enum ConfigurationArguments {
    static func merge(_ arguments: [String], with configuration: ConfigurationFile, root: CommandSpec,
                      workingDirectory: String) -> [String] {
        guard let commandIndex = arguments.firstIndex(where: { word in root.subcommands.contains { $0.name == word } }),
              arguments[..<commandIndex].allSatisfy({ $0.hasPrefix("-") && $0 != "--" }) else { return arguments }
        let spec = root.subcommands.first { $0.name == arguments[commandIndex] }!
        let rest = Array(arguments[(commandIndex + 1)...])
        let given = typedNames(rest, spec: spec)
        var values: [(String, JSONValue)] = configuration.shared.filter { key, _ in spec.arguments.contains { $0.name == key } }
        for (key, value) in configuration.commands[spec.name] ?? [] {
            values.removeAll { $0.0 == key }
            values.append((key, value))
        }
        let folder = PathText.deletingLastComponent(configuration.path)
        var options: [String] = []
        var positionals: [String] = []
        for (key, value) in values {
            guard let argument = spec.arguments.first(where: { $0.name == key }) else { continue }
            let isPath = argument.kind == .positional || ["dir", "path", "file"].contains(argument.valueName)
            let words = Self.words(value).map { isPath ? Self.path($0, relativeTo: folder, shownFrom: workingDirectory) : $0 }
            switch argument.kind {
            case .flag:
                if value == .bool(true), !given.names.contains(key) { options.append("--" + key) }
            case .option:
                if !given.names.contains(key) { options += words.map { "--\(key)=\($0)" } }
            case .positional:
                if !given.hasPositionals { positionals += words }
            }
        }
        if options.isEmpty && positionals.isEmpty { return arguments }
        var merged = Array(arguments[...commandIndex]) + options + rest
        if !positionals.isEmpty { merged += (rest.contains("--") ? [] : ["--"]) + positionals }
        return merged
    }

    /// The options typed after the command, and whether any positional word was.
    static func typedNames(_ words: [String], spec: CommandSpec) -> (names: Set<String>, hasPositionals: Bool) {
        var names = Set<String>()
        var hasPositionals = false
        var index = 0
        while index < words.count {
            let word = words[index]
            index += 1
            if word == "--" { hasPositionals = hasPositionals || index < words.count; break }
            if word.hasPrefix("--") {
                let name = String(word.dropFirst(2).prefix { $0 != "=" })
                names.insert(name)
                if !word.contains("="), spec.arguments.contains(where: { $0.name == name && $0.kind == .option }) { index += 1 }
            } else if word.hasPrefix("-"), word.count == 2, let argument = spec.arguments.first(where: { $0.shortName == word.last }) {
                names.insert(argument.name)
                if argument.kind == .option { index += 1 }
            } else {
                hasPositionals = true
            }
        }
        return (names, hasPositionals)
    }

    static func words(_ value: JSONValue) -> [String] {
        switch value {
        case .string(let text): return [text]
        case .number(let number): return [number == number.rounded() && abs(number) < 1e15 ? String(Int(number)) : String(number)]
        case .array(let items): return items.compactMap(\.stringValue)
        default: return []
        }
    }

    /// A path of the file, relative to its folder, as the command sees it: relative to the
    /// working directory when it lies below it, else absolute.
    static func path(_ path: String, relativeTo folder: String, shownFrom workingDirectory: String) -> String {
        let absolute = path.hasPrefix("/") ? path : URL(fileURLWithPath: folder).appendingPathComponent(path).standardizedFileURL.path
        let base = URL(fileURLWithPath: workingDirectory).standardizedFileURL.path
        if absolute == base { return "." }
        if base == "/" { return absolute }
        let prefix = base.hasSuffix("/") ? base : base + "/"
        return absolute.hasPrefix(prefix) ? String(absolute.dropFirst(prefix.count)) : absolute
    }
}
