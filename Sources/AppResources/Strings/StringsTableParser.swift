import Diagnostics
import JSONParsing

/// Reads a `.strings` table: `"key" = "value";` entries (the old-style property-list
/// dictionary without braces), `/* … */` and `//` comments, quoted strings with the escapes
/// `\"`, `\\`, `\n`, `\t`, `\r`, `\U1234`/`\u1234` and octal `\101`, unquoted words of letters,
/// digits and `_$+/:.-`, and `"key";` meaning the key is its own value (Apple, "Property List
/// Programming Guide", Old-Style ASCII Property Lists; "String Resources"). A syntax error is
/// reported at its `file:line:col` and reading resumes after the next `;`, so one bad line does
/// not lose the rest. Line and column are counted in the decoded text (for UTF-16 files too).
struct StringsTableParser {
    private let bytes: [UInt8]
    private let locator: FileLocator
    private var index = 0
    private(set) var diagnostics: [Diagnostic] = []

    /// At most this many syntax errors per file are reported; the rest are counted in the last.
    static let maximumErrors = 20

    init(text: String, path: String) {
        bytes = Array(text.utf8)
        locator = FileLocator(path: path, bytes: bytes)
    }

    static func read(_ path: String, diagnostics: inout [Diagnostic]) -> [String: LocalizedValue] {
        let bytes: [UInt8]
        switch ResourceFileReading.whole(path, limit: ResourceFileReading.stringsTableLimit) {
        case .bytes(let read): bytes = read
        case .failed(let diagnostic): diagnostics.append(diagnostic); return [:]
        }
        let text = TextDecoding.decode(bytes)
        if isXMLPropertyList(text) { return xmlPropertyListTable(path, diagnostics: &diagnostics) }
        var parser = StringsTableParser(text: text, path: path)
        let pairs = parser.parse()
        diagnostics += parser.diagnostics
        var entries: [String: LocalizedValue] = [:]
        for (key, value) in pairs { entries[key] = LocalizedValue(plain: value, file: path) }
        return entries
    }

    /// A `.strings` table may be any property-list format whose root is a dictionary of strings:
    /// Foundation reads a table as a property list (Apple, "Property List Programming Guide";
    /// `Bundle.localizedString(forKey:value:table:)`), and Xcode's `CopyStringsFile` converts the
    /// XML form as it does the old-style one. Translation services export the XML form
    /// (`<?xml …?><plist><dict><key>…</key><string>…</string>…`).
    static func isXMLPropertyList(_ text: String) -> Bool {
        let start = text.drop { $0.isWhitespace || $0 == "\u{FEFF}" }
        return start.hasPrefix("<?xml") || start.hasPrefix("<!DOCTYPE plist") || start.hasPrefix("<plist")
    }

    /// The string entries of an XML property-list table; a value that is not a string is skipped.
    private static func xmlPropertyListTable(_ path: String, diagnostics: inout [Diagnostic]) -> [String: LocalizedValue] {
        guard let file = ParsedPropertyListFile.read(path, into: &diagnostics) else { return [:] }
        var entries: [String: LocalizedValue] = [:]
        for (key, node) in file.root.entries {
            if let value = node.string { entries[key] = LocalizedValue(plain: value, file: path) }
        }
        return entries
    }

    /// The entries in file order; a repeated key is reported and its last value wins.
    mutating func parse() -> [(key: String, value: String)] {
        var pairs: [(key: String, value: String)] = []
        var seen: [String: Int] = [:]
        var errors = 0
        while true {
            do {
                try skipTrivia()
                guard index < bytes.count else { break }
                let keyOffset = index
                let key = try token()
                try skipTrivia()
                var value = key
                if peek == UInt8(ascii: "=") {
                    index += 1
                    try skipTrivia()
                    value = try token()
                    try skipTrivia()
                }
                guard peek == UInt8(ascii: ";") else { throw failure(peek == nil ? "expected ';' at the end of the file" : "expected ';' after the entry") }
                index += 1
                if let earlier = seen[key] {
                    pairs[earlier].value = value
                    diagnostics.append(Diagnostic(.duplicateStringKey(key), at: locator.range(at: keyOffset)))
                } else {
                    seen[key] = pairs.count
                    pairs.append((key, value))
                }
            } catch let failure as ScanFailure {
                errors += 1
                if errors <= Self.maximumErrors {
                    diagnostics.append(Diagnostic(.malformedStringsTable(failure.message), at: locator.range(at: failure.offset)))
                }
                recover()
            } catch {
                break
            }
        }
        return pairs
    }

    private var peek: UInt8? { index < bytes.count ? bytes[index] : nil }

    private func failure(_ message: String, at offset: Int? = nil) -> ScanFailure {
        ScanFailure(offset: offset ?? index, message: message)
    }

    /// Skips past the next `;` (or to the end).
    private mutating func recover() {
        while index < bytes.count, bytes[index] != UInt8(ascii: ";") { index += 1 }
        if index < bytes.count { index += 1 }
    }

    private mutating func skipTrivia() throws {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C { index += 1; continue }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "/") {
                while index < bytes.count, bytes[index] != 0x0A { index += 1 }
                continue
            }
            if byte == UInt8(ascii: "/"), index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "*") {
                let start = index
                index += 2
                while index + 1 < bytes.count, !(bytes[index] == UInt8(ascii: "*") && bytes[index + 1] == UInt8(ascii: "/")) { index += 1 }
                guard index + 1 < bytes.count else { index = bytes.count; throw failure("unterminated '/*' comment", at: start) }
                index += 2
                continue
            }
            return
        }
    }

    private static func isUnquoted(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || Array("_$+/:.-".utf8).contains(byte)
    }

    private mutating func token() throws -> String {
        guard let first = peek else { throw failure("expected a quoted string, found the end of the file") }
        if first == UInt8(ascii: "\"") { return try quoted() }
        guard Self.isUnquoted(first) else {
            throw failure("expected a quoted string, found '\(String(decoding: [first], as: UTF8.self))'")
        }
        let start = index
        while let byte = peek, Self.isUnquoted(byte) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func quoted() throws -> String {
        var scanner = ByteScanner(bytes)
        scanner.index = index
        defer { index = scanner.index }
        return try scanner.quoted(unterminatedMessage: "unterminated string", escape: Self.escape)
    }

    /// The old-style property-list escapes, the cursor on the character after the backslash.
    private static func escape(_ scanner: inout ByteScanner) throws(ScanFailure) -> Unicode.Scalar {
        let escape = scanner.bytes[scanner.index]
        scanner.index += 1
        switch escape {
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "a"): return "\u{07}"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "v"): return "\u{0B}"
        case UInt8(ascii: "U"), UInt8(ascii: "u"):
            guard let code = scanner.hexadecimal(minimumDigits: 1, maximumDigits: 4) else {
                throw scanner.failure("expected hexadecimal digits after '\\U'", at: scanner.index - 2)
            }
            return Unicode.Scalar(code) ?? "\u{FFFD}"
        case UInt8(ascii: "0")...UInt8(ascii: "7"):
            var code = UInt32(escape - UInt8(ascii: "0"))
            var count = 1
            while count < 3, let next = scanner.peek, (UInt8(ascii: "0")...UInt8(ascii: "7")).contains(next) {
                code = code * 8 + UInt32(next - UInt8(ascii: "0")); scanner.index += 1; count += 1
            }
            return Unicode.Scalar(code) ?? "\u{FFFD}"
        default:
            // `\"`, `\\`, `\'` and any other character stand for themselves (a byte of a
            // multi-byte UTF-8 sequence alone is not a character: U+FFFD).
            return escape < 0x80 ? Unicode.Scalar(escape) : "\u{FFFD}"
        }
    }
}
