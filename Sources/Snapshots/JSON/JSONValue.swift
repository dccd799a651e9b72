import LayoutEngine

/// A JSON document with objects in a fixed key order, written the same way every time.
public indirect enum JSONValue: Hashable, Sendable {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    /// Keys keep the order given.
    case object([(String, JSONValue)])

    public static func == (lhs: JSONValue, rhs: JSONValue) -> Bool { lhs.serialized() == rhs.serialized() }
    public func hash(into hasher: inout Hasher) { hasher.combine(serialized()) }

    /// A number, or `null` for nil.
    public static func optional(_ value: Double?) -> JSONValue { value.map(JSONValue.number) ?? .null }

    /// Compact (one line) or pretty (two-space indent) text; numbers at most 4 decimals,
    /// never `-0`, non-finite numbers as `null`.
    public func serialized(pretty: Bool = false) -> String {
        var output = ""
        write(to: &output, pretty: pretty, indent: 0)
        return output
    }

    private func write(to output: inout String, pretty: Bool, indent: Int) {
        switch self {
        case .null: output += "null"
        case .bool(let value): output += value ? "true" : "false"
        case .number(let value): output += value.isFinite ? NumberText.format(value, decimals: 4) : "null"
        case .string(let value): Self.appendQuoted(value, to: &output)
        case .array(let values):
            if values.isEmpty { output += "[]"; return }
            output += "["
            for (index, value) in values.enumerated() {
                if index > 0 { output += "," }
                if pretty { Self.appendNewline(to: &output, depth: indent + 1) }
                value.write(to: &output, pretty: pretty, indent: indent + 1)
            }
            if pretty { Self.appendNewline(to: &output, depth: indent) }
            output += "]"
        case .object(let members):
            if members.isEmpty { output += "{}"; return }
            output += "{"
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output += "," }
                if pretty { Self.appendNewline(to: &output, depth: indent + 1) }
                Self.appendQuoted(key, to: &output)
                output += pretty ? ": " : ":"
                value.write(to: &output, pretty: pretty, indent: indent + 1)
            }
            if pretty { Self.appendNewline(to: &output, depth: indent) }
            output += "}"
        }
    }

    /// A line break and two spaces per level, appended in place (no string built per node).
    private static func appendNewline(to output: inout String, depth: Int) {
        output += "\n"
        for _ in 0..<depth { output += "  " }
    }

    /// `text` as a JSON string literal. Most strings (names, paths, numbers as text) need no
    /// escape: one scan of their bytes finds that, and they are appended whole.
    static func appendQuoted(_ text: String, to output: inout String) {
        output += "\""
        guard text.utf8.contains(where: { $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") || $0 < 0x20 }) else {
            output += text
            output += "\""
            return
        }
        // One pass over the bytes: runs without escapes are copied as they are (every byte of a
        // multi-byte UTF-8 sequence is at least 0x80, so only ASCII bytes are ever escaped).
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count + 16)
        let hexDigits = Array("0123456789abcdef".utf8)
        func escaped(_ letter: UInt8) {
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(letter)
        }
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): escaped(byte)
            case UInt8(ascii: "\n"): escaped(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): escaped(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): escaped(UInt8(ascii: "t"))
            case ..<0x20:
                escaped(UInt8(ascii: "u"))
                bytes.append(contentsOf: [UInt8(ascii: "0"), UInt8(ascii: "0"), hexDigits[Int(byte >> 4)], hexDigits[Int(byte & 0xF)]])
            default: bytes.append(byte)
            }
        }
        output += String(decoding: bytes, as: UTF8.self)
        output += "\""
    }

    // MARK: Reading

    public subscript(key: String) -> JSONValue? {
        guard case .object(let members) = self else { return nil }
        return members.first { $0.0 == key }?.1
    }

    public var stringValue: String? { if case .string(let value) = self { return value }; return nil }
    public var arrayValue: [JSONValue]? { if case .array(let value) = self { return value }; return nil }
    public var numberValue: Double? { if case .number(let value) = self { return value }; return nil }
}
