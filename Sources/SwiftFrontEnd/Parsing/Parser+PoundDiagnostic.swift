/// `#warning("…")` and `#error("…")`: compiler directives that take one plain string literal in
/// parentheses and must end their line. swiftc's parser checks that shape wherever they stand
/// (even inside `#if` clauses) and reports `#error`'s message as an error, but only outside `#if`
/// clauses (`swiftc -parse` does not decide which clause is active).
extension Parser {
    /// Whether `token` is `#warning` or `#error`.
    func isPoundDiagnostic(_ token: Token) -> Bool {
        token.kind == .poundIdentifier && (spells(token, "#warning") || spells(token, "#error"))
    }

    /// Parses the directive after its `#warning`/`#error` token (already consumed) as a macro
    /// expansion with the message as its one argument; nil after reporting a malformed directive.
    mutating func parsePoundDiagnostic(_ directive: Token, name: Identifier) -> MacroExpansion? {
        let isError = name.name == "error"
        let what = "#\(name.name)"
        guard at(.leftParen), !current.atLineStart else {
            report(ParseMessages.error("poundDiagnosticParentheses", "\(what) directive requires parentheses"), at: badTokenSpan)
            skipToLineEnd()
            return nil
        }
        advance()
        guard at(.stringLiteral) else {
            report(ParseMessages.error("poundDiagnosticString", "expected string literal in \(what) directive"), at: current.span)
            skipToLineEnd()
            return nil
        }
        let stringToken = advance()
        let literal = parseStringLiteral(stringToken)
        var message = ""
        for segment in literal.segments {
            switch segment {
            case let .text(text, _):
                message += text
            case .interpolation:
                report(ParseMessages.error("poundDiagnosticInterpolation", "string interpolation is not allowed in \(what) directives"), at: stringToken.span)
                skipToLineEnd()
                return nil
            }
        }
        if consume(.rightParen) == nil {
            if current.atLineStart || at(.endOfFile) {
                report(ParseMessages.error("poundDiagnosticExpected", "expected ')' in \(what) directive"), at: stringToken.span)
            } else {
                reportExtraTokens(after: what)
            }
            return nil
        }
        if !current.atLineStart, !at(.endOfFile) {
            reportExtraTokens(after: what)
            return nil
        }
        if isError, ifConfigDepth == 0 {
            report(ParseMessages.error("poundError", message), at: stringToken.span)
        }
        let argument = Argument(label: nil, value: Expr(.stringLiteral(literal), span: stringToken.span), span: stringToken.span)
        return MacroExpansion(name: name, arguments: [argument], hasParentheses: true, trailingClosures: [])
    }

    /// The `#` words swiftc reads as expressions rather than macro expansions (its pound keywords).
    func isPoundKeywordExpression(_ token: Token) -> Bool {
        let name = String(decoding: bytes[token.start..<token.end], as: UTF8.self)
        return Self.poundKeywordExpressions.contains(name)
    }

    static let poundKeywordExpressions: Set<String> = [
        "#selector", "#keyPath", "#colorLiteral", "#imageLiteral", "#fileLiteral", "#file", "#fileID", "#filePath",
        "#line", "#column", "#function", "#dsohandle", "#available", "#unavailable", "#_hasSymbol",
    ]

    private mutating func reportExtraTokens(after what: String) {
        report(ParseMessages.error("poundDiagnosticExtraTokens", "extra tokens following \(what) directive"), at: current.span)
        skipToLineEnd()
    }
}
