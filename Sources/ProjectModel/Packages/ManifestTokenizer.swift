import Diagnostics

/// Splits a `Package.swift` into tokens (Swift's lexical rules for what manifests use: `//` and
/// nested `/* */` comments, string literals with escapes, `"""` multi-line and `#"…"#` raw
/// strings, names with backticks) and keeps only the first branch of each `#if` (with one
/// warning), because the reader does not evaluate conditions. The first lexical error ends the
/// token list with a `file:line:col` error; tokens before it are still used.
struct ManifestTokenizer {
    private let bytes: [UInt8]
    private var index = 0
    private(set) var tokens: [ManifestToken] = []
    private(set) var failure: (message: DiagnosticMessage, offset: Int)?
    /// A line break was skipped since the last token.
    private var lineBreak = true

    init(bytes: [UInt8]) {
        self.bytes = bytes
        if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { index = 3 }
    }

    /// Tokens of `bytes` with inactive `#if` branches removed, and the diagnostics.
    static func tokenize(_ bytes: [UInt8], file: String, lines: SourceLineTable) -> (tokens: [ManifestToken], diagnostics: [Diagnostic]) {
        var tokenizer = ManifestTokenizer(bytes: bytes)
        tokenizer.run()
        var diagnostics: [Diagnostic] = []
        if let failure = tokenizer.failure { diagnostics.append(.at(failure.offset, in: file, lines: lines, failure.message)) }
        let (kept, firstDirective) = firstBranches(tokenizer.tokens)
        if let firstDirective { diagnostics.append(.at(firstDirective, in: file, lines: lines, .manifestConditionalCompilation())) }
        return (kept, diagnostics)
    }

    /// Drops the tokens of every `#elseif`/`#else` branch; the offset of the first `#if`.
    private static func firstBranches(_ tokens: [ManifestToken]) -> ([ManifestToken], Int?) {
        var kept: [ManifestToken] = []
        var active: [Bool] = []   // per open `#if`: is the current branch the first one
        var firstDirective: Int?
        for token in tokens {
            guard case .directive(let name) = token.kind, ["if", "elseif", "else", "endif"].contains(name) else {
                if active.allSatisfy({ $0 }) { kept.append(token) }
                continue
            }
            switch name {
            case "if":
                firstDirective = firstDirective ?? token.offset
                active.append(true)
            case "endif": _ = active.popLast()
            default: if !active.isEmpty { active[active.count - 1] = false }
            }
        }
        return (kept, firstDirective)
    }

    private mutating func run() {
        while failure == nil {
            skipTrivia()
            guard index < bytes.count else { return }
            let tokensBefore = tokens.count
            defer {
                if tokens.count > tokensBefore { tokens[tokensBefore].startsLine = lineBreak }
                lineBreak = false
            }
            let start = index
            let byte = bytes[index]
            if Self.isIdentifierStart(byte) {
                tokens.append(ManifestToken(kind: .identifier(readIdentifier()), offset: start))
            } else if byte == UInt8(ascii: "`") {
                index += 1
                let name = readIdentifier()
                if index < bytes.count, bytes[index] == UInt8(ascii: "`") { index += 1 }
                tokens.append(ManifestToken(kind: .identifier(name), offset: start))
            } else if (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) {
                while index < bytes.count, Self.isIdentifierPart(bytes[index]) || bytes[index] == UInt8(ascii: ".") && index + 1 < bytes.count && (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(bytes[index + 1]) { index += 1 }
                tokens.append(ManifestToken(kind: .number(String(decoding: bytes[start..<index], as: UTF8.self)), offset: start))
            } else if byte == UInt8(ascii: "\"") {
                readString(rawHashes: 0, start: start)
            } else if byte == UInt8(ascii: "#") {
                var hashes = 0
                while index < bytes.count, bytes[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
                if index < bytes.count, bytes[index] == UInt8(ascii: "\"") {
                    readString(rawHashes: hashes, start: start)
                } else {
                    let name = readIdentifier()
                    if ["if", "elseif"].contains(name) { skipToEndOfLine() }
                    tokens.append(ManifestToken(kind: .directive(name), offset: start))
                }
            } else {
                index += 1
                // A multi-byte character outside a string or comment is not Swift a manifest uses.
                guard byte < 0x80 else { failure = (.invalidCharacter(String(decoding: [byte], as: UTF8.self)), start); return }
                tokens.append(ManifestToken(kind: .punctuation(Character(Unicode.Scalar(byte))), offset: start))
            }
        }
    }

    /// Reads a string literal whose opening `"` is at `index` (after `rawHashes` `#`s).
    private mutating func readString(rawHashes: Int, start: Int) {
        let quote = UInt8(ascii: "\"")
        let multiline = startsHere(quote, count: 3, thenHashes: 0)
        let quotes = multiline ? 3 : 1
        index += quotes
        var text: [UInt8] = []
        var interpolated = false
        let backslash = UInt8(ascii: "\\")
        while index < bytes.count {
            // A run of plain bytes (no quote, backslash or line break) is copied at once: most of
            // a manifest's strings are such a run.
            var end = index
            while end < bytes.count, bytes[end] != quote, bytes[end] != backslash, bytes[end] != 0x0A { end += 1 }
            if end > index {
                text.append(contentsOf: bytes[index..<end])
                index = end
                continue
            }
            if startsHere(quote, count: quotes, thenHashes: rawHashes) {
                index += quotes + rawHashes
                var value = String(decoding: text, as: UTF8.self)
                if multiline { value = Self.dedentMultiline(value) }
                tokens.append(ManifestToken(kind: .string(value, interpolated: interpolated), offset: start))
                return
            }
            let byte = bytes[index]
            if !multiline && byte == 0x0A { break }
            if startsHere(UInt8(ascii: "\\"), count: 1, thenHashes: rawHashes) {
                index += 1 + rawHashes
                guard index < bytes.count else { break }
                interpolated = readEscape(into: &text) || interpolated
                continue
            }
            text.append(byte)
            index += 1
        }
        failure = (.unterminatedString(), start)
    }

    /// Reads the escape after `\` into `text`; true for an interpolation `\(…)`.
    private mutating func readEscape(into text: inout [UInt8]) -> Bool {
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "n"): text.append(0x0A)
        case UInt8(ascii: "t"): text.append(0x09)
        case UInt8(ascii: "r"): text.append(0x0D)
        case UInt8(ascii: "0"): text.append(0)
        case UInt8(ascii: "("):
            // The interpolation is kept as written (`\(name)`), so a reader that knows `name`
            // can fill it in.
            let open = index - 1
            var depth = 1
            while index < bytes.count, depth > 0 {
                if bytes[index] == UInt8(ascii: "(") { depth += 1 }
                if bytes[index] == UInt8(ascii: ")") { depth -= 1 }
                if bytes[index] == 0x0A { break }
                index += 1
            }
            text += [UInt8(ascii: "\\")] + bytes[open..<index]
            return true
        case UInt8(ascii: "u"):
            guard index < bytes.count, bytes[index] == UInt8(ascii: "{") else { return false }
            index += 1
            var value: UInt32 = 0
            while index < bytes.count, let digit = OldStylePropertyListParser.hexValue(bytes[index]), value < 0x110000 {
                value = value * 16 + UInt32(digit)
                index += 1
            }
            if index < bytes.count, bytes[index] == UInt8(ascii: "}") { index += 1 }
            text.append(contentsOf: Array(String(Character(Unicode.Scalar(value) ?? "\u{FFFD}")).utf8))
        case 0x0A: break  // a line continuation in a multi-line string
        default: text.append(byte)
        }
        return false
    }

    /// A `"""` literal's value: the first line break and the closing line's indentation removed
    /// from every line (Swift's rule for multi-line string literals).
    private static func dedentMultiline(_ value: String) -> String {
        var lines = value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        if lines.first?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { lines.removeFirst() }
        let indentation = lines.last?.prefix { $0 == " " || $0 == "\t" }.count ?? 0
        if lines.last?.allSatisfy({ $0 == " " || $0 == "\t" }) == true { lines.removeLast() }
        return lines.map { String($0.dropFirst(min(indentation, $0.prefix { $0 == " " || $0 == "\t" }.count))) }.joined(separator: "\n")
    }

    private mutating func readIdentifier() -> String {
        let start = index
        while index < bytes.count, Self.isIdentifierPart(bytes[index]) { index += 1 }
        return String(decoding: bytes[start..<index], as: UTF8.self)
    }

    private mutating func skipToEndOfLine() {
        while index < bytes.count, bytes[index] != 0x0A { index += 1 }
    }

    private mutating func skipTrivia() {
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0B || byte == 0x0C {
                if byte == 0x0A { lineBreak = true }
                index += 1
            } else if startsHere(UInt8(ascii: "/"), UInt8(ascii: "/")) {
                skipToEndOfLine()
            } else if startsHere(UInt8(ascii: "/"), UInt8(ascii: "*")) {
                let open = index
                var depth = 0
                while index < bytes.count {
                    if startsHere(UInt8(ascii: "/"), UInt8(ascii: "*")) { depth += 1; index += 2; continue }
                    if startsHere(UInt8(ascii: "*"), UInt8(ascii: "/")) {
                        depth -= 1
                        index += 2
                        if depth == 0 { break }
                        continue
                    }
                    if bytes[index] == 0x0A { lineBreak = true }
                    index += 1
                }
                if depth > 0 { failure = (.unterminatedBlockComment(), open); index = bytes.count }
            } else {
                return
            }
        }
    }

    /// Whether `bytes` at `index` begin with `first` and `second`. Compared in place: a pattern
    /// made as an array for each comparison cost an allocation or two per byte of every string
    /// literal and per token, most of reading a manifest.
    private func startsHere(_ first: UInt8, _ second: UInt8) -> Bool {
        index + 1 < bytes.count && bytes[index] == first && bytes[index + 1] == second
    }

    /// Whether `bytes` at `index` begin with `count` copies of `byte` and then `hashes` `#`s: a
    /// string's closing delimiter (`"`, `"""`, `"#`) or an escape (`\`, `\#`).
    private func startsHere(_ byte: UInt8, count: Int, thenHashes hashes: Int) -> Bool {
        let end = index + count + hashes
        guard end <= bytes.count else { return false }
        for at in index..<(index + count) where bytes[at] != byte { return false }
        for at in (index + count)..<end where bytes[at] != UInt8(ascii: "#") { return false }
        return true
    }

    private static func isIdentifierStart(_ byte: UInt8) -> Bool {
        (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte) || (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte)
            || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "$") || byte >= 0xC0
    }

    private static func isIdentifierPart(_ byte: UInt8) -> Bool {
        isIdentifierStart(byte) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || (0x80..<0xC0).contains(byte)
    }
}
