import Diagnostics

/// Reads an old-style (NeXTSTEP/OpenStep) property list — the format of `project.pbxproj`:
/// dictionaries `{ key = value; }`, arrays `( a, b, )` (a trailing comma allowed), strings bare or
/// quoted, data `<0fbd 77>`, and `/* … */` and `//` comments anywhere between tokens.
///
/// The grammar is CoreFoundation's (`CFOldStylePList.c`, mirrored by the OpenStep readers of
/// `hqtsm/plist` `pri/openstep.ts` and DHowett's `go-plist` `text_tables.go`):
/// - a bare string is a run of `a-z A-Z 0-9 _ $ / : . -`;
/// - a quoted string uses `"` or `'` and may hold `\a \b \f \n \r \t \v \\ \" \'`, up to three octal
///   digits `\NNN`, and `\U` with up to four hex digits (a UTF-16 unit); any other escaped
///   character stands for itself;
/// - a dictionary entry ends with `;`.
///
/// A recursive-descent parser over the file's bytes, bounded by `nestingLimit` so a file of
/// 100 000 `(` is an error, not a stack overflow. Each step consumes input, so it cannot loop.
public struct OldStylePropertyListParser {
    /// Deeper nesting than any Xcode project has (objects sit at depth 3, build settings at 5).
    public static let nestingLimit = 200

    /// Parses `bytes` (the contents of `file`, used in diagnostics). The value, or the first error
    /// as a `file:line:col` diagnostic.
    public static func parse(_ bytes: [UInt8], file: String) -> Result<PropertyListValue, ReadFailure> {
        var parser = OldStylePropertyListParser(bytes: bytes, file: file)
        do {
            return .success(try parser.parseDocument())
        } catch {
            return .failure(ReadFailure(Diagnostic.at(error.offset, in: file, lines: parser.lines, error.message)))
        }
    }

    struct Failure: Error {
        var message: DiagnosticMessage
        var offset: Int
    }

    private let bytes: [UInt8]
    private let file: String
    let lines: SourceLineTable
    private var index = 0
    private var depth = 0

    private init(bytes: [UInt8], file: String) {
        self.bytes = bytes
        self.file = file
        self.lines = SourceLineTable(bytes: bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    private mutating func parseDocument() throws(Failure) -> PropertyListValue {
        try skipTrivia()
        guard index < bytes.count else {
            throw Failure(message: .expected("a property list", context: "in the file"), offset: index)
        }
        let value = try parseValue()
        try skipTrivia()
        if index < bytes.count {
            throw Failure(message: .unexpected(describe(bytes[index]), context: "after the property list"), offset: index)
        }
        return value
    }

    private mutating func parseValue() throws(Failure) -> PropertyListValue {
        guard index < bytes.count else {
            throw Failure(message: .expected("a value", context: "before the end of the file"), offset: index)
        }
        switch bytes[index] {
        case UInt8(ascii: "{"):
            try enterNesting()
            defer { depth -= 1 }
            return try parseDictionary()
        case UInt8(ascii: "("):
            try enterNesting()
            defer { depth -= 1 }
            return try parseArray()
        case UInt8(ascii: "<"): return .data(try parseData())
        case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try parseQuotedString())
        default:
            guard Self.isBareCharacter(bytes[index]) else {
                throw Failure(message: .unexpected(describe(bytes[index]), context: "where a value was expected"), offset: index)
            }
            return .string(parseBareString())
        }
    }

    private mutating func enterNesting() throws(Failure) {
        guard depth < Self.nestingLimit else {
            throw Failure(message: .nestingTooDeep(limit: Self.nestingLimit), offset: index)
        }
        depth += 1
    }

    private mutating func parseDictionary() throws(Failure) -> PropertyListValue {
        let open = index
        index += 1
        var entries: [String: PropertyListValue] = [:]
        while true {
            try skipTrivia()
            guard index < bytes.count else {
                throw Failure(message: .expected("'}'", context: "to close the dictionary opened at \(lines.position(at: open))"), offset: index)
            }
            if bytes[index] == UInt8(ascii: "}") { index += 1; break }
            let keyStart = index
            guard case .string(let key) = try parseValue() else {
                throw Failure(message: .expected("a string key", context: "in a dictionary"), offset: keyStart)
            }
            try skipTrivia()
            try expect("=", context: "after the key '\(key)'")
            try skipTrivia()
            entries[key] = try parseValue()
            try skipTrivia()
            try expect(";", context: "after the value of '\(key)'")
        }
        return .dictionary(PropertyListDictionary(entries: entries, position: lines.position(at: open)))
    }

    private mutating func parseArray() throws(Failure) -> PropertyListValue {
        let open = index
        index += 1
        var values: [PropertyListValue] = []
        while true {
            try skipTrivia()
            guard index < bytes.count else {
                throw Failure(message: .expected("')'", context: "to close the array opened at \(lines.position(at: open))"), offset: index)
            }
            if bytes[index] == UInt8(ascii: ")") { index += 1; break }
            values.append(try parseValue())
            try skipTrivia()
            guard index < bytes.count else { continue }
            if bytes[index] == UInt8(ascii: ",") { index += 1; continue }
            guard bytes[index] == UInt8(ascii: ")") else {
                throw Failure(message: .expected("',' or ')'", context: "after an array element"), offset: index)
            }
        }
        return .array(values)
    }

    private mutating func parseData() throws(Failure) -> [UInt8] {
        let open = index
        index += 1
        var data: [UInt8] = []
        var high: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == UInt8(ascii: ">") {
                guard high == nil else { throw Failure(message: .expected("an even number of hex digits", context: "in data"), offset: index - 1) }
                return data
            }
            if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") { continue }
            guard let digit = Self.hexValue(byte) else {
                throw Failure(message: .unexpected(describe(byte), context: "in data; expected hex digits"), offset: index - 1)
            }
            if let first = high { data.append(first << 4 | digit); high = nil } else { high = digit }
        }
        throw Failure(message: .expected("'>'", context: "to close the data opened at \(lines.position(at: open))"), offset: open)
    }

    private mutating func parseBareString() -> String {
        let start = index
        while index < bytes.count, Self.isBareCharacter(bytes[index]) {
            // `//` and `/*` start a comment even right after a bare string.
            if bytes[index] == UInt8(ascii: "/"), index + 1 < bytes.count,
               bytes[index + 1] == UInt8(ascii: "/") || bytes[index + 1] == UInt8(ascii: "*") { break }
            index += 1
        }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func parseQuotedString() throws(Failure) -> String {
        let open = index
        let quote = bytes[index]
        index += 1
        var text: [UInt8] = []
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            if byte == quote { return String(decoding: text, as: UTF8.self) }
            guard byte == UInt8(ascii: "\\") else { text.append(byte); continue }
            guard index < bytes.count else { break }
            appendEscape(to: &text)
        }
        throw Failure(message: .unterminatedString(), offset: open)
    }

    /// Reads the escape after a `\` (at `index`) into `text`.
    private mutating func appendEscape(to text: inout [UInt8]) {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "a"): text.append(7)
        case UInt8(ascii: "b"): text.append(8)
        case UInt8(ascii: "f"): text.append(12)
        case UInt8(ascii: "n"): text.append(10)
        case UInt8(ascii: "r"): text.append(13)
        case UInt8(ascii: "t"): text.append(9)
        case UInt8(ascii: "v"): text.append(11)
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var value = UInt32(byte - UInt8(ascii: "0"))
            var count = 1
            while count < 3, index < bytes.count, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(bytes[index]) {
                value = value * 8 + UInt32(bytes[index] - UInt8(ascii: "0"))
                index += 1
                count += 1
            }
            appendScalar(value, to: &text)
        case UInt8(ascii: "U"):
            var value = readHexUnit()
            // A UTF-16 surrogate pair is written as two escapes: `\UD83D\UDE00`.
            if (0xD800..<0xDC00).contains(value), index + 1 < bytes.count,
               bytes[index] == UInt8(ascii: "\\"), bytes[index + 1] == UInt8(ascii: "U") {
                let save = index
                index += 2
                let low = readHexUnit()
                if (0xDC00..<0xE000).contains(low) {
                    value = 0x10000 + (value - 0xD800) << 10 + (low - 0xDC00)
                } else {
                    index = save
                }
            }
            appendScalar(value, to: &text)
        default: text.append(byte)
        }
    }

    /// Up to four hex digits after `\U`.
    private mutating func readHexUnit() -> UInt32 {
        var value: UInt32 = 0
        var count = 0
        while count < 4, index < bytes.count, let digit = Self.hexValue(bytes[index]) {
            value = value * 16 + UInt32(digit)
            index += 1
            count += 1
        }
        return value
    }

    /// A code unit from an escape as UTF-8; a lone surrogate becomes U+FFFD.
    private func appendScalar(_ value: UInt32, to text: inout [UInt8]) {
        let scalar = Unicode.Scalar(value) ?? "\u{FFFD}"
        text.append(contentsOf: Array(String(Character(scalar)).utf8))
    }

    private mutating func expect(_ character: Character, context: String) throws(Failure) {
        guard index < bytes.count, bytes[index] == character.asciiValue else {
            let found = index < bytes.count ? describe(bytes[index]) : "end of file"
            throw Failure(message: .expected("'\(character)'", context: "\(context), found \(found)"), offset: index)
        }
        index += 1
    }

    /// Skips white space and comments.
    private mutating func skipTrivia() throws(Failure) {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                index += 1
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
            } else if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let open = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                guard index + 1 < bytes.count else { throw Failure(message: .unterminatedBlockComment(), offset: open) }
                index += 2
            } else {
                return
            }
        }
    }

    private func describe(_ byte: UInt8) -> String {
        (0x21..<0x7F).contains(byte) ? "'\(Character(Unicode.Scalar(byte)))'" : "byte 0x\(String(byte, radix: 16, uppercase: true))"
    }

    static func isBareCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "/"), UInt8(ascii: ":"), UInt8(ascii: "."), UInt8(ascii: "-"):
            return true
        default:
            return false
        }
    }

    static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): return byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): return byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): return byte - UInt8(ascii: "A") + 10
        default: return nil
        }
    }
}
