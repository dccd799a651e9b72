import Diagnostics
import LayoutEngine
import Snapshots
import ProjectReader

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
        document(scenarioTexts: scenarios.map { scenarioText($0, includesTrace: includesTrace) }, diagnostics: diagnostics)
    }

    /// One scenario's member of the document's `scenarios` array, written where it stands (two
    /// levels deep), so `frames` can write each scenario as it is laid out and drop its frames.
    /// The bytes of `scenarioValue(…).write(to:pretty: true, indent: 2)`, written without the
    /// tree (`FramesJSONWriter`).
    static func scenarioText(_ laidOut: LaidOutScenario, includesTrace: Bool) -> [UInt8] {
        var writer = FramesJSONWriter()
        writer.writeScenario(laidOut, includesTrace: includesTrace, indent: 2)
        return writer.output
    }

    /// The document around scenarios already written (`scenarioText`), byte for byte what
    /// `JSONValue` writes for the whole object: `{`, each member on its own line two spaces in,
    /// an empty array as `[]`, and a final line break.
    static func document(scenarioTexts: [[UInt8]], diagnostics: [Diagnostic]) -> String {
        var output = documentOpening()
        for (index, text) in scenarioTexts.enumerated() {
            output += scenarioLead(index: index)
            output += text
        }
        output += documentClosing(scenarioCount: scenarioTexts.count, diagnostics: diagnostics)
        return String(decoding: output, as: UTF8.self)
    }

    /// The document up to its `scenarios` array: `document` is this, each scenario after its
    /// lead (`scenarioLead`), and `documentClosing` — the pieces `frames` writes as it goes.
    static func documentOpening() -> [UInt8] {
        var output: [UInt8] = Array("{\n  \"schema\": ".utf8)
        JSONValue.string(schema).write(to: &output, pretty: true, indent: 1)
        output += Array(",\n  \"scenarios\": ".utf8)
        return output
    }

    /// What comes before scenario `index`: the array's `[` before the first, a comma after the
    /// others, then the line break and indentation of an array member.
    static func scenarioLead(index: Int) -> [UInt8] {
        Array((index > 0 ? ",\n    " : "[\n    ").utf8)
    }

    /// The end of the `scenarios` array (`[]` when it is empty), the diagnostics and the end of
    /// the document.
    static func documentClosing(scenarioCount: Int, diagnostics: [Diagnostic]) -> [UInt8] {
        var output: [UInt8] = Array((scenarioCount == 0 ? "[]" : "\n  ]").utf8)
        output += Array(",\n  \"diagnostics\": ".utf8)
        JSONValue.array(diagnostics.map(diagnosticValue)).write(to: &output, pretty: true, indent: 1)
        output += Array("\n}\n".utf8)
        return output
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
        var members: [(String, JSONValue)] = [
            ("kind", .string(view.kind)),
            ("label", .string(view.label)),
            ("source", sourceValue(view.source)),
            ("frame", rectValue(view.frame)),
        ]
        if let effect = view.effect { members.append(("displacement", displacementValue(effect, frame: view.frame))) }
        // A view drawn in place of one LayoutLens cannot know says so.
        if let standIn = view.style.standIn { members.append(("standIn", standInValue(standIn))) }
        members.append(("children", .array(view.children.map(nodeValue))))
        return .object(members)
    }

    /// Where the view is written (`null` when it has no source location).
    static func sourceValue(_ source: SourceLocation?) -> JSONValue {
        guard let source else { return .null }
        return .object((source.file.map { [("file", JSONValue.string($0))] } ?? [])
                       + [("line", integer(source.line)), ("column", integer(source.column))])
    }

    static func standInValue(_ standIn: StandIn) -> JSONValue {
        .object([("name", .string(standIn.name)), ("reason", .string(standIn.reason))])
    }

    static func rectValue(_ rect: Rect) -> JSONValue {
        .object([
            ("x", number(rect.x)), ("y", number(rect.y)),
            ("width", number(rect.width)), ("height", number(rect.height)),
        ])
    }

    /// The render displacement of `offset`, `rotationEffect` or `scaleEffect`: what it is, and the
    /// upright box the view is drawn in (`bounds`); `frame` stays the layout frame.
    static func displacementValue(_ effect: RenderEffect, frame: Rect) -> JSONValue {
        func point(_ p: Point) -> JSONValue { .object([("x", number(p.x)), ("y", number(p.y))]) }
        var members: [(String, JSONValue)]
        switch effect {
        case .offset(let x, let y):
            members = [("kind", .string("offset")), ("x", number(x)), ("y", number(y))]
        case .rotation(let degrees, let anchor):
            members = [("kind", .string("rotation")), ("degrees", number(degrees)), ("anchor", point(anchor))]
        case .scale(let x, let y, let anchor):
            members = [("kind", .string("scale")), ("x", number(x)), ("y", number(y)), ("anchor", point(anchor))]
        }
        members.append(("bounds", rectValue(effect.transform(for: frame).boundingBox(of: frame))))
        return .object(members)
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

    /// A diagnostic as data: its catalogue id (stable, for tools to match on), where (start and
    /// end, 1-based lines and UTF-8 byte columns as swiftc counts them), its notes and fix-it.
    static func diagnosticValue(_ diagnostic: Diagnostic) -> JSONValue {
        var fields: [(String, JSONValue)] = [
            ("id", .string(diagnostic.id)),
            ("severity", .string(diagnostic.severity.rawValue)),
        ]
        fields += positionFields(diagnostic.range)
        fields.append(("message", .string(diagnostic.text)))
        fields.append(("notes", .array(diagnostic.notes.map { note in
            .object([("message", .string(note.message))] + (note.range.map(positionFields) ?? []))
        })))
        if let fixIt = diagnostic.fixIt {
            fields.append(("fixIt", .object(positionFields(fixIt.range) + [("replacement", .string(fixIt.replacement))])))
        }
        return .object(fields)
    }

    private static func positionFields(_ range: SourceRange) -> [(String, JSONValue)] {
        [("file", .string(range.file)), ("line", integer(range.start.line)), ("column", integer(range.start.column)),
         ("endLine", integer(range.end.line)), ("endColumn", integer(range.end.column))]
    }
}
