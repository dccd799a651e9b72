import JSONParsing

/// Reads Apple's XML property-list format (`<plist><dict><key>…</key><string>…</string>…`): the
/// elements `dict`, `array`, `key`, `string`, `integer`, `real`, `true`, `false`, `date`, `data`;
/// the XML declaration, DOCTYPE and comments are skipped; the five predefined entities and
/// character references are decoded. Source: Apple's `PropertyList-1.0.dtd`. Binary plists
/// (`bplist00`) are refused with an error that says so. Nesting is bounded.
struct XMLPropertyListParser {
    typealias Failure = ScanFailure

    static let maximumDepth = 128

    private var scanner: XMLScanner

    private init(_ bytes: [UInt8]) { scanner = XMLScanner(bytes) }

    static func parse(_ bytes: [UInt8]) -> Result<PropertyListNode, Failure> {
        if bytes.starts(with: Array("bplist".utf8)) {
            return .failure(Failure(offset: 0, message: "binary property lists are not read; convert it with 'plutil -convert xml1'"))
        }
        var parser = XMLPropertyListParser(bytes)
        do {
            try parser.scanner.skipMisc()
            guard let open = try parser.openTag() else { throw parser.scanner.failure("expected a <plist> element") }
            let root: PropertyListNode
            if open.name == "plist" {
                try parser.scanner.skipMisc()
                root = try parser.element(depth: 0)
                try parser.scanner.skipMisc()
                try parser.closeTag("plist")
            } else {
                parser.scanner.index = open.offset
                root = try parser.element(depth: 0)
            }
            try parser.scanner.skipMisc()
            guard parser.scanner.isAtEnd else { throw parser.scanner.failure("unexpected text after the property list") }
            return .success(root)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(parser.scanner.failure("\(error)"))
        }
    }

    private struct Tag { var name: String; var offset: Int; var selfClosing: Bool }

    /// An opening tag `<name attr="…">` or `<name/>`, or nil at a closing tag or the end.
    private mutating func openTag() throws -> Tag? {
        guard scanner.current == UInt8(ascii: "<"), !scanner.starts(with: "</") else { return nil }
        let start = scanner.index
        scanner.index += 1
        let nameStart = scanner.index
        while let byte = scanner.current, !XMLScanner.isSpace(byte), byte != UInt8(ascii: ">"), byte != UInt8(ascii: "/") { scanner.index += 1 }
        let name = String(decoding: scanner.bytes[nameStart..<scanner.index], as: UTF8.self)
        var quote: UInt8?
        while !scanner.isAtEnd {
            let byte = scanner.bytes[scanner.index]
            if let open = quote { if byte == open { quote = nil } } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte } else if byte == UInt8(ascii: ">") {
                scanner.index += 1
                return Tag(name: name, offset: start, selfClosing: scanner.bytes[scanner.index - 2] == UInt8(ascii: "/"))
            }
            scanner.index += 1
        }
        throw scanner.failure("unterminated tag <\(name)", at: start)
    }

    private mutating func closeTag(_ name: String) throws {
        guard scanner.starts(with: "</"), scanner.bytes[(scanner.index + 2)...].starts(with: name.utf8) else { throw scanner.failure("expected </\(name)>") }
        scanner.index += 2 + name.utf8.count
        scanner.skipSpace()
        guard scanner.current == UInt8(ascii: ">") else { throw scanner.failure("expected '>' closing </\(name)") }
        scanner.index += 1
    }

    private mutating func element(depth: Int) throws -> PropertyListNode {
        guard depth < Self.maximumDepth else { throw scanner.failure("property list nested more than \(Self.maximumDepth) levels deep") }
        guard let tag = try openTag() else { throw scanner.failure("expected a property-list element such as <dict> or <string>") }
        switch tag.name {
        case "true", "false":
            if !tag.selfClosing { try scanner.skipMisc(); try closeTag(tag.name) }
            return PropertyListNode(offset: tag.offset, value: .bool(tag.name == "true"))
        case "string", "integer", "real", "date", "data":
            let text = tag.selfClosing ? "" : try characterData(until: tag.name)
            let value: PropertyListNode.Value = tag.name == "string" ? .string(text) : .scalar(text.trimmingWhitespace(), element: tag.name)
            return PropertyListNode(offset: tag.offset, value: value)
        case "array":
            var elements: [PropertyListNode] = []
            if !tag.selfClosing {
                try scanner.skipMisc()
                while !scanner.starts(with: "</") {
                    guard !scanner.isAtEnd else { throw scanner.failure("unterminated <array>", at: tag.offset) }
                    elements.append(try element(depth: depth + 1))
                    try scanner.skipMisc()
                }
                try closeTag("array")
            }
            return PropertyListNode(offset: tag.offset, value: .array(elements))
        case "dict":
            var entries: [(key: String, node: PropertyListNode)] = []
            if !tag.selfClosing {
                try scanner.skipMisc()
                while !scanner.starts(with: "</") {
                    guard !scanner.isAtEnd else { throw scanner.failure("unterminated <dict>", at: tag.offset) }
                    guard let keyTag = try openTag(), keyTag.name == "key" else { throw scanner.failure("expected <key> in <dict>") }
                    let key = keyTag.selfClosing ? "" : try characterData(until: "key")
                    try scanner.skipMisc()
                    guard !scanner.isAtEnd, !scanner.starts(with: "</") else { throw scanner.failure("expected a value after <key>\(key)</key>") }
                    entries.append((key, try element(depth: depth + 1)))
                    try scanner.skipMisc()
                }
                try closeTag("dict")
            }
            return PropertyListNode(offset: tag.offset, value: .dictionary(entries))
        default:
            throw scanner.failure("unknown property-list element <\(tag.name)>", at: tag.offset)
        }
    }

    /// Text up to `</name>`, with entities, character references and CDATA sections decoded.
    private mutating func characterData(until name: String) throws -> String {
        let start = scanner.index
        var text = ""
        while !scanner.isAtEnd {
            if scanner.starts(with: "</") {
                try closeTag(name)
                return text
            }
            if scanner.starts(with: "<![CDATA[") {
                scanner.index += 9
                let from = scanner.index
                try scanner.skip(past: "]]>")
                text += String(decoding: scanner.bytes[from..<(scanner.index - 3)], as: UTF8.self)
                continue
            }
            if scanner.current == UInt8(ascii: "<") { throw scanner.failure("unexpected element inside <\(name)>") }
            if scanner.current == UInt8(ascii: "&") {
                text.unicodeScalars.append(try scanner.entity())
                continue
            }
            let from = scanner.index
            while let byte = scanner.current, byte != UInt8(ascii: "<"), byte != UInt8(ascii: "&") { scanner.index += 1 }
            text += String(decoding: scanner.bytes[from..<scanner.index], as: UTF8.self)
        }
        throw scanner.failure("unterminated <\(name)>", at: start)
    }
}

extension String {
    func trimmingWhitespace() -> String {
        let scalars = unicodeScalars
        guard let first = scalars.firstIndex(where: { !$0.properties.isWhitespace }) else { return "" }
        let last = scalars.lastIndex(where: { !$0.properties.isWhitespace })!
        return String(scalars[first...last])
    }
}
