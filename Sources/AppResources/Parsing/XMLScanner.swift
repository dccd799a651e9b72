import JSONParsing

/// The byte-level reading both of LayoutLens's XML readers share (`XMLPropertyListParser` for
/// property lists, `XMLElementReader` for a data model's `contents`): a position in the bytes, a
/// UTF-8 byte-order mark skipped, whitespace, and the markup that carries no data — the XML
/// declaration and other processing instructions, a DOCTYPE and comments — skipped, and entity
/// references decoded: the five predefined entities and decimal or hexadecimal character
/// references (W3C, "Extensible Markup Language (XML) 1.0", sections 2.3, 2.5, 2.6, 2.8, 4.1 and
/// 4.6). A failure carries the byte offset at which it was found, for `file:line:col`.
struct XMLScanner {
    let bytes: [UInt8]
    var index: Int

    init(_ bytes: [UInt8]) {
        self.bytes = bytes
        index = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
    }

    var isAtEnd: Bool { index >= bytes.count }

    /// The byte at the position, or nil at the end.
    var current: UInt8? { index < bytes.count ? bytes[index] : nil }

    func failure(_ message: String, at offset: Int? = nil) -> ScanFailure {
        ScanFailure(offset: offset ?? index, message: message)
    }

    /// Whether the bytes at the position spell `text` (compared in place, nothing copied).
    func starts(with text: StaticString) -> Bool {
        let count = text.utf8CodeUnitCount
        guard index + count <= bytes.count else { return false }
        return text.withUTF8Buffer { expected in
            for offset in 0..<count where bytes[index + offset] != expected[offset] { return false }
            return true
        }
    }

    /// XML's white space: space, tab, line feed and carriage return (section 2.3, production S).
    static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    mutating func skipSpace() {
        while index < bytes.count, Self.isSpace(bytes[index]) { index += 1 }
    }

    /// Moves past the next `terminator`; a file that ends first fails at where the search began.
    mutating func skip(past terminator: StaticString) throws {
        let start = index
        while index < bytes.count {
            if starts(with: terminator) { index += terminator.utf8CodeUnitCount; return }
            index += 1
        }
        throw failure("'\(terminator)' expected before the end of the file", at: start)
    }

    /// Skips whitespace, `<?…?>`, `<!DOCTYPE …>` and `<!-- … -->`.
    mutating func skipMisc() throws {
        while true {
            skipSpace()
            if starts(with: "<?") {
                try skip(past: "?>")
            } else if starts(with: "<!--") {
                try skip(past: "-->")
            } else if starts(with: "<!") {
                try skip(past: ">")
            } else {
                return
            }
        }
    }

    /// The entity reference at the position (`&`), decoded, with the position moved past its `;`.
    mutating func entity() throws -> Unicode.Scalar {
        let start = index
        guard let end = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else {
            throw failure("'&' without ';' (write '&amp;')")
        }
        let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        guard let scalar = Self.scalar(ofEntityNamed: name[...]) else {
            throw failure("unknown entity '&\(name);'", at: start)
        }
        index = end + 1
        return scalar
    }

    /// `amp`, `lt`, `gt`, `quot`, `apos`, `#N` and `#xH` (section 4.6 and production CharRef);
    /// nil for any other name, which a document without a DTD cannot declare.
    static func scalar(ofEntityNamed name: Substring) -> Unicode.Scalar? {
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            guard name.hasPrefix("#") else { return nil }
            let digits = name.dropFirst()
            let number = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
            return number.flatMap(Unicode.Scalar.init)
        }
    }

    /// `text` with its entity references decoded; nil when one is unknown or has no `;`.
    static func decodingEntities(_ text: String) -> String? {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";"),
                  let scalar = scalar(ofEntityNamed: rest[rest.index(after: amp)..<semicolon]) else { return nil }
            result.unicodeScalars.append(scalar)
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
