import LayoutEngine
import Snapshots

/// A scenario of the frames document written straight into bytes: the same bytes
/// `FramesJSON.scenarioValue(…).write(to:pretty: true, indent:)` writes, without first building
/// the `JSONValue` tree of every placed view (an array of members per view, its children's
/// array, then freeing it all: about a third of `frames`' work per file on the whole-app bench).
/// Members that are small or rare (a source location, a frame, a displacement, a stand-in, the
/// trace) are still written through their `JSONValue`.
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
        members.key("source", &output)
        FramesJSON.sourceValue(view.source).write(to: &output, pretty: true, indent: indent + 1)
        members.key("frame", &output); FramesJSON.rectValue(view.frame).write(to: &output, pretty: true, indent: indent + 1)
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
            output += Array("[]".utf8)
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

    /// An object's punctuation as `JSONValue.write` puts it: `{`, a comma before every member but
    /// the first, each member on its own line one level in, the `}` on a line of its own.
    private struct Members {
        let indent: Int
        var count = 0

        func open(_ output: inout [UInt8]) { output.append(UInt8(ascii: "{")) }

        mutating func key(_ name: String, _ output: inout [UInt8]) {
            if count > 0 { output.append(UInt8(ascii: ",")) }
            count += 1
            FramesJSONWriter.newline(&output, depth: indent + 1)
            JSONValue.string(name).write(to: &output, pretty: true, indent: indent + 1)
            output.append(UInt8(ascii: ":"))
            output.append(UInt8(ascii: " "))
        }

        func close(_ output: inout [UInt8]) {
            FramesJSONWriter.newline(&output, depth: indent)
            output.append(UInt8(ascii: "}"))
        }
    }

    /// A line break and two spaces per level.
    static func newline(_ output: inout [UInt8], depth: Int) {
        output.append(UInt8(ascii: "\n"))
        output.append(contentsOf: repeatElement(UInt8(ascii: " "), count: 2 * depth))
    }
}
