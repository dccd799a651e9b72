import Diagnostics

/// Primary expressions: names, literals, implicit members, parentheses, arrays, closures, key paths.
extension Parser {
    mutating func parsePrimary() -> Expr {
        let token = current
        let tokenRange = range(of: token)
        switch token.kind {
        case .identifier:
            advance()
            switch token.text {
            case "true": return Expr(.bool(true), range: tokenRange)
            case "false": return Expr(.bool(false), range: tokenRange)
            case "nil": return Expr(.nil, range: tokenRange)
            default: return Expr(.identifier(token.text), range: tokenRange)
            }
        case .dollarIdentifier:
            advance()
            return Expr(.shorthandParameter(Int(token.text.dropFirst()) ?? 0), range: tokenRange)
        case .integer:
            advance()
            return Expr(.integer(NumberLiteral.value(of: token.text) ?? .nan, text: token.text), range: tokenRange)
        case .float:
            advance()
            return Expr(.float(NumberLiteral.value(of: token.text) ?? .nan, text: token.text), range: tokenRange)
        case .string:
            advance()
            return Expr(.string(stringParts(of: token)), range: tokenRange)
        case .punctuation:
            return parsePunctuationPrimary(token)
        case .poundIdentifier, .operator, .endOfFile:
            break
        }
        error(.expected("expression", context: token.kind == .endOfFile ? "before end of file" : "but found \(currentDescription)"),
              at: tokenRange)
        if token.kind != .endOfFile, !token.isPunctuation("}") { advance() }
        return Expr(.error, range: tokenRange)
    }

    mutating func parsePunctuationPrimary(_ token: Token) -> Expr {
        let tokenRange = range(of: token)
        switch token.text {
        case ".":
            advance()
            guard current.kind == .identifier else {
                error(.expected("a member name", context: "after '.'"), at: range(of: current))
                return Expr(.error, range: tokenRange)
            }
            let name = advance()
            return Expr(.implicitMember(name.text), range: range(from: token.start))
        case "(":
            let open = advance()
            let elements = parseArguments(closer: ")", opener: open)
            if elements.count == 1, elements[0].label == nil {
                return Expr(elements[0].value.kind, range: range(from: token.start))
            }
            return Expr(.tuple(elements), range: range(from: token.start))
        case "[":
            let open = advance()
            var elements: [Expr] = []
            while !atEnd, !current.isPunctuation("]"), !current.isPunctuation("}") {
                let before = index
                let element = parseExpression()
                elements.append(element)
                if current.isPunctuation(":") {
                    error(.unsupportedExpression("a dictionary literal"), at: range(of: current))
                    skipWithinList(closer: "]")
                }
                if consume(",") { continue }
                if !current.isPunctuation("]") {
                    if current.followsNewline || atEnd || current.isPunctuation("}") { break }
                    error(.expected("',' separator", context: "between array elements"), at: range(of: current))
                    if index == before { advance() }
                }
            }
            expectClosing("]", opener: open, context: "in array literal")
            return Expr(.array(elements), range: range(from: token.start))
        case "{":
            return parseClosure()
        case "\\":
            advance()
            var components: [String] = []
            if current.kind == .identifier { components.append(advance().text) }
            while current.isPunctuation("."), peek(1).kind == .identifier {
                advance()
                components.append(advance().text)
            }
            if components.isEmpty {
                error(.expected("a key path", context: "after '\\'"), at: range(of: current))
                return Expr(.error, range: tokenRange)
            }
            return Expr(.keyPath(components), range: range(from: token.start))
        default:
            error(.expected("expression", context: "but found '\(token.text)'"), at: tokenRange)
            if !token.isPunctuation("}"), !token.isPunctuation(")"), !token.isPunctuation("]") { advance() }
            return Expr(.error, range: tokenRange)
        }
    }

    /// `{ params in statements }`; parameters may be `d`, `d, e`, `(d)`, `_` with optional types.
    mutating func parseClosure() -> Expr {
        let open = advance()
        var parameters: [String] = []
        if let signatureEnd = closureSignatureEnd() {
            var inType = false
            while index < signatureEnd {
                let token = advance()
                if token.isPunctuation(":") || token.isPunctuation("->") { inType = true }
                if token.isPunctuation(",") { inType = false }
                if token.kind == .identifier, !inType { parameters.append(token.text) }
            }
            advance()   // `in`
        }
        let body = parseStatements()
        expectClosing("}", opener: open, context: "at end of closure")
        return Expr(.closure(Closure(parameters: parameters, body: body, range: range(from: open.start))),
                    range: range(from: open.start))
    }

    /// If the closure starts with a parameter list followed by `in` (on its first line), the index
    /// of that `in` token.
    func closureSignatureEnd() -> Int? {
        var probe = index
        let firstLine = tokens[min(probe, tokens.count - 1)].start.line
        while probe < tokens.count {
            let token = tokens[probe]
            if token.start.line != firstLine || token.kind == .endOfFile { return nil }
            if token.isKeyword("in") { return probe }
            let allowed = token.kind == .identifier || token.isPunctuation(",") || token.isPunctuation("(")
                || token.isPunctuation(")") || token.isPunctuation(":") || token.isPunctuation("->")
                || token.isPunctuation("?") || token.isPunctuation("[") || token.isPunctuation("]")
            if !allowed { return nil }
            probe += 1
        }
        return nil
    }

    /// Decodes a string token's segments, parsing each interpolation with a nested parser.
    mutating func stringParts(of token: Token) -> [StringPart] {
        token.segments.map { segment in
            switch segment {
            case .text(let text):
                return .text(text)
            case .interpolation(let innerTokens, _, _):
                var inner = Parser(tokens: innerTokens, file: file, sink: sink)
                inner.depth = depth
                let expression = inner.parseExpression()
                if !inner.atEnd {
                    inner.error(.expected("')'", context: "in string interpolation"), at: inner.range(of: inner.current))
                }
                sink = inner.sink
                return .interpolation(expression)
            }
        }
    }
}
