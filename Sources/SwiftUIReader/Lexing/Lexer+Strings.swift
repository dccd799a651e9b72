import Diagnostics

/// String literals: `"…"`, `"""…"""`, `#"…"#`, escapes and `\(…)` interpolation.
extension Lexer {
    /// Lexes a string literal starting at `"`, `"""` or (after `#` hashes) a raw string.
    mutating func lexString(start: SourcePosition, rawHashes: Int) -> (String, [StringSegment]) {
        let isMultiline = peek() == UInt8(ascii: "\"") && peek(1) == UInt8(ascii: "\"") && peek(2) == UInt8(ascii: "\"")
        let quoteCount = isMultiline ? 3 : 1
        for _ in 0..<quoteCount { advance() }
        var segments: [StringSegment] = []
        var text: [UInt8] = []
        var display = ""
        func flushText() {
            if !text.isEmpty {
                let piece = String(decoding: text, as: UTF8.self)
                segments.append(.text(piece))
                display += piece
                text.removeAll()
            }
        }
        while true {
            if atEnd || (!isMultiline && (peek() == UInt8(ascii: "\n") || peek() == UInt8(ascii: "\r"))) {
                report(.unterminatedString(), from: start,
                       to: SourcePosition(line: start.line, column: start.column + 1, offset: start.offset + 1))
                break
            }
            let byte = peek()
            if byte == UInt8(ascii: "\"") && closesString(quoteCount: quoteCount, rawHashes: rawHashes) {
                for _ in 0..<(quoteCount + rawHashes) { advance() }
                break
            }
            if byte == UInt8(ascii: "\\") && hashesFollow(rawHashes, from: 1) {
                let escapeStart = position
                advance()
                for _ in 0..<rawHashes { advance() }
                if peek() == UInt8(ascii: "("), interpolationDepth >= Self.maximumInterpolationDepth {
                    report(.unsupportedExpression("string interpolation nested more than \(Self.maximumInterpolationDepth) deep"),
                           from: escapeStart, to: position)
                    while !atEnd, peek() != UInt8(ascii: "\n") { advance() }
                    break
                }
                if peek() == UInt8(ascii: "(") {
                    flushText()
                    advance()
                    let (tokens, end) = lexInterpolation(from: escapeStart)
                    segments.append(.interpolation(tokens, start: escapeStart, end: end))
                    display += "\\(…)"
                    continue
                }
                lexEscape(into: &text, escapeStart: escapeStart)
                continue
            }
            text.append(byte)
            advance()
        }
        flushText()
        if isMultiline { segments = MultilineString.removeIndentation(segments) }
        if isMultiline { display = segments.map { if case .text(let t) = $0 { return t } else { return "\\(…)" } }.joined() }
        return (display, segments)
    }

    func closesString(quoteCount: Int, rawHashes: Int) -> Bool {
        for i in 0..<quoteCount where peek(i) != UInt8(ascii: "\"") { return false }
        return hashesFollow(rawHashes, from: quoteCount)
    }

    func hashesFollow(_ count: Int, from offset: Int) -> Bool {
        for i in 0..<count where peek(offset + i) != UInt8(ascii: "#") { return false }
        return true
    }

    mutating func lexEscape(into text: inout [UInt8], escapeStart: SourcePosition) {
        let byte = peek()
        let simple: [UInt8: UInt8] = [
            UInt8(ascii: "n"): 0x0A, UInt8(ascii: "t"): 0x09, UInt8(ascii: "r"): 0x0D, UInt8(ascii: "0"): 0,
            UInt8(ascii: "\\"): UInt8(ascii: "\\"), UInt8(ascii: "\""): UInt8(ascii: "\""), UInt8(ascii: "'"): UInt8(ascii: "'"),
        ]
        if let value = simple[byte] {
            text.append(value); advance(); return
        }
        if byte == UInt8(ascii: "u"), peek(1) == UInt8(ascii: "{") {
            advance(); advance()
            var hex = ""
            while !atEnd, peek() != UInt8(ascii: "}"), hex.count < 9, peek() != UInt8(ascii: "\n") {
                hex.append(Character(UnicodeScalar(peek()))); advance()
            }
            if peek() == UInt8(ascii: "}") { advance() }
            if let code = UInt32(hex, radix: 16), let scalar = UnicodeScalar(code) {
                text.append(contentsOf: Array(String(Character(scalar)).utf8))
            } else {
                report(.invalidEscape("u{\(hex)}"), from: escapeStart, to: position)
            }
            return
        }
        if byte == UInt8(ascii: "\n") || atEnd { return }
        let scalarStart = index
        advance()
        while !atEnd, peek() & 0xC0 == 0x80 { advance() }
        report(.invalidEscape(String(decoding: bytes[scalarStart..<index], as: UTF8.self)), from: escapeStart, to: position)
    }

    /// Lexes the tokens of `\(…)` up to its matching `)`; returns them and the position after `)`.
    mutating func lexInterpolation(from escapeStart: SourcePosition) -> ([Token], SourcePosition) {
        interpolationDepth += 1
        defer { interpolationDepth -= 1 }
        var tokens: [Token] = []
        var depth = 1
        while true {
            // An interpolation cannot span lines in a single-line string; stop at a line break
            // so an unterminated one does not swallow the file.
            let save = (index, line, lineStart)
            let token = nextToken()
            if token.kind == .endOfFile || token.followsNewline {
                (index, line, lineStart) = save
                report(.expected("')'", context: "to end the string interpolation"), from: escapeStart,
                       to: SourcePosition(line: escapeStart.line, column: escapeStart.column + 2, offset: escapeStart.offset + 2))
                break
            }
            if token.isPunctuation("(") { depth += 1 }
            if token.isPunctuation(")") {
                depth -= 1
                if depth == 0 { break }
            }
            tokens.append(token)
        }
        var withEnd = tokens
        withEnd.append(Token(kind: .endOfFile, text: "", start: position, end: position, followsNewline: false,
                             hasSpaceBefore: true))
        markSpaceAfter(&withEnd)
        return (withEnd, position)
    }
}
