import LayoutEngine
import Snapshots

/// A scenario of the frames document written straight into bytes: the same bytes
/// `FramesJSON.scenarioValue(…).write(to:pretty: true, indent:)` writes, without first building
/// the `JSONValue` tree of every placed view (an array of members per view, its children's
/// array, then freeing it all: about a third of `frames`' work per file on the whole-app bench).
/// A view's keys, strings, source location and frame are written directly, as `JSONValue`
/// writes them (keys are ASCII without escapes; numbers by `NumberText.format` with 4 decimals);
/// members that are rare (a displacement, a stand-in, the trace) are still written through their
/// `JSONValue`.
struct FramesJSONWriter {
    private(set) var output: [UInt8] = []

    /// Writes `laidOut` as a member of the document's `scenarios` array (`indent` levels deep).
    mutating func writeScenario(_ laidOut: FramesJSON.LaidOutScenario, includesTrace: Bool, indent: Int) {
        var members = Members(indent: indent)
        members.open(&output)
        members.key("file", &output); JSONValue.string(laidOut.scenario.file).write(to: &output, pretty: true, indent: indent + 1)
        members.key("name", &output); JSONValue.string(laidOut.scenario.name).write(to: &output, pretty: true, indent: indent + 1)
        members.key("line", &output); FramesJSON.integer(laidOut.scenario.line).write(to: &output, pretty: true, indent: indent + 1)
        members.key("proposal", &output)
        FramesJSON.proposalValue(laidOut.scenario.proposal).write(to: &output, pretty: true, indent: indent + 1)
        members.key("root", &output); writeNode(laidOut.result.root, indent: indent + 1)
        if includesTrace {
            members.key("trace", &output)
            JSONValue.array(laidOut.result.trace.map(FramesJSON.traceValue)).write(to: &output, pretty: true, indent: indent + 1)
        }
        members.close(&output)
    }

    /// `FramesJSON.nodeValue(view)` written at `indent`.
    mutating func writeNode(_ view: PlacedView, indent: Int) {
        var members = Members(indent: indent)
        members.open(&output)
        members.key("kind", &output); JSONValue.string(view.kind).write(to: &output, pretty: true, indent: indent + 1)
        members.key("label", &output); JSONValue.string(view.label).write(to: &output, pretty: true, indent: indent + 1)
        members.key("source", &output); writeSource(view.source, indent: indent + 1)
        members.key("frame", &output); writeRect(view.frame, indent: indent + 1)
        if let effect = view.effect {
            members.key("displacement", &output)
            FramesJSON.displacementValue(effect, frame: view.frame).write(to: &output, pretty: true, indent: indent + 1)
        }
        if let standIn = view.style.standIn {
            members.key("standIn", &output)
            FramesJSON.standInValue(standIn).write(to: &output, pretty: true, indent: indent + 1)
        }
        members.key("children", &output)
        let children = view.children
        if children.isEmpty {
            Self.append("[]", to: &output)
        } else {
            output.append(UInt8(ascii: "["))
            for (index, child) in children.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                Self.newline(&output, depth: indent + 2)
                writeNode(child, indent: indent + 2)
            }
            Self.newline(&output, depth: indent + 1)
            output.append(UInt8(ascii: "]"))
        }
        members.close(&output)
    }

    /// `FramesJSON.sourceValue(source)` at `indent`: `null`, or the file (when known), line and column.
    private mutating func writeSource(_ source: SourceLocation?, indent: Int) {
        guard let source else { Self.append("null", to: &output); return }
        var members = Members(indent: indent)
        members.open(&output)
        if let file = source.file {
            members.key("file", &output); JSONValue.string(file).write(to: &output, pretty: true, indent: indent + 1)
        }
        members.key("line", &output); writeInteger(source.line)
        members.key("column", &output); writeInteger(source.column)
        members.close(&output)
    }

    /// `FramesJSON.rectValue(rect)` at `indent`.
    private mutating func writeRect(_ rect: Rect, indent: Int) {
        var members = Members(indent: indent)
        members.open(&output)
        members.key("x", &output); writeNumber(rect.x, indent: indent + 1)
        members.key("y", &output); writeNumber(rect.y, indent: indent + 1)
        members.key("width", &output); writeNumber(rect.width, indent: indent + 1)
        members.key("height", &output); writeNumber(rect.height, indent: indent + 1)
        members.close(&output)
    }

    /// `FramesJSON.number(value)`: a JSON number, or a string for what JSON cannot write.
    private mutating func writeNumber(_ value: Double, indent: Int) {
        if value.isFinite, abs(value) < 1e15 {
            output.append(contentsOf: NumberText.format(value, decimals: 4).utf8)
        } else {
            FramesJSON.number(value).write(to: &output, pretty: true, indent: indent)
        }
    }

    /// `FramesJSON.integer(value)`, as `JSONValue.number` writes it.
    private mutating func writeInteger(_ value: Int) {
        output.append(contentsOf: NumberText.format(Double(value), decimals: 4).utf8)
    }

    /// An object's punctuation as `JSONValue.write` puts it: `{`, a comma before every member but
    /// the first, each member on its own line one level in, the `}` on a line of its own.
    private struct Members {
        let indent: Int
        var count = 0

        func open(_ output: inout [UInt8]) { output.append(UInt8(ascii: "{")) }

        /// The member's key, quoted, and `: `; `name` is ASCII with nothing to escape.
        mutating func key(_ name: StaticString, _ output: inout [UInt8]) {
            if count > 0 { output.append(UInt8(ascii: ",")) }
            count += 1
            FramesJSONWriter.newline(&output, depth: indent + 1)
            output.append(UInt8(ascii: "\""))
            FramesJSONWriter.append(name, to: &output)
            output.append(UInt8(ascii: "\""))
            output.append(UInt8(ascii: ":"))
            output.append(UInt8(ascii: " "))
        }

        func close(_ output: inout [UInt8]) {
            FramesJSONWriter.newline(&output, depth: indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    static func append(_ text: StaticString, to output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A line break and two spaces per level. The spaces are copied from a run of them (one
    /// copy of contiguous bytes), not appended one repeated element at a time: indentation was
    /// ≈ 3 % of a further file's `frames` (docs/performance.md, issue 37).
    static func newline(_ output: inout [UInt8], depth: Int) {
        output.append(UInt8(ascii: "\n"))
        var left = 2 * depth
        while left > 0 {
            let count = min(left, indentation.count)
            output.append(contentsOf: indentation[..<count])
            left -= count
        }
    }

    private static let indentation = [UInt8](repeating: UInt8(ascii: " "), count: 128)
}
