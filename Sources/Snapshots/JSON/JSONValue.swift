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
        // Written as UTF-8 bytes into one buffer, made a `String` once: a report's summary has a
        // few dozen members per scenario, and appending each piece to a `String` cost several
        // times more than copying its bytes.
        var output: [UInt8] = []
        output.reserveCapacity(1024)
        write(to: &output, pretty: pretty, indent: 0)
        return String(decoding: output, as: UTF8.self)
    }

    /// Appends the value's text to `output` as it is written `indent` levels deep in a document
    /// (pretty: its inner lines indented by `indent + 1` levels), so a large document can be
    /// written a piece at a time, each piece dropped once written.
    public func write(to output: inout [UInt8], pretty: Bool, indent: Int) {
        switch self {
        case .null: Self.append("null", to: &output)
        case .bool(let value): Self.append(value ? "true" : "false", to: &output)
        case .number(let value):
            if value.isFinite { output.append(contentsOf: NumberText.format(value, decimals: 4).utf8) } else { Self.append("null", to: &output) }
        case .string(let value): Self.appendQuoted(value, to: &output)
        case .array(let values):
            if values.isEmpty { Self.append("[]", to: &output); return }
            output.append(UInt8(ascii: "["))
            for (index, value) in values.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                if pretty { Self.appendNewline(to: &output, depth: indent + 1) }
                value.write(to: &output, pretty: pretty, indent: indent + 1)
            }
            if pretty { Self.appendNewline(to: &output, depth: indent) }
            output.append(UInt8(ascii: "]"))
        case .object(let members):
            if members.isEmpty { Self.append("{}", to: &output); return }
            output.append(UInt8(ascii: "{"))
            for (index, (key, value)) in members.enumerated() {
                if index > 0 { output.append(UInt8(ascii: ",")) }
                if pretty { Self.appendNewline(to: &output, depth: indent + 1) }
                Self.appendQuoted(key, to: &output)
                Self.append(pretty ? ": " : ":", to: &output)
                value.write(to: &output, pretty: pretty, indent: indent + 1)
            }
            if pretty { Self.appendNewline(to: &output, depth: indent) }
            output.append(UInt8(ascii: "}"))
        }
    }

    private static func append(_ text: StaticString, to output: inout [UInt8]) {
        output.append(contentsOf: UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount))
    }

    /// A line break and two spaces per level, appended in place (no string built per node).
    /// The indentation is copied from `spaces` a run at a time rather than two bytes per level
    /// (about 1 % of `frames`' instructions on the whole-app bench's 200 files).
    private static func appendNewline(to output: inout [UInt8], depth: Int) {
        output.append(UInt8(ascii: "\n"))
        var remaining = 2 * depth
        while remaining > 0 {
            let run = min(remaining, spaces.count)
            output.append(contentsOf: spaces[0..<run])
            remaining -= run
        }
    }

    private static let spaces = [UInt8](repeating: UInt8(ascii: " "), count: 64)

    /// `text` as a JSON string literal. Most strings (names, paths, numbers as text) need no
    /// escape: one scan of their UTF-8 bytes, in place, finds that, and they are appended whole.
    /// Every byte of a multi-byte UTF-8 sequence is at least 0x80, so only ASCII bytes are ever
    /// escaped. The scan reads the bytes through a pointer (`String.withUTF8`), not through a
    /// closure called per byte: quoting was ≈ 65 K instructions per file of `frames` on the
    /// whole-app bench (docs/performance.md, issue 37).
    static func appendQuoted(_ text: String, to bytes: inout [UInt8]) {
        var text = text
        text.withUTF8 { utf8 in
            bytes.append(UInt8(ascii: "\""))
            if needsEscaping(utf8) { appendEscaped(utf8, to: &bytes) } else { bytes.append(contentsOf: utf8) }
            bytes.append(UInt8(ascii: "\""))
        }
    }

    /// Whether a JSON string literal of these UTF-8 bytes must escape any of them: a quotation
    /// mark, a reverse solidus or a control character below U+0020 (RFC 8259, section 7: "All
    /// Unicode characters may be placed within the quotation marks, except for the characters
    /// that MUST be escaped").
    public static func needsEscaping(_ utf8: UnsafeBufferPointer<UInt8>) -> Bool {
        for byte in utf8 where byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") || byte < 0x20 { return true }
        return false
    }

    /// The bytes with each one `needsEscaping` names escaped: the two-character escapes for
    /// `"`, `\\`, line feed, carriage return and tab, `\u00XX` (lowercase hex) for other controls.
    private static func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>, to bytes: inout [UInt8]) {
        let hexDigits: StaticString = "0123456789abcdef"
        func escaped(_ letter: UInt8) {
            bytes.append(UInt8(ascii: "\\"))
            bytes.append(letter)
        }
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): escaped(byte)
            case UInt8(ascii: "\n"): escaped(UInt8(ascii: "n"))
            case UInt8(ascii: "\r"): escaped(UInt8(ascii: "r"))
            case UInt8(ascii: "\t"): escaped(UInt8(ascii: "t"))
            case ..<0x20:
                escaped(UInt8(ascii: "u"))
                bytes.append(UInt8(ascii: "0"))
                bytes.append(UInt8(ascii: "0"))
                bytes.append(hexDigits.utf8Start[Int(byte >> 4)])
                bytes.append(hexDigits.utf8Start[Int(byte & 0xF)])
            default: bytes.append(byte)
            }
        }
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
