import Diagnostics
import LayoutEngine
import SwiftUIReader

/// A JSON value whose objects keep their keys in the order they were built, so the same input
/// always prints the same bytes (no dictionary ordering, no locale).
indirect enum JSONValue {
    case object([(String, JSONValue)])
    case array([JSONValue])
    case string(String)
    case number(Double)
    case integer(Int)
    case bool(Bool)
    case null

    /// Pretty-printed with two-space indentation; short objects of numbers (frames, sizes) on one line.
    func rendered(indent: Int = 0) -> String {
        let pad = String(repeating: "  ", count: indent)
        let inner = String(repeating: "  ", count: indent + 1)
        switch self {
        case .object(let members):
            if members.isEmpty { return "{}" }
            if members.allSatisfy({ $0.1.isScalar }) && members.count <= 5 {
                return "{" + members.map { "\(JSONValue.quoted($0.0)): \($0.1.rendered())" }.joined(separator: ", ") + "}"
            }
            return "{\n" + members.map { "\(inner)\(JSONValue.quoted($0.0)): \($0.1.rendered(indent: indent + 1))" }
                .joined(separator: ",\n") + "\n\(pad)}"
        case .array(let elements):
            if elements.isEmpty { return "[]" }
            return "[\n" + elements.map { inner + $0.rendered(indent: indent + 1) }.joined(separator: ",\n") + "\n\(pad)]"
        case .string(let text): return JSONValue.quoted(text)
        case .number(let value): return JSONValue.number(value)
        case .integer(let value): return String(value)
        case .bool(let flag): return flag ? "true" : "false"
        case .null: return "null"
        }
    }

    private var isScalar: Bool {
        switch self {
        case .object, .array: return false
        default: return true
        }
    }

    /// Numbers: at most 4 decimals, trailing zeros trimmed, never `-0` (the engine's `NumberText`);
    /// JSON has no infinity or NaN, so those are the strings `"inf"`, `"-inf"`, `"nan"`.
    static func number(_ value: Double) -> String {
        let text = NumberText.format(value, decimals: 4)
        return value.isFinite ? text : quoted(text)
    }

    /// A JSON string literal: `"` and `\` escaped, control characters as `\n`, `\t` or `\u00XX`.
    static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case "\n": result += "\\n"
            case "\r": result += "\\r"
            case "\t": result += "\\t"
            default:
                if scalar.value < 0x20 {
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                } else {
                    result.unicodeScalars.append(scalar)
                }
            }
        }
        return result + "\""
    }
}

/// The `layoutlens.frames/1` document (docs/frames-schema.md).
enum FramesJSON {
    static let schema = "layoutlens.frames/1"

    struct LaidOutScenario {
        var scenario: Scenario
        var result: LayoutResult
    }

    static func document(_ scenarios: [LaidOutScenario], diagnostics: [Diagnostic], includesTrace: Bool) -> String {
        JSONValue.object([
            ("schema", .string(schema)),
            ("scenarios", .array(scenarios.map { scenarioValue($0, includesTrace: includesTrace) })),
            ("diagnostics", .array(diagnostics.map(diagnosticValue))),
        ]).rendered() + "\n"
    }

    static func scenarioValue(_ laidOut: LaidOutScenario, includesTrace: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("file", .string(laidOut.scenario.file)),
            ("name", .string(laidOut.scenario.name)),
            ("line", .integer(laidOut.scenario.line)),
            ("proposal", proposalValue(laidOut.scenario.proposal)),
            ("root", nodeValue(laidOut.result.root)),
        ]
        if includesTrace {
            members.append(("trace", .array(laidOut.result.trace.map(traceValue))))
        }
        return .object(members)
    }

    static func nodeValue(_ view: PlacedView) -> JSONValue {
        .object([
            ("kind", .string(view.kind)),
            ("label", .string(view.label)),
            ("source", view.source.map { .object([("line", .integer($0.line)), ("column", .integer($0.column))]) } ?? .null),
            ("frame", .object([
                ("x", .number(view.frame.x)), ("y", .number(view.frame.y)),
                ("width", .number(view.frame.width)), ("height", .number(view.frame.height)),
            ])),
            ("children", .array(view.children.map(nodeValue))),
        ])
    }

    static func proposalValue(_ proposal: ProposedSize) -> JSONValue {
        .object([
            ("width", proposal.width.map { .number($0) } ?? .null),
            ("height", proposal.height.map { .number($0) } ?? .null),
        ])
    }

    static func traceValue(_ entry: TraceEntry) -> JSONValue {
        .object([
            ("path", .string(entry.path)),
            ("proposal", proposalValue(entry.proposal)),
            ("response", .object([("width", .number(entry.response.width)), ("height", .number(entry.response.height))])),
            ("reason", .string(entry.reason.rawValue)),
            ("depth", .integer(entry.depth)),
        ])
    }

    static func diagnosticValue(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("file", .string(diagnostic.file)),
            ("line", .integer(diagnostic.line)),
            ("column", .integer(diagnostic.column)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.text)),
        ])
    }
}
