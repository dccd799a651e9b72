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
///
/// The bytes go into one `GrowingBytes` buffer: a key with its comma, line break and indentation
/// is one reservation and a few stores, a string without escapes one copy of its UTF-8 bytes.
/// Appending each piece to an array cost ≈ 20 K instructions per placed view, ≈ 0.68 M per file
/// of the whole-app bench (docs/performance.md, issue 37).
struct FramesJSONWriter {
    private let bytes = GrowingBytes()

    /// The bytes written.
    var output: [UInt8] { bytes.array }

    /// Writes `laidOut` as a member of the document's `scenarios` array (`indent` levels deep).
    mutating func writeScenario(_ laidOut: FramesJSON.LaidOutScenario, includesTrace: Bool, indent: Int) {
        var members = Members(indent: indent)
        members.open(bytes)
        members.key("file", bytes); writeString(laidOut.scenario.file)
        members.key("name", bytes); writeString(laidOut.scenario.name)
        members.key("line", bytes); writeInteger(laidOut.scenario.line)
        members.key("proposal", bytes)
        writeValue(FramesJSON.proposalValue(laidOut.scenario.proposal), indent: indent + 1)
        members.key("root", bytes); writeRoot(of: laidOut.result, indent: indent + 1)
        if includesTrace {
            members.key("trace", bytes)
            writeValue(.array(laidOut.result.trace.map(FramesJSON.traceValue)), indent: indent + 1)
        }
        members.close(bytes)
    }

    /// `FramesJSON.nodeValue(view)` written at `indent`.
    mutating func writeNode(_ view: PlacedView, indent: Int) {
        writeTree(indent: indent) { visit in view.forEachOutline(visit) }
    }

    /// `FramesJSON.nodeValue(result.root)` written at `indent`, from the result's outlines: the
    /// `PlacedView` tree is not built for it (`LayoutResult.forEachOutline`).
    mutating func writeRoot(of result: LayoutResult, indent: Int) {
        writeTree(indent: indent) { visit in result.forEachOutline(visit) }
    }

    /// The views `walk` visits depth first, each object written as it comes: its members up to
    /// `children`, then `[]` for a leaf, or `[` and its children, each closed (`]`, then `}`)
    /// when its last child's subtree is. A stack of the open views, so any depth is written
    /// without recursion.
    private mutating func writeTree(indent: Int, _ walk: ((PlacedOutline) -> Void) -> Void) {
        /// A view whose children are being written.
        struct OpenView {
            var members: Members
            /// Children not yet begun.
            var remaining: Int
            var written = 0
        }
        var open: [OpenView] = []
        walk { view in
            var depth = indent
            if !open.isEmpty {
                let parent = open.count - 1
                depth = open[parent].members.indent + 2
                Self.lineBreak(bytes, comma: open[parent].written > 0, depth: depth)
                open[parent].written += 1
                open[parent].remaining -= 1
            }
            var members = Members(indent: depth)
            writeMembers(view, &members)
            members.key("children", bytes)
            guard view.childCount == 0 else {
                bytes.append(UInt8(ascii: "["))
                open.append(OpenView(members: members, remaining: view.childCount))
                return
            }
            bytes.append("[]")
            members.close(bytes)
            // Close each view whose last child's subtree this leaf ends.
            while let last = open.last, last.remaining == 0 {
                Self.lineBreak(bytes, comma: false, depth: last.members.indent + 1)
                bytes.append(UInt8(ascii: "]"))
                last.members.close(bytes)
                open.removeLast()
            }
        }
    }

    /// A view's members before its children, as `FramesJSON.nodeValue` orders them.
    private mutating func writeMembers(_ view: PlacedOutline, _ members: inout Members) {
        members.open(bytes)
        members.key("kind", bytes); writeString(view.kind)
        members.key("label", bytes); writeString(view.label)
        members.key("source", bytes); writeSource(view.source, indent: members.indent + 1)
        members.key("frame", bytes); writeRect(view.frame, indent: members.indent + 1)
        if let effect = view.effect {
            members.key("displacement", bytes)
            writeValue(FramesJSON.displacementValue(effect, frame: view.frame), indent: members.indent + 1)
        }
        if let standIn = view.standIn {
            members.key("standIn", bytes)
            writeValue(FramesJSON.standInValue(standIn), indent: members.indent + 1)
        }
    }

    /// `FramesJSON.sourceValue(source)` at `indent`: `null`, or the file (when known), line and column.
    private mutating func writeSource(_ source: SourceLocation?, indent: Int) {
        guard let source else { bytes.append("null"); return }
        var members = Members(indent: indent)
        members.open(bytes)
        if let file = source.file {
            members.key("file", bytes); writeString(file)
        }
        members.key("line", bytes); writeInteger(source.line)
        members.key("column", bytes); writeInteger(source.column)
        members.close(bytes)
    }

    /// `FramesJSON.rectValue(rect)` at `indent`.
    private mutating func writeRect(_ rect: Rect, indent: Int) {
        var members = Members(indent: indent)
        members.open(bytes)
        members.key("x", bytes); writeNumber(rect.x, indent: indent + 1)
        members.key("y", bytes); writeNumber(rect.y, indent: indent + 1)
        members.key("width", bytes); writeNumber(rect.width, indent: indent + 1)
        members.key("height", bytes); writeNumber(rect.height, indent: indent + 1)
        members.close(bytes)
    }

    /// `JSONValue.string(text)`: quoted, its UTF-8 bytes copied whole when nothing needs an
    /// escape (`JSONValue.needsEscaping`), else escaped by `JSONValue`.
    private mutating func writeString(_ text: String) {
        var text = text
        let copied = text.withUTF8 { utf8 in
            guard !JSONValue.needsEscaping(utf8) else { return false }
            bytes.append(UInt8(ascii: "\""))
            bytes.append(utf8)
            bytes.append(UInt8(ascii: "\""))
            return true
        }
        if !copied { writeValue(.string(text), indent: 0) }
    }

    /// `FramesJSON.number(value)`: a JSON number, or a string for what JSON cannot write. A
    /// number's text is written straight into the buffer (`NumberText.format(_:decimals:into:)`),
    /// without a `String` per number.
    private mutating func writeNumber(_ value: Double, indent: Int) {
        if value.isFinite, abs(value) < 1e15 {
            let start = bytes.reserve(NumberText.maximumLength)
            let count = NumberText.format(value, decimals: 4, into: UnsafeMutableBufferPointer(start: start, count: NumberText.maximumLength))
            bytes.commit(upTo: start + count)
        } else {
            writeValue(FramesJSON.number(value), indent: indent)
        }
    }

    /// `FramesJSON.integer(value)`, as `JSONValue.number` writes it: `NumberText.format` of a
    /// whole number below 10¹¹ (so below its fixed-point limit of 9 × 10¹⁵ ten-thousandths) is
    /// its decimal digits, with `-` when negative; written here digit by digit.
    private mutating func writeInteger(_ value: Int) {
        guard value > -100_000_000_000, value < 100_000_000_000 else {
            writeValue(FramesJSON.integer(value), indent: 0)
            return
        }
        var digits = 1
        var rest = value.magnitude / 10
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        let length = digits + (value < 0 ? 1 : 0)
        let start = bytes.reserve(length)
        var remaining = value.magnitude
        for position in stride(from: length - 1, through: length - digits, by: -1) {
            start[position] = UInt8(ascii: "0") + UInt8(remaining % 10)
            remaining /= 10
        }
        if value < 0 { start[0] = UInt8(ascii: "-") }
        bytes.commit(upTo: start + length)
    }

    /// A member written through its `JSONValue` (the rare ones, and what needs escapes).
    private func writeValue(_ value: JSONValue, indent: Int) {
        var written: [UInt8] = []
        value.write(to: &written, pretty: true, indent: indent)
        bytes.append(written)
    }

    /// An object's punctuation as `JSONValue.write` puts it: `{`, a comma before every member but
    /// the first, each member on its own line one level in, the `}` on a line of its own.
    private struct Members {
        let indent: Int
        var count = 0

        func open(_ bytes: GrowingBytes) { bytes.append(UInt8(ascii: "{")) }

        /// The member's comma, line break and indentation, its key quoted, and `: `; `name` is
        /// ASCII with nothing to escape. One reservation for all of it.
        mutating func key(_ name: StaticString, _ bytes: GrowingBytes) {
            let spaces = 2 * (indent + 1)
            let nameLength = name.utf8CodeUnitCount
            var end = bytes.reserve(2 + spaces + nameLength + 4)
            if count > 0 {
                end.initialize(to: UInt8(ascii: ","))
                end += 1
            }
            count += 1
            end.initialize(to: UInt8(ascii: "\n"))
            end += 1
            end.initialize(repeating: UInt8(ascii: " "), count: spaces)
            end += spaces
            end.initialize(to: UInt8(ascii: "\""))
            end += 1
            end.initialize(from: name.utf8Start, count: nameLength)
            end += nameLength
            end[0] = UInt8(ascii: "\"")
            end[1] = UInt8(ascii: ":")
            end[2] = UInt8(ascii: " ")
            bytes.commit(upTo: end + 3)
        }

        func close(_ bytes: GrowingBytes) {
            FramesJSONWriter.lineBreak(bytes, comma: false, depth: indent)
            bytes.append(UInt8(ascii: "}"))
        }
    }

    /// A comma when asked, a line break and two spaces per level, stored in one reservation.
    static func lineBreak(_ bytes: GrowingBytes, comma: Bool, depth: Int) {
        let spaces = 2 * depth
        var end = bytes.reserve(2 + spaces)
        if comma {
            end.initialize(to: UInt8(ascii: ","))
            end += 1
        }
        end.initialize(to: UInt8(ascii: "\n"))
        end += 1
        end.initialize(repeating: UInt8(ascii: " "), count: spaces)
        bytes.commit(upTo: end + spaces)
    }
}
