extension SourceFileSyntax {
    /// Every name written in `span` outside strings and comments, as the lexer reads it
    /// (backticks removed; keywords included, `$0`-style names not): what a declaration's code
    /// mentions, for questions answered from the text alone (which classes a representable's code
    /// makes, which members it touches).
    public func namesWritten(in span: SourceSpan) -> Set<String> {
        let bytes = lineTable.bytes
        let start = min(max(span.start, 0), bytes.count)
        let end = min(max(span.end, start), bytes.count)
        var lexer = Lexer(bytes: bytes, start: start, end: end)
        var names: Set<String> = []
        for token in lexer.tokenize() where token.kind == .identifier {
            var name = text(of: token.span)
            if token.isBackticked, name.hasPrefix("`"), name.hasSuffix("`"), name.count >= 2 { name = String(name.dropFirst().dropLast()) }
            names.insert(name)
        }
        return names
    }
}
