extension Parser {
    /// Whether a declaration starts at the current token of a statement list (a function body, a
    /// closure, a `switch` case's statements). As `isStartOfDeclaration`, except that a
    /// contextual keyword followed by `case` is not one: an enum case is declared only in an
    /// enum's body (The Swift Programming Language, "Enumeration Declaration"), so in
    /// `case .warm: dynamic` / `case .cool: …` the word is a name, read as an expression (swiftc 6
    /// compiles a `switch` expression whose branch is a variable named `dynamic` or `convenience`).
    func isStartOfLocalDeclaration() -> Bool {
        guard isStartOfDeclaration() else { return false }
        var index = position
        while isModifier(tokenAt(index)), let keyword = tokenAt(index).keyword, !keyword.isReserved {
            index += 1
            // `unowned(unsafe)`, `nonisolated(unsafe)`: the detail is part of the modifier.
            if tokenAt(index).kind == .leftParen, !tokenAt(index).atLineStart, tokenAt(index + 2).kind == .rightParen { index += 3 }
        }
        return index == position || !isKeyword(tokenAt(index), .case)
    }
}
