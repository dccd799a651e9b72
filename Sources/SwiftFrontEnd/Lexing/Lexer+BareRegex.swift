/// Bare-slash regex literals (`/\d+/`, SE-0354): Swift 6, and Xcode's default for Swift 5 apps
/// ("Enable Bare Slash Regex Literals"), lex a `/` as the start of a regex literal where an
/// expression may begin, not as the division operator. The rules followed are SE-0354's: the `/`
/// does not follow an expression (a name, a literal, `)`, `]`, a postfix operator; `}` only across
/// a line break), the literal does not start or end with a space or tab, it ends on the same line, and
/// it has no unbalanced `)` (so `foo(a /, b /)` style operator references stay operators).
/// Source: https://github.com/apple/swift-evolution/blob/main/proposals/0354-regex-literals.md
extension Lexer {
    /// Whether a `/` at `index`, after `previous`, may open a bare regex literal.
    func mayStartBareRegex(after previous: Token?, atLineStart: Bool) -> Bool {
        guard let previous else { return true }
        switch previous.kind {
        case .identifier:
            // A keyword that expects an expression after it (`return`, `case`, `in`, `try`, …) does;
            // a name, `self`, `true`, `nil` end an expression.
            guard let keyword = previous.keyword, !previous.isBackticked else { return false }
            return ![.`self`, .`Self`, .`super`, .`true`, .`false`, .`nil`].contains(keyword) && keyword.isReserved
                || [.await, .some, .any, .yield].contains(keyword)
        case .exclaimPostfix, .postfixQuestion:
            // `try? /\d+/.wholeMatch(in: s)`: the `?`/`!` of `try?`/`try!` ends
            // no expression, so a regex may follow, as swift-syntax's lexer allows.
            guard let beforePrevious = tokenBeforePrevious, beforePrevious.kind == .identifier, !beforePrevious.isBackticked else { return false }
            return beforePrevious.keyword == .try
        case .dollarIdentifier, .integerLiteral, .floatLiteral, .stringLiteral, .regexLiteral, .rightParen, .rightSquare,
             .postfixOperator, .poundIdentifier:
            return false
        case .rightBrace:
            return atLineStart
        default:
            return true
        }
    }

    /// The end (past the closing `/`) of a bare regex literal opening at `index`, or nil when the
    /// text there is not one by SE-0354's rules.
    func bareRegexEnd() -> Int? {
        var at = index + 1
        guard at < limit else { return nil }
        // Not `/ x/` (an operator), `//`, `/*` (comments) or `/=` (compound assignment).
        let first = bytes[at]
        if first == UInt8(ascii: " ") || first == UInt8(ascii: "\t") || first == UInt8(ascii: "\n") || first == UInt8(ascii: "\r")
            || first == UInt8(ascii: "/") || first == UInt8(ascii: "*") || first == UInt8(ascii: "=") {
            return nil
        }
        var groupDepth = 0
        var classDepth = 0
        while at < limit {
            let byte = bytes[at]
            switch byte {
            case UInt8(ascii: "\n"), UInt8(ascii: "\r"):
                return nil
            case UInt8(ascii: "\\"):
                at += 2
                continue
            case UInt8(ascii: "[") :
                classDepth += 1
            case UInt8(ascii: "]") where classDepth > 0:
                classDepth -= 1
            case UInt8(ascii: "(") where classDepth == 0:
                groupDepth += 1
            case UInt8(ascii: ")") where classDepth == 0:
                if groupDepth == 0 { return nil }
                groupDepth -= 1
            case UInt8(ascii: "/") where classDepth == 0:
                // Nor may it end with a space or tab: `f(/Route.a, action: /Action.b)` is two
                // prefix `/` operators (CasePaths), `f(/a /b/)` a prefix `/` then `/b/` (swiftc
                // 6.3 -dump-parse).
                let last = bytes[at - 1]
                if last == UInt8(ascii: " ") || last == UInt8(ascii: "\t") { return nil }
                return groupDepth == 0 ? at + 1 : nil
            default:
                break
            }
            at += 1
        }
        return nil
    }
}
