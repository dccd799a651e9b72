import JSONParsing

/// A small reader of XML 1.0 documents as Xcode writes them (a `.xcdatamodel`'s `contents`):
/// elements with attributes and children. Text between elements is skipped (the model format
/// keeps everything in attributes); the XML declaration, processing instructions, DOCTYPE,
/// comments and CDATA sections are skipped; attribute values decode the five predefined entities
/// and character references (W3C, "Extensible Markup Language (XML) 1.0", sections 2.4, 3.1,
/// 4.6). Nesting is bounded, so a hostile file ends with an error instead of exhausting the stack.
struct XMLElementReader {
    /// One element: its name, attributes in document order, children, and the byte offset of
    /// its `<`, for diagnostics.
    struct Element: Sendable {
        var name: String
        var attributes: [(name: String, value: String)]
        var children: [Element]
        var offset: Int

        func attribute(_ name: String) -> String? { attributes.first { $0.name == name }?.value }
        func children(named name: String) -> [Element] { children.filter { $0.name == name } }
    }

    static let maximumDepth = 64

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The document's root element, or the offset and reason of the first syntax error.
    static func parse(_ bytes: [UInt8]) -> Result<Element, ScanFailure> {
        var reader = XMLElementReader(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { reader.index = 3 }
        do {
            try reader.skipMisc()
            guard reader.index < bytes.count, bytes[reader.index] == UInt8(ascii: "<") else {
                throw reader.failure("expected an element")
            }
            let root = try reader.element(depth: 0)
            try reader.skipMisc()
            guard reader.index == bytes.count else { throw reader.failure("unexpected text after the root element") }
            return .success(root)
        } catch let failure as ScanFailure {
            return .failure(failure)
        } catch {
            return .failure(ScanFailure(offset: reader.index, message: "\(error)"))
        }
    }

    private func failure(_ message: String, at offset: Int? = nil) -> ScanFailure {
        ScanFailure(offset: offset ?? index, message: message)
    }

    private func starts(with text: String) -> Bool {
        var position = index
        for byte in text.utf8 {
            guard position < bytes.count, bytes[position] == byte else { return false }
            position += 1
        }
        return true
    }

    private mutating func skipSpace() {
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
    }

    private mutating func skip(past terminator: String) throws {
        let start = index
        while index < bytes.count {
            if starts(with: terminator) { index += terminator.utf8.count; return }
            index += 1
        }
        throw failure("'\(terminator)' expected before the end of the file", at: start)
    }

    /// Skips whitespace, `<?…?>`, `<!DOCTYPE …>` and `<!-- … -->`.
    private mutating func skipMisc() throws {
        while true {
            skipSpace()
            if starts(with: "<?") { try skip(past: "?>") } else if starts(with: "<!--") { try skip(past: "-->") } else if starts(with: "<!") { try skip(past: ">") } else { return }
        }
    }

    private static func isNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"),
             UInt8(ascii: "_"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: ":"): return true
        default: return byte >= 0x80
        }
    }

    private mutating func name() throws -> String {
        let start = index
        while index < bytes.count, Self.isNameByte(bytes[index]) { index += 1 }
        guard index > start else { throw failure("expected a name") }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    /// `<name a="v" …>children</name>` or `<name … />`, at `<`.
    private mutating func element(depth: Int) throws -> Element {
        guard depth < Self.maximumDepth else { throw failure("elements nest more than \(Self.maximumDepth) deep") }
        let offset = index
        index += 1
        var element = Element(name: try name(), attributes: [], children: [], offset: offset)
        while true {
            skipSpace()
            guard index < bytes.count else { throw failure("'<\(element.name)' is not closed before the end of the file", at: offset) }
            if starts(with: "/>") { index += 2; return element }
            if bytes[index] == UInt8(ascii: ">") { index += 1; break }
            let attributeName = try name()
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { throw failure("expected '=' after attribute '\(attributeName)'") }
            index += 1
            skipSpace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") || bytes[index] == UInt8(ascii: "'") else {
                throw failure("expected a quoted value for attribute '\(attributeName)'")
            }
            let quote = bytes[index], valueStart = index + 1
            index += 1
            while index < bytes.count, bytes[index] != quote {
                if bytes[index] == UInt8(ascii: "<") { throw failure("'<' is not allowed in an attribute value") }
                index += 1
            }
            guard index < bytes.count else { throw failure("attribute '\(attributeName)' is not closed", at: valueStart - 1) }
            let raw = String(decoding: bytes[valueStart..<index], as: UTF8.self)
            index += 1
            guard let value = Self.decodeEntities(raw) else { throw failure("unknown entity in attribute '\(attributeName)'", at: valueStart) }
            element.attributes.append((attributeName, value))
        }
        // Content: children, skipped text, comments, CDATA, then the closing tag.
        while true {
            guard index < bytes.count else { throw failure("'<\(element.name)>' is not closed before the end of the file", at: offset) }
            if starts(with: "</") {
                let closeOffset = index
                index += 2
                let closing = try name()
                skipSpace()
                guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw failure("expected '>'") }
                index += 1
                guard closing == element.name else {
                    throw failure("'</\(closing)>' closes '<\(element.name)>'", at: closeOffset)
                }
                return element
            }
            if starts(with: "<!--") { try skip(past: "-->"); continue }
            if starts(with: "<![CDATA[") { try skip(past: "]]>"); continue }
            if starts(with: "<?") { try skip(past: "?>"); continue }
            if bytes[index] == UInt8(ascii: "<") {
                element.children.append(try self.element(depth: depth + 1))
                continue
            }
            index += 1
        }
    }

    /// `&amp;` `&lt;` `&gt;` `&quot;` `&apos;` and `&#N;`/`&#xH;` decoded; nil for another entity.
    static func decodeEntities(_ text: String) -> String? {
        guard text.contains("&") else { return text }
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            guard let semicolon = rest[amp...].firstIndex(of: ";") else { return nil }
            let entity = rest[rest.index(after: amp)..<semicolon]
            switch entity {
            case "amp": result += "&"
            case "lt": result += "<"
            case "gt": result += ">"
            case "quot": result += "\""
            case "apos": result += "'"
            default:
                guard entity.hasPrefix("#") else { return nil }
                let digits = entity.dropFirst()
                let value = digits.hasPrefix("x") ? UInt32(digits.dropFirst(), radix: 16) : UInt32(digits, radix: 10)
                guard let value, let scalar = Unicode.Scalar(value) else { return nil }
                result.unicodeScalars.append(scalar)
            }
            rest = rest[rest.index(after: semicolon)...]
        }
        return result + rest
    }
}
