/// One token of Swift source: its kind, its byte range, and the whitespace facts the parser needs
/// (Swift tells statements apart by line breaks and prefix/postfix/binary operators by spacing).
struct Token: Sendable {
    var kind: TokenKind
    /// For identifiers that spell a keyword (reserved or contextual); nil for other names and for
    /// backticked names.
    var keyword: Keyword?
    var start: Int
    var end: Int
    /// A line break (or the file start) comes between the previous token and this one.
    var atLineStart: Bool
    /// Whitespace or a comment comes right before this token.
    var spaceBefore: Bool
    /// Written with backticks (`` `class` ``): never a keyword; the name is inside the backticks.
    var isBackticked: Bool = false

    var span: SourceSpan { SourceSpan(start: start, end: end) }

    func `is`(_ kind: TokenKind) -> Bool { self.kind == kind }

    /// An identifier that is not a reserved word (contextual keywords such as `get` qualify).
    var isIdentifier: Bool { kind == .identifier && (keyword == nil || !keyword!.isReserved) }
}

enum TokenKind: UInt8, Sendable {
    case endOfFile
    case identifier
    /// `$0`, `$1`, `$value` (projected) and `$` names.
    case dollarIdentifier
    case integerLiteral
    case floatLiteral
    case stringLiteral
    /// `#/…/#` or a bare `/…/` (SE-0354), delimiters included.
    case regexLiteral
    /// `#if`, `#elseif`, `#else`, `#endif`, `#sourceLocation`.
    case poundDirective
    /// `#available`, `#unavailable`, `#selector`, `#file`, `#Preview`, any macro name.
    case poundIdentifier
    /// Operators by their spacing.
    case binaryOperator
    case prefixOperator
    case postfixOperator
    case leftParen
    case rightParen
    case leftBrace
    case rightBrace
    case leftSquare
    case rightSquare
    case comma
    case colon
    /// `::` of a module selector (`Swift::print`).
    case colonColon
    case semicolon
    /// `.` bound to the left (`a.b`).
    case period
    /// `.` not bound to the left (`.red`, `foo(.bar)`).
    case prefixPeriod
    /// `=` standing alone.
    case equal
    case arrow
    case atSign
    case backslash
    /// `?` bound to the left (`x?.y`, `Int?`).
    case postfixQuestion
    /// `?` of a ternary.
    case infixQuestion
    /// `!` bound to the left (`x!`, `Int!`).
    case exclaimPostfix
    /// `&` bound only to the right (`&value`).
    case prefixAmpersand
    /// A byte that cannot start any token (the lexer has reported it).
    case unknown
}
