/// `#if` / `#elseif` / `#else` / `#endif` blocks, among statements, members or switch cases.
extension Parser {
    mutating func parseIfConfig<Element>(_ body: (inout Parser) -> [Element]) -> [IfConfigClause<Element>] {
        var clauses: [IfConfigClause<Element>] = []
        guard enter() else { return [] }
        defer { leave() }
        // A clause testing `swift(…)`/`compiler(…)` (and an `#else` right after one) is skipped
        // unparsed, as `swiftc -parse` does: its code may be for another compiler version.
        var skipping = false
        while true {
            let start = current.start
            let directive = advance()
            let keyword: IfConfigClause<Element>.Keyword
            if spells(directive, "#if") { keyword = .if } else if spells(directive, "#elseif") { keyword = .elseif } else { keyword = .else }
            var condition: Expr?
            if keyword != .else {
                condition = parseLineExpression()
                skipping = condition.map(containsVersionCheck) ?? false
                if skipping { skipConditionalBody() }
                if let condition, !condition.kind.isMissing, !isValidCompilationCondition(condition) {
                    report(ParseMessages.general("invalidCompilationCondition", "invalid conditional compilation expression"), at: condition.span)
                }
                if condition == nil { skipToLineEnd() }
            } else if skipping {
                // `#else` after a version check is skipped too.
                skipConditionalBody()
            } else if !current.atLineStart, !at(.endOfFile) {
                report(ParseMessages.general("extraTokensDirective", "extra tokens following conditional compilation directive"), at: current.span)
                skipToLineEnd()
            }
            let elements = skipping ? [] : body(&self)
            clauses.append(IfConfigClause(keyword: keyword, condition: condition, elements: elements, span: span(from: start)))
            if tooDeep { return clauses }
            if at(.poundDirective), spells(current, "#elseif") || spells(current, "#else") {
                if keyword == .else {
                    report(ParseMessages.general("elseAfterElse", "further conditions after #else are unreachable"), at: current.span)
                }
                continue
            }
            if at(.poundDirective), spells(current, "#endif") {
                advance()
                if !current.atLineStart, !at(.endOfFile) {
                    report(ParseMessages.general("extraTokensDirective", "extra tokens following conditional compilation directive"), at: current.span)
                }
                return clauses
            }
            if !hasErrors || at(.endOfFile) {
                expected("#else or #endif at end of conditional compilation block")
            }
            return clauses
        }
    }

    /// Skips (without parsing) to the `#elseif`/`#else`/`#endif` that continues this block.
    mutating func skipConditionalBody() {
        if keywordIsOnSameLineAsBody() { skipToLineEnd() }
        let first = position
        var nesting = 0
        while !at(.endOfFile) {
            if at(.poundDirective) {
                if spells(current, "#if") {
                    nesting += 1
                } else if nesting == 0, spells(current, "#elseif") || spells(current, "#else") || spells(current, "#endif") {
                    break
                } else if spells(current, "#endif") {
                    nesting -= 1
                }
            }
            advance()
        }
        skippedTokenRanges.append(first..<position)
    }

    func keywordIsOnSameLineAsBody() -> Bool { !current.atLineStart && !at(.endOfFile) }

    /// Whether a condition tests the compiler or language version.
    func containsVersionCheck(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .call(let call):
            if case .identifier(let name) = call.callee.kind, name.name == "swift" || name.name == "compiler" { return true }
            return false
        case .parenthesized(let inner), .prefixOperator(_, let inner): return containsVersionCheck(inner)
        case .sequence(let sequence):
            return sequence.elements.contains { if case .operand(let operand) = $0 { containsVersionCheck(operand) } else { false } }
        default: return false
        }
    }

    mutating func skipToLineEnd() {
        while !at(.endOfFile), !current.atLineStart { advance() }
    }

    /// Parses an expression that must end at the end of the current line (a `#if` condition).
    mutating func parseLineExpression() -> Expr? {
        guard !current.atLineStart, !at(.endOfFile) else {
            expected("expression", "in conditional compilation directive")
            return nil
        }
        var end = position
        while end < tokens.count - 1, end == position || !tokenAt(end).atLineStart { end += 1 }
        var lineTokens = Array(tokens[position..<end])
        lineTokens.append(Token(kind: .endOfFile, keyword: nil, start: tokenAt(end).start, end: tokenAt(end).start, atLineStart: true, spaceBefore: true))
        var parser = Parser(tokens: lineTokens, bytes: bytes, operators: operators)
        parser.depth = depth
        let expression = parser.parseExpression("expression in conditional compilation directive")
        if parser.diagnostics.isEmpty, !parser.at(.endOfFile) {
            parser.report(ParseMessages.general("extraTokensDirective", "extra tokens following conditional compilation directive"), at: parser.current.span)
        }
        let failed = !parser.diagnostics.isEmpty
        for diagnostic in parser.diagnostics { report(diagnostic.message, at: diagnostic.span) }
        position = end
        return failed ? nil : expression
    }

    /// Conditions swiftc's parser accepts: names, `true`/`false`, `!`, `&&`, `||`, parentheses and
    /// the platform functions (`os(iOS)`, `canImport(UIKit)`, `swift(>=5.9)`, …).
    func isValidCompilationCondition(_ expr: Expr) -> Bool {
        switch expr.kind {
        case .identifier, .booleanLiteral: return true
        case .parenthesized(let inner): return isValidCompilationCondition(inner)
        case .prefixOperator("!", let inner): return isValidCompilationCondition(inner)
        case .sequence(let sequence):
            for element in sequence.elements {
                switch element {
                case .operand(let operand): if !isValidCompilationCondition(operand) { return false }
                case .binaryOperator(let name): if name.name != "&&" && name.name != "||" { return false }
                default: return false
                }
            }
            return true
        case .call(let call):
            guard case .identifier(let name) = call.callee.kind, call.trailingClosures.isEmpty else { return false }
            switch name.name {
            case "os", "arch", "canImport", "targetEnvironment", "hasFeature", "hasAttribute", "_endian", "_pointerBitWidth",
                 "_runtime", "_ptrauth", "_hasAtomicBitWidth", "objectFormat":
                return true
            case "swift", "compiler":
                if call.arguments.count == 1, case .prefixOperator(let op, _) = call.arguments[0].value.kind { return op == ">=" || op == "<" }
                return false
            default:
                return false
            }
        default:
            return false
        }
    }
}
