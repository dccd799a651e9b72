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

extension SourceFileSyntax {
    /// The names written in `span` at least once otherwise than as a type: a call or a member of
    /// the name (`UIScrollView()`, `UINavigationBar.appearance()`) or any use not known to be a
    /// type's. A name is written as a type after `:`, `->`, `as`, `as?`, `as!` or `is`, or when a
    /// `)`, `?`, `!`, `,`, `]` or `=` follows it (`(UIScrollView) -> Void`, `UIScrollView?`,
    /// `_ view: UIScrollView, binding:`), never when `(`, `.` or `<` follows it. What code
    /// mentions as a type only it neither makes nor calls.
    public func namesWrittenBeyondTypes(in span: SourceSpan) -> Set<String> {
        let bytes = lineTable.bytes
        let start = min(max(span.start, 0), bytes.count)
        let end = min(max(span.end, start), bytes.count)
        var lexer = Lexer(bytes: bytes, start: start, end: end)
        let tokens = lexer.tokenize()
        func spelled(_ index: Int) -> String? {
            guard tokens.indices.contains(index), tokens[index].kind == .identifier else { return nil }
            return text(of: tokens[index].span)
        }
        func isTypePosition(_ index: Int) -> Bool {
            let before = index > 0 ? tokens[index - 1] : nil
            let castBefore = ["as", "is"].contains(spelled(index - 1) ?? "")
                || ((before?.kind == .postfixQuestion || before?.kind == .exclaimPostfix) && spelled(index - 2) == "as")
            if castBefore { return true }
            let after = index + 1 < tokens.count ? tokens[index + 1] : nil
            if let after, [.leftParen, .period].contains(after.kind) || (after.kind == .binaryOperator && text(of: after.span) == "<") {
                return false
            }
            if let before, [.colon, .arrow].contains(before.kind) { return true }
            guard let after else { return false }
            return [.rightParen, .postfixQuestion, .exclaimPostfix, .comma, .rightSquare, .equal].contains(after.kind)
        }
        var names: Set<String> = []
        for index in tokens.indices where tokens[index].kind == .identifier && !isTypePosition(index) {
            var name = text(of: tokens[index].span)
            if tokens[index].isBackticked, name.hasPrefix("`"), name.hasSuffix("`"), name.count >= 2 { name = String(name.dropFirst().dropLast()) }
            names.insert(name)
        }
        return names
    }

    /// What `name` is set to in `span` when every place it is written there sets it (`name = …`,
    /// `view.name = …`): each right-hand side's text up to the end of its line, else nil (the
    /// name is read, called or passed somewhere). Tells a helper view that only clears its
    /// background (`view.backgroundColor = .clear`) from one that paints it.
    public func valuesAssigned(to name: String, in span: SourceSpan) -> [String]? {
        let bytes = lineTable.bytes
        let start = min(max(span.start, 0), bytes.count)
        let end = min(max(span.end, start), bytes.count)
        var lexer = Lexer(bytes: bytes, start: start, end: end)
        let tokens = lexer.tokenize()
        var values: [String] = []
        for index in tokens.indices where tokens[index].kind == .identifier && text(of: tokens[index].span) == name {
            guard index + 2 < tokens.count, tokens[index + 1].kind == .equal else { return nil }
            var last = index + 2
            while last + 1 < tokens.count, !tokens[last + 1].atLineStart, tokens[last + 1].kind != .semicolon,
                  tokens[last + 1].kind != .rightBrace, tokens[last + 1].kind != .endOfFile { last += 1 }
            values.append(text(of: SourceSpan(start: tokens[index + 2].start, end: tokens[last].end)))
        }
        return values
    }
}
