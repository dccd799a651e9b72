/// `#if` blocks that hold only attributes, written among a declaration's attributes:
///
///     @_spi(Experimental)
///     #if DEBUG
///     @available(*, deprecated)
///     #endif
///     public enum Mode { … }
///
/// swiftc reads such a block as part of the declaration that follows (its parser checks that
/// every clause holds nothing but attributes). `swift -parse` does not decide which clause is
/// active, and neither does this parser: the attributes of every clause are kept in order.
extension Parser {
    /// At `#if`: whether the block's clauses hold only attributes (at least one, possibly in nested
    /// `#if` blocks).
    func ifConfigContainsOnlyAttributes() -> Bool {
        var index = position
        var sawAttribute = false
        return skipAttributeIfConfig(&index, sawAttribute: &sawAttribute) && sawAttribute
    }

    /// Steps over an attributes-only `#if` block starting at `index`; false at anything else.
    private func skipAttributeIfConfig(_ index: inout Int, sawAttribute: inout Bool) -> Bool {
        index = lineEnd(after: index) // `#if` and its condition
        while true {
            let token = tokenAt(index)
            switch token.kind {
            case .poundDirective where spells(token, "#if"):
                guard skipAttributeIfConfig(&index, sawAttribute: &sawAttribute) else { return false }
            case .poundDirective where spells(token, "#elseif"):
                index = lineEnd(after: index)
            case .poundDirective where spells(token, "#else"):
                index += 1
            case .poundDirective where spells(token, "#endif"):
                index += 1
                return true
            case .atSign where tokenAt(index + 1).kind == .identifier:
                index += 2
                while tokenAt(index).kind == .period, tokenAt(index + 1).kind == .identifier { index += 2 }
                if tokenAt(index).kind == .leftParen, !tokenAt(index).spaceBefore {
                    guard let close = matchingParen(from: index) else { return false }
                    index = close + 1
                }
                sawAttribute = true
            default:
                return false
            }
        }
    }

    /// The index of the first token on a line after the one holding `index`.
    private func lineEnd(after index: Int) -> Int {
        var next = index + 1
        while tokenAt(next).kind != .endOfFile, !tokenAt(next).atLineStart { next += 1 }
        return next
    }

    /// Parses an attributes-only `#if` block (current token `#if`): every clause's attributes.
    mutating func parseAttributeIfConfig() -> [Attribute] {
        let clauses = parseIfConfig { parser in parser.parseAttributes() }
        return clauses.flatMap(\.elements)
    }
}
