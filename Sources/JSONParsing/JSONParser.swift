/// The one JSON parser of LayoutLens: asset and string catalogs, `Package.resolved`, and the files
/// LayoutLens writes and reads back (`summary.json`, the configuration file) all go through it.
///
/// RFC 8259 over UTF-8 bytes, with each value's offset kept and the first error reported at its
/// offset, line and column. Accepted beyond the RFC: a UTF-8 byte order mark before the value (as
/// Foundation's `JSONSerialization` accepts it), and digits after a leading zero ("01", kept as
/// written; unverified against Apple's parsers, accepted as the two parsers this one replaced
/// did). Refused: anything else outside the grammar (a `+` or `.` starting a number, an
/// unknown escape, a raw control character in a string, text after the value). A `\u` escape of
/// a lone UTF-16 surrogate becomes U+FFFD. Nesting and length are bounded by `JSONLimits`.
/// A key repeated in one object is kept or refused, as the caller asks (`JSONRepeatedKeys`).
/// A comma before the closing `}` or `]` (`"idiom" : "universal", }`) is refused unless the
/// caller accepts it (`trailingCommas`), as JSON5 and Foundation's `.json5Allowed` reading do.
public struct JSONParser {
    private var scanner: ByteScanner
    private let maximumDepth: Int
    private let repeatedKeys: JSONRepeatedKeys
    private let trailingCommas: Bool

    private init(_ bytes: [UInt8], maximumDepth: Int, repeatedKeys: JSONRepeatedKeys, trailingCommas: Bool) {
        scanner = ByteScanner(bytes, skippingByteOrderMark: true)
        self.maximumDepth = maximumDepth
        self.repeatedKeys = repeatedKeys
        self.trailingCommas = trailingCommas
    }

    public static func parse(_ bytes: [UInt8], limits: JSONLimits = .files,
                             repeatedKeys: JSONRepeatedKeys = .kept, trailingCommas: Bool = false) -> Result<JSONNode, JSONParseError> {
        guard bytes.count <= limits.maximumBytes else {
            return .failure(JSONParseError(ScanFailure(offset: 0, message: "JSON text of \(bytes.count) bytes; at most \(limits.maximumBytes) are read"), in: []))
        }
        var parser = JSONParser(bytes, maximumDepth: limits.maximumDepth, repeatedKeys: repeatedKeys, trailingCommas: trailingCommas)
        do throws(ScanFailure) {
            parser.skipWhitespace()
            let node = try parser.value(depth: 0)
            parser.skipWhitespace()
            guard parser.scanner.isAtEnd else { throw parser.scanner.failure("unexpected text after the JSON value") }
            return .success(node)
        } catch {
            return .failure(JSONParseError(error, in: bytes))
        }
    }

    private func failure(_ message: String, at offset: Int? = nil) -> ScanFailure {
        scanner.failure(message, at: offset)
    }

    private mutating func skipWhitespace() {
        scanner.skip { $0 == 0x20 || $0 == 0x09 || $0 == 0x0A || $0 == 0x0D }
    }

    private var found: String {
        scanner.peek.map { "'\(ByteScanner.describe($0))'" } ?? "the end of the file"
    }

    private mutating func value(depth: Int) throws(ScanFailure) -> JSONNode {
        guard depth < maximumDepth else { throw failure("JSON nested more than \(maximumDepth) levels deep") }
        guard let byte = scanner.peek else { throw failure("expected a JSON value, found the end of the file") }
        let start = scanner.index
        switch byte {
        case UInt8(ascii: "{"): return JSONNode(offset: start, value: .object(try object(depth: depth)))
        case UInt8(ascii: "["): return JSONNode(offset: start, value: .array(try array(depth: depth)))
        case UInt8(ascii: "\""): return JSONNode(offset: start, value: .string(try string()))
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(offset: start, value: .bool(true))
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(offset: start, value: .bool(false))
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(offset: start, value: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(offset: start, value: .number(try number()))
        default: throw failure("expected a JSON value, found \(found)")
        }
    }

    private mutating func object(depth: Int) throws(ScanFailure) -> [JSONMember] {
        scanner.index += 1
        var members: [JSONMember] = []
        var keys: Set<String> = []
        skipWhitespace()
        if scanner.peek == UInt8(ascii: "}") { scanner.index += 1; return members }
        while true {
            skipWhitespace()
            if trailingCommas, !members.isEmpty, scanner.peek == UInt8(ascii: "}") { scanner.index += 1; return members }
            guard scanner.peek == UInt8(ascii: "\"") else { throw failure("expected a string key in JSON object") }
            let keyOffset = scanner.index
            let key = try string()
            if repeatedKeys == .refused, !keys.insert(key).inserted {
                throw failure("the key \"\(key)\" appears twice in one JSON object", at: keyOffset)
            }
            skipWhitespace()
            guard scanner.peek == UInt8(ascii: ":") else { throw failure("expected ':' after the key \"\(key)\"") }
            scanner.index += 1
            skipWhitespace()
            members.append(JSONMember(key: key, node: try value(depth: depth + 1)))
            skipWhitespace()
            switch scanner.peek {
            case UInt8(ascii: ","): scanner.index += 1
            case UInt8(ascii: "}"): scanner.index += 1; return members
            default: throw failure("expected ',' or '}' in JSON object, found \(found)")
            }
        }
    }

    private mutating func array(depth: Int) throws(ScanFailure) -> [JSONNode] {
        scanner.index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if scanner.peek == UInt8(ascii: "]") { scanner.index += 1; return elements }
        while true {
            skipWhitespace()
            if trailingCommas, !elements.isEmpty, scanner.peek == UInt8(ascii: "]") { scanner.index += 1; return elements }
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            switch scanner.peek {
            case UInt8(ascii: ","): scanner.index += 1
            case UInt8(ascii: "]"): scanner.index += 1; return elements
            default: throw failure("expected ',' or ']' in JSON array, found \(found)")
            }
        }
    }

    private mutating func literal(_ word: String) throws(ScanFailure) {
        guard scanner.starts(with: word) else { throw failure("expected a JSON value (did you mean '\(word)'?)") }
        scanner.index += word.utf8.count
    }

    /// `-? digits (. digits)? ([eE] [+-]? digits)?`, returned as written.
    private mutating func number() throws(ScanFailure) -> String {
        let start = scanner.index
        func isDigit(_ byte: UInt8) -> Bool { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) }
        func digits() -> Int {
            let from = scanner.index
            scanner.skip(while: isDigit)
            return scanner.index - from
        }
        if scanner.peek == UInt8(ascii: "-") { scanner.index += 1 }
        guard digits() > 0 else { throw failure("expected digits in JSON number") }
        if scanner.peek == UInt8(ascii: ".") {
            scanner.index += 1
            guard digits() > 0 else { throw failure("expected digits after '.' in JSON number") }
        }
        if scanner.peek == UInt8(ascii: "e") || scanner.peek == UInt8(ascii: "E") {
            scanner.index += 1
            if scanner.peek == UInt8(ascii: "+") || scanner.peek == UInt8(ascii: "-") { scanner.index += 1 }
            guard digits() > 0 else { throw failure("expected digits in JSON number exponent") }
        }
        return String(decoding: scanner.bytes[start..<scanner.index], as: UTF8.self)
    }

    private mutating func string() throws(ScanFailure) -> String {
        try scanner.quoted(unterminatedMessage: "unterminated JSON string",
                           controlCharacterMessage: "control character in JSON string (write it as an escape)",
                           escape: Self.escape)
    }

    /// The escapes of RFC 8259 §7, the cursor on the character after the backslash.
    private static func escape(_ scanner: inout ByteScanner) throws(ScanFailure) -> Unicode.Scalar {
        let escape = scanner.bytes[scanner.index]
        scanner.index += 1
        switch escape {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"): return try unicodeEscape(&scanner)
        default: throw scanner.failure("invalid escape '\\\(ByteScanner.describe(escape))' in JSON string", at: scanner.index - 2)
        }
    }

    /// `\uXXXX`, joining a UTF-16 surrogate pair; a lone surrogate becomes U+FFFD.
    private static func unicodeEscape(_ scanner: inout ByteScanner) throws(ScanFailure) -> Unicode.Scalar {
        let first = try hexQuad(&scanner)
        if (0xD800...0xDBFF).contains(first), scanner.starts(with: "\\u") {
            let saved = scanner.index
            scanner.index += 2
            let second = try hexQuad(&scanner)
            if (0xDC00...0xDFFF).contains(second) {
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"
            }
            scanner.index = saved
        }
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }

    private static func hexQuad(_ scanner: inout ByteScanner) throws(ScanFailure) -> UInt32 {
        guard let value = scanner.hexadecimal(minimumDigits: 4, maximumDigits: 4) else {
            throw scanner.failure("expected four hexadecimal digits after '\\u'")
        }
        return value
    }
}
