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

    private var scanner: XMLScanner

    private init(_ bytes: [UInt8]) { scanner = XMLScanner(bytes) }

    /// The document's root element, or the offset and reason of the first syntax error.
    static func parse(_ bytes: [UInt8]) -> Result<Element, ScanFailure> {
        var reader = XMLElementReader(bytes)
        do {
            try reader.scanner.skipMisc()
            guard reader.scanner.current == UInt8(ascii: "<") else { throw reader.scanner.failure("expected an element") }
            let root = try reader.element(depth: 0)
            try reader.scanner.skipMisc()
            guard reader.scanner.isAtEnd else { throw reader.scanner.failure("unexpected text after the root element") }
            return .success(root)
        } catch let failure as ScanFailure {
            return .failure(failure)
        } catch {
            return .failure(reader.scanner.failure("\(error)"))
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
        let start = scanner.index
        while let byte = scanner.current, Self.isNameByte(byte) { scanner.index += 1 }
        guard scanner.index > start else { throw scanner.failure("expected a name") }
        return String(decoding: scanner.bytes[start..<scanner.index], as: UTF8.self)
    }

    /// `<name a="v" …>children</name>` or `<name … />`, at `<`.
    private mutating func element(depth: Int) throws -> Element {
        guard depth < Self.maximumDepth else { throw scanner.failure("elements nest more than \(Self.maximumDepth) deep") }
        let offset = scanner.index
        scanner.index += 1
        var element = Element(name: try name(), attributes: [], children: [], offset: offset)
        while true {
            scanner.skipSpace()
            guard !scanner.isAtEnd else { throw scanner.failure("'<\(element.name)' is not closed before the end of the file", at: offset) }
            if scanner.starts(with: "/>") { scanner.index += 2; return element }
            if scanner.bytes[scanner.index] == UInt8(ascii: ">") { scanner.index += 1; break }
            let attributeName = try name()
            scanner.skipSpace()
            guard scanner.current == UInt8(ascii: "=") else { throw scanner.failure("expected '=' after attribute '\(attributeName)'") }
            scanner.index += 1
            scanner.skipSpace()
            guard let quote = scanner.current, quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                throw scanner.failure("expected a quoted value for attribute '\(attributeName)'")
            }
            let valueStart = scanner.index + 1
            scanner.index += 1
            while let byte = scanner.current, byte != quote {
                if byte == UInt8(ascii: "<") { throw scanner.failure("'<' is not allowed in an attribute value") }
                scanner.index += 1
            }
            guard !scanner.isAtEnd else { throw scanner.failure("attribute '\(attributeName)' is not closed", at: valueStart - 1) }
            let raw = String(decoding: scanner.bytes[valueStart..<scanner.index], as: UTF8.self)
            scanner.index += 1
            guard let value = XMLScanner.decodingEntities(raw) else { throw scanner.failure("unknown entity in attribute '\(attributeName)'", at: valueStart) }
            element.attributes.append((attributeName, value))
        }
        // Content: children, skipped text, comments, CDATA, then the closing tag.
        while true {
            guard !scanner.isAtEnd else { throw scanner.failure("'<\(element.name)>' is not closed before the end of the file", at: offset) }
            if scanner.starts(with: "</") {
                let closeOffset = scanner.index
                scanner.index += 2
                let closing = try name()
                scanner.skipSpace()
                guard scanner.current == UInt8(ascii: ">") else { throw scanner.failure("expected '>'") }
                scanner.index += 1
                guard closing == element.name else {
                    throw scanner.failure("'</\(closing)>' closes '<\(element.name)>'", at: closeOffset)
                }
                return element
            }
            if scanner.starts(with: "<!--") { try scanner.skip(past: "-->"); continue }
            if scanner.starts(with: "<![CDATA[") { try scanner.skip(past: "]]>"); continue }
            if scanner.starts(with: "<?") { try scanner.skip(past: "?>"); continue }
            if scanner.bytes[scanner.index] == UInt8(ascii: "<") {
                element.children.append(try self.element(depth: depth + 1))
                continue
            }
            scanner.index += 1
        }
    }
}
