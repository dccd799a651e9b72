/// JSON text as Foundation's `JSONEncoder` writes it, by its `outputFormatting` (Apple docs,
/// "JSONEncoder.OutputFormatting"): compact by default; `.prettyPrinted` puts each member and
/// element on its own line, indented two spaces, with `" : "` between a key and its value;
/// `.sortedKeys` orders an object's keys; `.withoutEscapingSlashes` leaves `/` as it is (by
/// default it is written `\/`). Without `.sortedKeys` Apple leaves the order unspecified (it
/// follows a hash, different in each run); LayoutLens writes the order the values were encoded
/// in. Compared with Foundation's `JSONEncoder` on this machine: keys sorted by code point, an
/// empty container pretty printed as `[`, an empty line, then `]` at the container's indent,
/// control characters as lower-case `\u001f`.
struct JSONWriting {
    indirect enum Node {
        case object([(String, Node)])
        case array([Node])
        case string(String)
        /// A number's text, already formatted.
        case number(String)
        case bool(Bool)
        case null
    }

    struct Format {
        var prettyPrinted = false
        var sortedKeys = false
        var escapesSlashes = true
    }

    let format: Format

    func text(of node: Node) -> String {
        var out = ""
        write(node, indent: 0, into: &out)
        return out
    }

    private func write(_ node: Node, indent: Int, into out: inout String) {
        switch node {
        case let .object(members):
            guard !members.isEmpty else { out += format.prettyPrinted ? "{\n" : "{"; newline(indent, into: &out); out += "}"; return }
            let ordered = format.sortedKeys ? members.sorted { $0.0 < $1.0 } : members
            out += "{"
            for (index, member) in ordered.enumerated() {
                if index > 0 { out += "," }
                newline(indent + 1, into: &out)
                writeString(member.0, into: &out)
                out += format.prettyPrinted ? " : " : ":"
                write(member.1, indent: indent + 1, into: &out)
            }
            newline(indent, into: &out)
            out += "}"
        case let .array(elements):
            guard !elements.isEmpty else { out += format.prettyPrinted ? "[\n" : "["; newline(indent, into: &out); out += "]"; return }
            out += "["
            for (index, element) in elements.enumerated() {
                if index > 0 { out += "," }
                newline(indent + 1, into: &out)
                write(element, indent: indent + 1, into: &out)
            }
            newline(indent, into: &out)
            out += "]"
        case let .string(text): writeString(text, into: &out)
        case let .number(text): out += text
        case let .bool(flag): out += flag ? "true" : "false"
        case .null: out += "null"
        }
    }

    private func newline(_ indent: Int, into out: inout String) {
        guard format.prettyPrinted else { return }
        out += "\n" + String(repeating: "  ", count: indent)
    }

    /// A JSON string (RFC 8259, section 7): `"` and `\` escaped, control characters as `\n`,
    /// `\r`, `\t`, `\b`, `\f` or `\u00XX`.
    private func writeString(_ text: String, into out: inout String) {
        out += "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "/": out += format.escapesSlashes ? "\\/" : "/"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            case "\u{08}": out += "\\b"
            case "\u{0C}": out += "\\f"
            case _ where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                out += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: out.unicodeScalars.append(scalar)
            }
        }
        out += "\""
    }
}
