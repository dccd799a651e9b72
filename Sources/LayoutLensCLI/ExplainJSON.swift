import Explain
import LayoutEngine
import Snapshots

/// The `layoutlens.explain/1` document: per scenario its steps, each with its kind, sentence,
/// arithmetic, owner and subject paths, and the proposal and answer it draws.
enum ExplainJSON {
    static let schema = "layoutlens.explain/1"

    static func document(_ scenarios: [ExplainedScenario]) -> String {
        JSONValue.object([
            ("schema", .string(schema)),
            ("scenarios", .array(scenarios.map(scenarioValue))),
        ]).serialized(pretty: true) + "\n"
    }

    static func scenarioValue(_ explained: ExplainedScenario) -> JSONValue {
        .object([
            ("file", .string(explained.scenario.file)),
            ("name", .string(explained.scenario.name)),
            ("line", FramesJSON.integer(explained.scenario.line)),
            ("proposal", FramesJSON.proposalValue(explained.scenario.proposal)),
            ("view", explained.focus.map { .string($0.path) } ?? .null),
            ("steps", .array(explained.explanation.steps.enumerated().map { stepValue($1, number: $0 + 1) })),
        ])
    }

    static func stepValue(_ step: ExplanationStep, number: Int) -> JSONValue {
        .object([
            ("number", FramesJSON.integer(number)),
            ("kind", .string(step.kind.rawValue)),
            ("sentence", .string(step.sentence)),
            ("text", .string(step.text)),
            ("arithmetic", step.arithmetic.map { .string($0) } ?? .null),
            ("owner", .string(step.owner)),
            ("subject", step.subject.map { .string($0) } ?? .null),
            ("proposal", step.proposal.map(FramesJSON.proposalValue) ?? .null),
            ("answer", step.answer.map { .object([("width", FramesJSON.number($0.width)), ("height", FramesJSON.number($0.height))]) } ?? .null),
        ])
    }
}
