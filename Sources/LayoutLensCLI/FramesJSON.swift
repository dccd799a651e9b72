import Diagnostics
import LayoutEngine
import Snapshots
import SwiftUIReader

/// The `layoutlens.frames/1` document (docs/frames-schema.md).
enum FramesJSON {
    static let schema = "layoutlens.frames/1"

    struct LaidOutScenario {
        var scenario: Scenario
        var result: LayoutResult
    }

    /// The whole document, pretty-printed by the project's one JSON writer (Snapshots' `JSONValue`:
    /// keys in the order built, two-space indentation, numbers with at most 4 decimals).
    static func document(_ scenarios: [LaidOutScenario], diagnostics: [Diagnostic], includesTrace: Bool) -> String {
        JSONValue.object([
            ("schema", .string(schema)),
            ("scenarios", .array(scenarios.map { scenarioValue($0, includesTrace: includesTrace) })),
            ("diagnostics", .array(diagnostics.map(diagnosticValue))),
        ]).serialized(pretty: true) + "\n"
    }

    /// A number; JSON has no infinity or NaN, and `null` already means "nil axis", so those are
    /// the strings `"inf"`, `"-inf"` and `"nan"`. Magnitudes of 10¹⁵ and more (a probe of
    /// `maxWidth: .greatestFiniteMagnitude`) are strings in Swift's exponent form, `"1e+300"`.
    static func number(_ value: Double) -> JSONValue {
        if value.isFinite, abs(value) < 1e15 { return .number(value) }
        return .string(NumberText.format(value, decimals: 4))
    }

    static func integer(_ value: Int) -> JSONValue { .number(Double(value)) }

    static func scenarioValue(_ laidOut: LaidOutScenario, includesTrace: Bool) -> JSONValue {
        var members: [(String, JSONValue)] = [
            ("file", .string(laidOut.scenario.file)),
            ("name", .string(laidOut.scenario.name)),
            ("line", integer(laidOut.scenario.line)),
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
            ("source", view.source.map { .object([("line", integer($0.line)), ("column", integer($0.column))]) } ?? .null),
            ("frame", .object([
                ("x", number(view.frame.x)), ("y", number(view.frame.y)),
                ("width", number(view.frame.width)), ("height", number(view.frame.height)),
            ])),
            ("children", .array(view.children.map(nodeValue))),
        ])
    }

    static func proposalValue(_ proposal: ProposedSize) -> JSONValue {
        .object([
            ("width", proposal.width.map(number) ?? .null),
            ("height", proposal.height.map(number) ?? .null),
        ])
    }

    static func traceValue(_ entry: TraceEntry) -> JSONValue {
        .object([
            ("path", .string(entry.path)),
            ("proposal", proposalValue(entry.proposal)),
            ("response", .object([("width", number(entry.response.width)), ("height", number(entry.response.height))])),
            ("reason", .string(entry.reason.rawValue)),
            ("depth", integer(entry.depth)),
        ])
    }

    static func diagnosticValue(_ diagnostic: Diagnostic) -> JSONValue {
        .object([
            ("file", .string(diagnostic.file)),
            ("line", integer(diagnostic.line)),
            ("column", integer(diagnostic.column)),
            ("severity", .string(diagnostic.severity.rawValue)),
            ("message", .string(diagnostic.text)),
        ])
    }
}
