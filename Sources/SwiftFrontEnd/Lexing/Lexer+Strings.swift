/// String literals: `"…"`, `"""…"""`, `#"…"#`, escapes and `\(…)` interpolation. The lexer only
/// finds the literal's end and reports malformed literals; `StringLiteralScanner` reads segments.
extension Lexer {
    static let maximumInterpolationDepth = 32

    /// Scans a string whose opening quote is at `index` (raw hashes already consumed).
    mutating func scanString(rawHashes: Int, depth: Int = 0) {
        let start = index - rawHashes
        // `#"""#` is a one-line raw string holding `"`, not the start of a multi-line one.
        if peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""), !(rawHashes > 0 && hashesFollow(rawHashes, at: index + 3)) {
            scanMultilineString(rawHashes: rawHashes, start: start, depth: depth)
            return
        }
        index += 1
        while true {
            guard index < limit, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") else {
                report(ParseMessages.unterminatedString(), at: start)
                return
            }
            let byte = bytes[index]
            if byte == UInt8(ascii: "\""), hashesFollow(rawHashes, at: index + 1) {
                index += 1 + rawHashes
                return
            }
            if byte == UInt8(ascii: "\\"), hashesFollow(rawHashes, at: index + 1) {
                if !scanEscape(rawHashes: rawHashes, multiline: false, depth: depth) {
                    report(ParseMessages.unterminatedString(), at: start)
                    return
                }
                continue
            }
            reportUnprintable(byte, multiline: false)
            index += 1
        }
    }

    /// swiftc's lexer rejects an ASCII control character (below U+0020, or U+007F) written raw
    /// inside a string literal, raw strings included, with "unprintable ASCII character found in
    /// source file"; a tab is allowed only in a multi-line literal (swift/lib/Parse/Lexer.cpp,
    /// `lexCharacter`; checked with `swiftc -parse` 6.3). Line breaks end or continue the literal
    /// before this is asked.
    mutating func reportUnprintable(_ byte: UInt8, multiline: Bool) {
        guard byte < 0x20 || byte == 0x7F else { return }
        if multiline, byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r") { return }
        report(ParseMessages.unprintableCharacter(), at: index)
    }

    func hashesFollow(_ count: Int, at position: Int) -> Bool {
        guard count > 0 else { return true }
        for offset in 0..<count where position + offset >= limit || bytes[position + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// Scans an escape at `\`; returns false when an interpolation ran into the end of a line of a
    /// single-line string (the string is then unterminated).
    mutating func scanEscape(rawHashes: Int, multiline: Bool, depth: Int) -> Bool {
        let escapeStart = index
        index += 1 + rawHashes
        guard index < limit else { return true }
        switch bytes[index] {
        case UInt8(ascii: "("):
            index += 1
            return scanInterpolation(multiline: multiline, depth: depth, escapeStart: escapeStart)
        case UInt8(ascii: "0"), UInt8(ascii: "\\"), UInt8(ascii: "t"), UInt8(ascii: "n"), UInt8(ascii: "r"),
             UInt8(ascii: "\""), UInt8(ascii: "'"):
            index += 1
        case UInt8(ascii: "u"):
            index += 1
            guard peek() == UInt8(ascii: "{") else {
                report(ParseMessages.general("expectedUnicodeBrace", "expected '{' in \\u{...} escape sequence"), at: escapeStart)
                return true
            }
            index += 1
            var digits = 0
            var value: UInt32 = 0
            while index < limit, let digit = Self.hexValue(bytes[index]) {
                digits += 1
                if digits <= 8 { value = value &* 16 &+ digit }
                index += 1
            }
            if peek() != UInt8(ascii: "}") {
                report(ParseMessages.general("expectedUnicodeClose", "expected '}' in \\u{...} escape sequence"), at: escapeStart)
            } else {
                index += 1
                if digits == 0 || digits > 8 {
                    report(ParseMessages.general("unicodeDigits", "\\u{...} escape sequence expects between 1 and 8 hex digits"), at: escapeStart)
                } else if value > 0x10FFFF || (0xD800...0xDFFF).contains(value) {
                    report(ParseMessages.general("invalidScalar", "invalid unicode scalar"), at: escapeStart)
                }
            }
        case UInt8(ascii: "\n") where multiline, UInt8(ascii: "\r") where multiline, UInt8(ascii: " ") where multiline,
             UInt8(ascii: "\t") where multiline:
            // A line-continuation escape: `\` then optional spaces and a line break.
            var probe = index
            while probe < limit, bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t") { probe += 1 }
            if probe < limit, bytes[probe] == UInt8(ascii: "\n") || bytes[probe] == UInt8(ascii: "\r") {
                index = probe
            } else {
                report(ParseMessages.invalidEscape(), at: escapeStart + 1)
            }
        default:
            report(ParseMessages.invalidEscape(), at: escapeStart + 1)
            if bytes[index] != UInt8(ascii: "\n") { index += max(1, CharacterClass.scalarLength(bytes, index, limit)) }
        }
        return true
    }

    static func hexValue(_ byte: UInt8) -> UInt32? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): UInt32(byte - UInt8(ascii: "0"))
        case UInt8(ascii: "a")...UInt8(ascii: "f"): UInt32(byte - UInt8(ascii: "a") + 10)
        case UInt8(ascii: "A")...UInt8(ascii: "F"): UInt32(byte - UInt8(ascii: "A") + 10)
        default: nil
        }
    }

    /// Skips the tokens of `\(…)` to the matching `)`.
    mutating func scanInterpolation(multiline: Bool, depth: Int, escapeStart: Int) -> Bool {
        guard depth < Self.maximumInterpolationDepth else {
            report(ParseMessages.interpolationNestingTooDeep(), at: escapeStart)
            while index < limit, bytes[index] != UInt8(ascii: "\n") { index += 1 }
            return false
        }
        var parens = 1
        while true {
            let save = index
            let trivia = skipTrivia()
            if index >= limit || (trivia.newline && !multiline) {
                index = save
                if !multiline { return false }
                report(ParseMessages.unterminatedString(), at: escapeStart)
                return true
            }
            let byte = bytes[index]
            switch byte {
            case UInt8(ascii: "("): parens += 1; index += 1
            case UInt8(ascii: ")"):
                parens -= 1
                index += 1
                if parens == 0 { return true }
            case UInt8(ascii: "\""):
                scanString(rawHashes: 0, depth: depth + 1)
            case UInt8(ascii: "#"):
                var hashes = 0
                while peek(hashes) == UInt8(ascii: "#") { hashes += 1 }
                if peek(hashes) == UInt8(ascii: "\"") {
                    index += hashes
                    scanString(rawHashes: hashes, depth: depth + 1)
                } else {
                    index += 1
                }
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                if !multiline { return false }
                index += 1
            default:
                index += 1
            }
        }
    }

    mutating func scanMultilineString(rawHashes: Int, start: Int, depth: Int) {
        index += 3
        var probe = index
        while probe < limit, bytes[probe] == UInt8(ascii: " ") || bytes[probe] == UInt8(ascii: "\t") { probe += 1 }
        if probe >= limit || (bytes[probe] != UInt8(ascii: "\n") && bytes[probe] != UInt8(ascii: "\r")) {
            report(ParseMessages.multilineStart(), at: index)
        }
        var lineStarts: [Int] = []
        while true {
            guard index < limit else {
                report(ParseMessages.unterminatedString(), at: start)
                return
            }
            let byte = bytes[index]
            // A line ends at `\n` or at a `\r` not followed by one (a file of old Mac line endings).
            if byte == UInt8(ascii: "\n") || (byte == UInt8(ascii: "\r") && peek(1) != UInt8(ascii: "\n")) {
                index += 1
                lineStarts.append(index)
                continue
            }
            if byte == UInt8(ascii: "\""), peek(1) == UInt8(ascii: "\""), peek(2) == UInt8(ascii: "\""),
               hashesFollow(rawHashes, at: index + 3) {
                let closeStart = index
                index += 3 + rawHashes
                checkIndentation(lineStarts: lineStarts, closeStart: closeStart)
                return
            }
            if byte == UInt8(ascii: "\\"), hashesFollow(rawHashes, at: index + 1) {
                _ = scanEscape(rawHashes: rawHashes, multiline: true, depth: depth)
                continue
            }
            reportUnprintable(byte, multiline: true)
            index += 1
        }
    }

    /// Every content line must begin with the closing delimiter's indentation.
    mutating func checkIndentation(lineStarts: [Int], closeStart: Int) {
        guard let lastStart = lineStarts.last else {
            report(ParseMessages.multilineEnd(), at: closeStart)
            return
        }
        for offset in lastStart..<closeStart where bytes[offset] != UInt8(ascii: " ") && bytes[offset] != UInt8(ascii: "\t") {
            report(ParseMessages.multilineEnd(), at: closeStart)
            return
        }
        let indentation = bytes[lastStart..<closeStart]
        for (number, lineStart) in lineStarts.dropLast().enumerated() {
            let lineEnd = lineStarts[number + 1] - 1
            var blank = true
            for offset in lineStart..<lineEnd where bytes[offset] != UInt8(ascii: " ") && bytes[offset] != UInt8(ascii: "\t") && bytes[offset] != UInt8(ascii: "\r") {
                blank = false
                break
            }
            if blank { continue }
            if lineEnd - lineStart < indentation.count || !bytes[lineStart..<(lineStart + indentation.count)].elementsEqual(indentation) {
                report(ParseMessages.insufficientIndentation(), at: lineStart)
                return
            }
        }
    }
}
