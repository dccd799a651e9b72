import JSONParsing

/// Reads Apple's XML property-list format (`<plist><dict><key>…</key><string>…</string>…`): the
/// elements `dict`, `array`, `key`, `string`, `integer`, `real`, `true`, `false`, `date`, `data`;
/// the XML declaration, DOCTYPE and comments are skipped; the five predefined entities and
/// character references are decoded. Source: Apple's `PropertyList-1.0.dtd`. Binary plists
/// (`bplist00`) are refused with an error that says so. Nesting is bounded.
struct XMLPropertyListParser {
    typealias Failure = ScanFailure

    static let maximumDepth = 128

    private let bytes: [UInt8]
    private var index = 0

    private init(_ bytes: [UInt8]) { self.bytes = bytes }

    static func parse(_ bytes: [UInt8]) -> Result<PropertyListNode, Failure> {
        if bytes.starts(with: Array("bplist".utf8)) {
            return .failure(Failure(offset: 0, message: "binary property lists are not read; convert it with 'plutil -convert xml1'"))
        }
        var parser = XMLPropertyListParser(bytes)
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { parser.index = 3 }
        do {
            try parser.skipMisc()
            guard let open = try parser.openTag() else { throw parser.failure("expected a <plist> element") }
            let root: PropertyListNode
            if open.name == "plist" {
                try parser.skipMisc()
                root = try parser.element(depth: 0)
                try parser.skipMisc()
                try parser.closeTag("plist")
            } else {
                parser.index = open.offset
                root = try parser.element(depth: 0)
            }
            try parser.skipMisc()
            guard parser.index == bytes.count else { throw parser.failure("unexpected text after the property list") }
            return .success(root)
        } catch let failure as Failure {
            return .failure(failure)
        } catch {
            return .failure(Failure(offset: parser.index, message: "\(error)"))
        }
    }

    private func failure(_ message: String, at offset: Int? = nil) -> Failure {
        Failure(offset: offset ?? index, message: message)
    }

    private func starts(with text: String) -> Bool {
        let expected = Array(text.utf8)
        return index + expected.count <= bytes.count && Array(bytes[index..<(index + expected.count)]) == expected
    }

    /// Skips whitespace, `<?…?>`, `<!DOCTYPE …>` and `<!-- … -->`.
    private mutating func skipMisc() throws {
        while true {
            while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
            if starts(with: "<?") { try skip(past: "?>") } else if starts(with: "<!--") { try skip(past: "-->") } else if starts(with: "<!") { try skip(past: ">") } else { return }
        }
    }

    private mutating func skip(past terminator: String) throws {
        let start = index
        let needle = Array(terminator.utf8)
        while index + needle.count <= bytes.count {
            if Array(bytes[index..<(index + needle.count)]) == needle { index += needle.count; return }
            index += 1
        }
        throw failure("unterminated markup (expected '\(terminator)')", at: start)
    }

    private struct Tag { var name: String; var offset: Int; var selfClosing: Bool }

    /// An opening tag `<name attr="…">` or `<name/>`, or nil at a closing tag or the end.
    private mutating func openTag() throws -> Tag? {
        guard index < bytes.count, bytes[index] == UInt8(ascii: "<"), !starts(with: "</") else { return nil }
        let start = index
        index += 1
        let nameStart = index
        while index < bytes.count, !([0x20, 0x09, 0x0A, 0x0D, UInt8(ascii: ">"), UInt8(ascii: "/")].contains(bytes[index])) { index += 1 }
        let name = String(decoding: bytes[nameStart..<index], as: UTF8.self)
        var quote: UInt8?
        while index < bytes.count {
            let byte = bytes[index]
            if let open = quote { if byte == open { quote = nil } } else if byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "'") { quote = byte } else if byte == UInt8(ascii: ">") {
                index += 1
                return Tag(name: name, offset: start, selfClosing: bytes[index - 2] == UInt8(ascii: "/"))
            }
            index += 1
        }
        throw failure("unterminated tag <\(name)", at: start)
    }

    private mutating func closeTag(_ name: String) throws {
        guard starts(with: "</\(name)") else { throw failure("expected </\(name)>") }
        index += 2 + name.utf8.count
        while index < bytes.count, [0x20, 0x09, 0x0A, 0x0D].contains(bytes[index]) { index += 1 }
        guard index < bytes.count, bytes[index] == UInt8(ascii: ">") else { throw failure("expected '>' closing </\(name)") }
        index += 1
    }

    private mutating func element(depth: Int) throws -> PropertyListNode {
        guard depth < Self.maximumDepth else { throw failure("property list nested more than \(Self.maximumDepth) levels deep") }
        guard let tag = try openTag() else { throw failure("expected a property-list element such as <dict> or <string>") }
        switch tag.name {
        case "true", "false":
            if !tag.selfClosing { try skipMisc(); try closeTag(tag.name) }
            return PropertyListNode(offset: tag.offset, value: .bool(tag.name == "true"))
        case "string", "integer", "real", "date", "data":
            let text = tag.selfClosing ? "" : try characterData(until: tag.name)
            let value: PropertyListNode.Value = tag.name == "string" ? .string(text) : .scalar(text.trimmingWhitespace(), element: tag.name)
            return PropertyListNode(offset: tag.offset, value: value)
        case "array":
            var elements: [PropertyListNode] = []
            if !tag.selfClosing {
                try skipMisc()
                while !starts(with: "</") {
                    guard index < bytes.count else { throw failure("unterminated <array>", at: tag.offset) }
                    elements.append(try element(depth: depth + 1))
                    try skipMisc()
                }
                try closeTag("array")
            }
            return PropertyListNode(offset: tag.offset, value: .array(elements))
        case "dict":
            var entries: [(key: String, node: PropertyListNode)] = []
            if !tag.selfClosing {
                try skipMisc()
                while !starts(with: "</") {
                    guard index < bytes.count else { throw failure("unterminated <dict>", at: tag.offset) }
                    guard let keyTag = try openTag(), keyTag.name == "key" else { throw failure("expected <key> in <dict>") }
                    let key = keyTag.selfClosing ? "" : try characterData(until: "key")
                    try skipMisc()
                    guard index < bytes.count, !starts(with: "</") else { throw failure("expected a value after <key>\(key)</key>") }
                    entries.append((key, try element(depth: depth + 1)))
                    try skipMisc()
                }
                try closeTag("dict")
            }
            return PropertyListNode(offset: tag.offset, value: .dictionary(entries))
        default:
            throw failure("unknown property-list element <\(tag.name)>", at: tag.offset)
        }
    }

    /// Text up to `</name>`, with entities, character references and CDATA sections decoded.
    private mutating func characterData(until name: String) throws -> String {
        let start = index
        var text = ""
        while index < bytes.count {
            if starts(with: "</") {
                try closeTag(name)
                return text
            }
            if starts(with: "<![CDATA[") {
                index += 9
                let from = index
                try skip(past: "]]>")
                text += String(decoding: bytes[from..<(index - 3)], as: UTF8.self)
                continue
            }
            if bytes[index] == UInt8(ascii: "<") { throw failure("unexpected element inside <\(name)>") }
            if bytes[index] == UInt8(ascii: "&") {
                text.unicodeScalars.append(try entity())
                continue
            }
            let from = index
            while index < bytes.count, bytes[index] != UInt8(ascii: "<"), bytes[index] != UInt8(ascii: "&") { index += 1 }
            text += String(decoding: bytes[from..<index], as: UTF8.self)
        }
        throw failure("unterminated <\(name)>", at: start)
    }

    private mutating func entity() throws -> Unicode.Scalar {
        let start = index
        guard let end = bytes[index...].prefix(12).firstIndex(of: UInt8(ascii: ";")) else { throw failure("'&' without ';' (write '&amp;')") }
        let name = String(decoding: bytes[(index + 1)..<end], as: UTF8.self)
        index = end + 1
        switch name {
        case "amp": return "&"
        case "lt": return "<"
        case "gt": return ">"
        case "quot": return "\""
        case "apos": return "'"
        default:
            let number: UInt32?
            if name.hasPrefix("#x") || name.hasPrefix("#X") { number = UInt32(name.dropFirst(2), radix: 16) } else if name.hasPrefix("#") { number = UInt32(name.dropFirst()) } else { number = nil }
            guard let number, let scalar = Unicode.Scalar(number) else { throw failure("unknown entity '&\(name);'", at: start) }
            return scalar
        }
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
