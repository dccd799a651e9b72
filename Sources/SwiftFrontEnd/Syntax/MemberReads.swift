extension SourceFileSyntax {
    /// The member names code in `span` reads on the plain name `name` (`size.width` gives
    /// `width`; `other.size.width` reads `size` on `other`, nothing on `size`), found from the
    /// tokens: `name`, not itself after a `.`, followed by `.` and a name. Used to tell which type
    /// a closure's parameter has where overloads differ only in it: swiftc type-checks the
    /// closure's body against each candidate, and a member the type lacks rules that one out.
    public func memberNamesRead(on name: String, in span: SourceSpan) -> Set<String> {
        let bytes = lineTable.bytes
        let start = min(max(span.start, 0), bytes.count)
        let end = min(max(span.end, start), bytes.count)
        var lexer = Lexer(bytes: bytes, start: start, end: end)
        let tokens = lexer.tokenize()
        var names: Set<String> = []
        for index in tokens.indices.dropLast(2) where tokens[index].kind == .identifier {
            let token = tokens[index]
            guard text(of: token.span) == name, tokens[index + 1].kind == .period, tokens[index + 2].kind == .identifier,
                  !tokens[index + 1].spaceBefore else { continue }
            if index > 0, tokens[index - 1].kind == .period { continue }
            names.insert(text(of: tokens[index + 2].span).trimmingBackticks)
        }
        return names
    }
}

private extension String {
    var trimmingBackticks: String {
        guard hasPrefix("`"), hasSuffix("`"), count >= 2 else { return self }
        return String(dropFirst().dropLast())
    }
}
