/// A strict RFC 8259 JSON parser over UTF-8 bytes that keeps each value's offset and reports the
/// first error at its byte offset. Nesting is bounded so hostile input cannot exhaust the stack.
struct JSONParser {
    struct Failure: Error, Equatable {
        var offset: Int
        var message: String
    }

    /// Deeper nesting is refused: real asset and string catalogs nest fewer than 12 levels.
    static let maximumDepth = 128

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func parse(_ bytes: [UInt8]) -> Result<JSONNode, Failure> {
        var parser = JSONParser(bytes)
        // A UTF-8 byte order mark is tolerated, as Foundation's JSONSerialization does.
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        do {
            parser.skipWhitespace()
            let node = try parser.value(depth: 0)
            parser.skipWhitespace()
            guard parser.index == bytes.count else { throw parser.failure("unexpected text after the JSON value") }
            return .success(node)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(offset: parser.index, message: "\(error)"))
        }
    }

    private func failure(_ message: String, at offset: Int? = nil) -> Failure {
        Failure(offset: offset ?? index, message: message)
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func value(depth: Int) throws -> JSONNode {
        guard depth < Self.maximumDepth else { throw failure("JSON nested more than \(Self.maximumDepth) levels deep") }
        guard index < bytes.count else { throw failure("expected a JSON value, found the end of the file") }
        let start = index
        switch bytes[index] {
        case UInt8(ascii: "{"): return JSONNode(offset: start, value: .object(try object(depth: depth)))
        case UInt8(ascii: "["): return JSONNode(offset: start, value: .array(try array(depth: depth)))
        case UInt8(ascii: "\""): return JSONNode(offset: start, value: .string(try string()))
        case UInt8(ascii: "t"): try literal("true"); return JSONNode(offset: start, value: .bool(true))
        case UInt8(ascii: "f"): try literal("false"); return JSONNode(offset: start, value: .bool(false))
        case UInt8(ascii: "n"): try literal("null"); return JSONNode(offset: start, value: .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return JSONNode(offset: start, value: .number(try number()))
        default: throw failure("expected a JSON value, found '\(Self.describe(bytes[index]))'")
        }
    }

    private mutating func object(depth: Int) throws -> [JSONMember] {
        index += 1
        var members: [JSONMember] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1; return members }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else { throw failure("expected a string key in JSON object") }
            let key = try string()
            skipWhitespace()
            try expect(":", "after the key \"\(key)\"")
            skipWhitespace()
            members.append(JSONMember(key: key, node: try value(depth: depth + 1)))
            skipWhitespace()
            guard index < bytes.count else { throw failure("expected ',' or '}' in JSON object, found the end of the file") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "}") { index += 1; return members }
            throw failure("expected ',' or '}' in JSON object, found '\(Self.describe(bytes[index]))'")
        }
    }

    private mutating func array(depth: Int) throws -> [JSONNode] {
        index += 1
        var elements: [JSONNode] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") { index += 1; return elements }
        while true {
            skipWhitespace()
            elements.append(try value(depth: depth + 1))
            skipWhitespace()
            guard index < bytes.count else { throw failure("expected ',' or ']' in JSON array, found the end of the file") }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            if bytes[index] == UInt8(ascii: "]") { index += 1; return elements }
            throw failure("expected ',' or ']' in JSON array, found '\(Self.describe(bytes[index]))'")
        }
    }

    private mutating func expect(_ character: Character, _ context: String) throws {
        guard index < bytes.count, bytes[index] == character.asciiValue! else {
            throw failure("expected '\(character)' \(context)")
        }
        index += 1
    }

    private mutating func literal(_ word: String) throws {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count, Array(bytes[index..<(index + expected.count)]) == expected else {
            throw failure("expected a JSON value (did you mean '\(word)'?)")
        }
        index += expected.count
    }

    private mutating func number() throws -> String {
        let start = index
        if bytes[index] == UInt8(ascii: "-") { index += 1 }
        func digits() -> Int {
            let from = index
            while index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index]) { index += 1 }
            return index - from
        }
        guard digits() > 0 else { throw failure("expected digits in JSON number") }
        if index < bytes.count, bytes[index] == UInt8(ascii: ".") {
            index += 1
            guard digits() > 0 else { throw failure("expected digits after '.' in JSON number") }
        }
        if index < bytes.count, bytes[index] == UInt8(ascii: "e") || bytes[index] == UInt8(ascii: "E") {
            index += 1
            if index < bytes.count, bytes[index] == UInt8(ascii: "+") || bytes[index] == UInt8(ascii: "-") { index += 1 }
            guard digits() > 0 else { throw failure("expected digits in JSON number exponent") }
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func string() throws -> String {
        let start = index
        index += 1
        var scalars = String.UnicodeScalarView()
        var runStart = index
        func flushRun() { scalars.append(contentsOf: String(decoding: bytes[runStart..<index], as: UTF8.self).unicodeScalars) }
        while index < bytes.count {
            let byte = bytes[index]
            if byte == UInt8(ascii: "\"") {
                flushRun()
                index += 1
                return String(scalars)
            }
            if byte < 0x20 { throw failure("control character in JSON string (write it as an escape)") }
            if byte == UInt8(ascii: "\\") {
                flushRun()
                index += 1
                guard index < bytes.count else { break }
                let escape = bytes[index]
                index += 1
                switch escape {
                case UInt8(ascii: "\""): scalars.append("\"")
                case UInt8(ascii: "\\"): scalars.append("\\")
                case UInt8(ascii: "/"): scalars.append("/")
                case UInt8(ascii: "b"): scalars.append("\u{08}")
                case UInt8(ascii: "f"): scalars.append("\u{0C}")
                case UInt8(ascii: "n"): scalars.append("\n")
                case UInt8(ascii: "r"): scalars.append("\r")
                case UInt8(ascii: "t"): scalars.append("\t")
                case UInt8(ascii: "u"): scalars.append(try unicodeEscape())
                default: throw failure("invalid escape '\\\(Self.describe(escape))' in JSON string", at: index - 2)
                }
                runStart = index
                continue
            }
            index += 1
        }
        throw failure("unterminated JSON string", at: start)
    }

    /// `\uXXXX`, joining a UTF-16 surrogate pair; a lone surrogate becomes U+FFFD.
    private mutating func unicodeEscape() throws -> Unicode.Scalar {
        let first = try hexQuad()
        if (0xD800...0xDBFF).contains(first), index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "u") {
            let saved = index
            index += 2
            let second = try hexQuad()
            if (0xDC00...0xDFFF).contains(second) {
                return Unicode.Scalar(0x10000 + ((first - 0xD800) << 10) + (second - 0xDC00)) ?? "\u{FFFD}"
            }
            index = saved
        }
        return Unicode.Scalar(first) ?? "\u{FFFD}"
    }

    private mutating func hexQuad() throws -> UInt32 {
        guard index + 4 <= bytes.count, let value = UInt32(String(decoding: bytes[index..<(index + 4)], as: UTF8.self), radix: 16) else {
            throw failure("expected four hexadecimal digits after '\\u'")
        }
        index += 4
        return value
    }

    private static func describe(_ byte: UInt8) -> String {
        (0x21...0x7E).contains(byte) ? String(UnicodeScalar(byte)) : "byte 0x" + String(byte, radix: 16, uppercase: true)
    }
}
