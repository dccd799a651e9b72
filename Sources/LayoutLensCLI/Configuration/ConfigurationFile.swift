import ArgumentParsing
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

/// `.layoutlens.json`: the options a team would otherwise repeat in every invocation, found by
/// walking up from the current folder (the nearest file wins; docs/configuration.md, schema in
/// docs/layoutlens.schema.json).
///
/// Every key is the long name of a command-line option (`"fail-on"`, `"dynamic-type"`), or
/// `"inputs"`. Keys at the top level apply to every command that has such an option; an object
/// under a command's name (`"check": {…}`) applies to that command only and wins over the top
/// level. An option typed on the command line wins over both. Relative paths are relative to
/// the file's folder.
struct ConfigurationFile {
    static let fileName = ".layoutlens.json"

    /// The file's path as found.
    var path: String
    /// Options for every command, by key, in the file's order.
    var shared: [(String, JSONValue)]
    /// Options of one command, by command name.
    var commands: [String: [(String, JSONValue)]]

    /// A problem with the file: `path:line:col: error: message` (or `path: error: message`).
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    /// The nearest `.layoutlens.json` at or above `folder`, or nil.
    static func find(from folder: String) -> String? {
        var current = URL(fileURLWithPath: folder).standardizedFileURL
        while true {
            let candidate = current.appendingPathComponent(fileName).path
            var isDirectory = false
            if FileManager.default.fileExists(atPath: candidate, isDirectory: &isDirectory), !isDirectory { return candidate }
            let parent = current.deletingLastPathComponent()
            if parent.path == current.path { return nil }
            current = parent
        }
    }

    /// The largest file read: a configuration is a few hundred bytes; anything this large is
    /// not one (refused by size, before it is parsed).
    static let maximumBytes = 1 << 20

    /// Reads and checks the file against the commands' options.
    static func read(_ path: String, commands specs: [CommandSpec]) -> Result<ConfigurationFile, Problem> {
        let attributes = try? FileManager.default.attributesOfItem(atPath: path)
        if let size = attributes?[.size] as? Int, size > maximumBytes {
            return .failure(Problem(description: "\(path): error: the configuration file is \(size) bytes; at most \(maximumBytes) are read"))
        }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Problem(description: "\(path): error: cannot read the configuration file"))
        }
        guard let text = String(data: data, encoding: .utf8) else {
            return .failure(Problem(description: "\(path): error: the configuration file is not UTF-8 text"))
        }
        let document: JSONValue
        do {
            document = try JSONValue(parsing: text)
        } catch {
            return .failure(Problem(description: "\(path):\(error.line):\(error.column): error: \(error.message)"))
        }
        guard case .object(let members) = document else {
            return .failure(Problem(description: "\(path): error: the configuration must be a JSON object of option names"))
        }
        let optionNames = Set(specs.flatMap { $0.arguments.map(\.name) })
        var shared: [(String, JSONValue)] = []
        var commands: [String: [(String, JSONValue)]] = [:]
        for (key, value) in members {
            if let spec = specs.first(where: { $0.name == key }) {
                guard case .object(let options) = value else {
                    return .failure(Problem(description: "\(path): error: '\(key)' must be an object of \(key)'s options"))
                }
                for (name, optionValue) in options {
                    guard let argument = spec.arguments.first(where: { $0.name == name && !$0.isHidden }) else {
                        return .failure(unknown(name, in: "\(key).", candidates: spec.arguments.filter { !$0.isHidden }.map(\.name), path: path))
                    }
                    if let problem = typeProblem(optionValue, for: argument) {
                        return .failure(Problem(description: "\(path): error: '\(key).\(name)' \(problem)"))
                    }
                }
                commands[key] = options
            } else if optionNames.contains(key) {
                for argument in specs.flatMap(\.arguments) where argument.name == key {
                    if let problem = typeProblem(value, for: argument) {
                        return .failure(Problem(description: "\(path): error: '\(key)' \(problem)"))
                    }
                }
                shared.append((key, value))
            } else if key != "$schema" {
                return .failure(unknown(key, in: "", candidates: Array(optionNames) + specs.map(\.name), path: path))
            }
        }
        return .success(ConfigurationFile(path: path, shared: shared, commands: commands))
    }

    static func unknown(_ key: String, in prefix: String, candidates: [String], path: String) -> Problem {
        let suggestion = EditDistance.closest(to: key, in: candidates.sorted()).map { "; did you mean '\(prefix)\($0)'?" } ?? ""
        return Problem(description: "\(path): error: unknown key '\(prefix)\(key)'\(suggestion)")
    }

    /// Why `value` cannot be the value of `argument`, or nil: a flag takes true or false; a
    /// number option a number; a repeating option a string or an array of strings; others a string.
    static func typeProblem(_ value: JSONValue, for argument: ArgumentSpec) -> String? {
        let isNumber = [.number, .integer, .positiveNumber, .displayScale].contains(argument.valueKind)
        switch (argument.kind, value) {
        case (.flag, .bool): return nil
        case (.flag, _): return "must be true or false"
        case (_, .number) where isNumber: return nil
        case (_, .string(let text)) where !isNumber:
            if case .choice(let words) = argument.valueKind, !words.contains(text) {
                return "must be one of \(words.map { "'\($0)'" }.joined(separator: ", ")), not '\(text)'"
            }
            return nil
        case (_, .array(let items)) where argument.isRepeating:
            return items.allSatisfy { $0.stringValue != nil } ? nil : "must be an array of strings"
        default:
            return argument.isRepeating ? "must be a string or an array of strings" : "must be a " + (isNumber ? "number" : "string")
        }
    }
}
