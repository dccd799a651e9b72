/// Reads a string literal token's segments: literal text with escapes decoded (multi-line
/// indentation removed) and interpolations, whose contents are lexed and parsed as argument lists.
extension Parser {
    mutating func parseStringLiteral(_ token: Token) -> StringLiteral {
        var index = token.start
        var hashes = 0
        while bytes[index] == UInt8(ascii: "#") { hashes += 1; index += 1 }
        guard index < token.end, bytes[index] == UInt8(ascii: "\"") else {
            return StringLiteral(segments: [], isMultiline: false, rawDelimiterCount: 0)
        }
        let multiline = index + 2 < token.end && bytes[index + 1] == UInt8(ascii: "\"") && bytes[index + 2] == UInt8(ascii: "\"")
            && token.end - token.start >= 6 + 2 * hashes
        let quoteCount = multiline ? 3 : 1
        let contentStart = index + quoteCount
        let contentEnd = max(contentStart, token.end - quoteCount - hashes)
        var segments: [StringSegment] = []
        var text: [UInt8] = []
        var textStart = contentStart
        var cursor = contentStart
        func flush(_ end: Int) {
            if !text.isEmpty {
                segments.append(.text(String(decoding: text, as: UTF8.self), SourceSpan(start: textStart, end: end)))
                text.removeAll(keepingCapacity: true)
            }
        }
        while cursor < contentEnd {
            let byte = bytes[cursor]
            guard byte == UInt8(ascii: "\\"), hashesMatch(hashes, at: cursor + 1, end: contentEnd) else {
                text.append(byte)
                cursor += 1
                continue
            }
            let escapeStart = cursor
            cursor += 1 + hashes
            guard cursor < contentEnd else { break }
            switch bytes[cursor] {
            case UInt8(ascii: "("):
                flush(escapeStart)
                let close = interpolationEnd(from: cursor + 1, limit: contentEnd)
                let arguments = parseInterpolation(start: cursor + 1, end: close)
                cursor = min(close + 1, contentEnd)
                segments.append(.interpolation(arguments, SourceSpan(start: escapeStart, end: cursor)))
                textStart = cursor
            case UInt8(ascii: "n"): text.append(0x0A); cursor += 1
            case UInt8(ascii: "t"): text.append(0x09); cursor += 1
            case UInt8(ascii: "r"): text.append(0x0D); cursor += 1
            case UInt8(ascii: "0"): text.append(0); cursor += 1
            case UInt8(ascii: "u"):
                cursor += 2
                var value: UInt32 = 0
                while cursor < contentEnd, let digit = Lexer.hexValue(bytes[cursor]) { value = value &* 16 &+ digit; cursor += 1 }
                cursor += 1
                if let scalar = Unicode.Scalar(value) { text.append(contentsOf: Array(String(Character(scalar)).utf8)) }
            case UInt8(ascii: "\n"), UInt8(ascii: " "), UInt8(ascii: "\t"), UInt8(ascii: "\r"):
                // Line continuation in a multi-line string.
                while cursor < contentEnd, bytes[cursor] != UInt8(ascii: "\n") { cursor += 1 }
                cursor += 1
            default:
                text.append(bytes[cursor])
                cursor += 1
            }
        }
        flush(cursor)
        if multiline { segments = removeIndentation(segments, closing: contentEnd) }
        return StringLiteral(segments: segments, isMultiline: multiline, rawDelimiterCount: hashes)
    }

    func hashesMatch(_ count: Int, at index: Int, end: Int) -> Bool {
        guard count > 0 else { return true }
        guard index + count <= end else { return false }
        for offset in 0..<count where bytes[index + offset] != UInt8(ascii: "#") { return false }
        return true
    }

    /// The `)` closing an interpolation whose contents start at `start`.
    func interpolationEnd(from start: Int, limit: Int) -> Int {
        var lexer = Lexer(bytes: bytes, start: start, end: limit)
        var depth = 1
        while true {
            let token = lexer.next(atFileStart: false)
            switch token.kind {
            case .endOfFile: return limit
            case .leftParen: depth += 1
            case .rightParen:
                depth -= 1
                if depth == 0 { return token.start }
            default: break
            }
        }
    }

    mutating func parseInterpolation(start: Int, end: Int) -> [Argument] {
        var lexer = Lexer(bytes: bytes, start: start, end: end)
        var inner = lexer.tokenize()
        // An interpolation reads like a call's argument list closed by `)`.
        let closing = Token(kind: .rightParen, keyword: nil, start: end, end: min(end + 1, bytes.count), atLineStart: false, spaceBefore: false)
        inner.insert(closing, at: inner.count - 1)
        var parser = Parser(tokens: inner, bytes: bytes, operators: operators)
        parser.depth = depth + 1
        // The interpolation is in the same context as the string (`{ "\($0)" }`).
        parser.bodyContext = bodyContext
        parser.closureParameterNames = closureParameterNames
        parser.ifConfigDepth = ifConfigDepth
        let arguments = parser.parseArgumentList(closing: .rightParen, what: "string interpolation")
        if !parser.at(.endOfFile), parser.diagnostics.isEmpty {
            parser.expected("')'", "in string interpolation")
        }
        if parser.tooDeep { tooDeep = true }
        for diagnostic in parser.diagnostics { report(diagnostic.message, at: diagnostic.span) }
        return arguments
    }

    /// Removes a multi-line string's first and last line breaks and the closing delimiter's
    /// indentation from every line.
    func removeIndentation(_ segments: [StringSegment], closing: Int) -> [StringSegment] {
        var lineStart = closing
        while lineStart > 0, bytes[lineStart - 1] == UInt8(ascii: " ") || bytes[lineStart - 1] == UInt8(ascii: "\t") { lineStart -= 1 }
        let indentation = closing - lineStart
        var result: [StringSegment] = []
        for (index, segment) in segments.enumerated() {
            guard case .text(let value, let span) = segment else { result.append(segment); continue }
            var lines = value.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
            for lineIndex in lines.indices where lineIndex > 0 || index == 0 {
                var line = lines[lineIndex]
                var removed = 0
                while removed < indentation, let first = line.first, first == " " || first == "\t" {
                    line.removeFirst()
                    removed += 1
                }
                lines[lineIndex] = line
            }
            if index == 0, !lines.isEmpty { lines.removeFirst() }
            var joined = lines.joined(separator: "\n")
            if index == segments.count - 1, joined.hasSuffix("\n") { joined.removeLast() }
            result.append(.text(joined, span))
        }
        return result
    }
}
