import Diagnostics

/// The messages the Swift front end reports, worded as swiftc words them where swiftc has the same
/// diagnostic. Each `id` is the function's name.
enum ParseMessages {
    static func error(_ id: String, _ text: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "swift." + id, severity: .error, text: text)
    }

    static func warning(_ id: String, _ text: String) -> DiagnosticMessage {
        DiagnosticMessage(id: "swift." + id, severity: .warning, text: text)
    }

    static func expected(_ what: String, _ context: String = "") -> DiagnosticMessage {
        error("expected", "expected \(what)\(context.isEmpty ? "" : " " + context)")
    }
    static func consecutiveStatements() -> DiagnosticMessage {
        error("consecutiveStatements", "consecutive statements on a line must be separated by ';'")
    }
    static func consecutiveDeclarations() -> DiagnosticMessage {
        error("consecutiveDeclarations", "consecutive declarations on a line must be separated by ';'")
    }
    static func unterminatedString() -> DiagnosticMessage { error("unterminatedString", "unterminated string literal") }
    static func unterminatedComment() -> DiagnosticMessage { error("unterminatedComment", "unterminated '/*' comment") }
    static func invalidEscape() -> DiagnosticMessage { error("invalidEscape", "invalid escape sequence in literal") }
    static func invalidCharacter() -> DiagnosticMessage { error("invalidCharacter", "invalid character in source file") }
    static func unprintableCharacter() -> DiagnosticMessage {
        error("unprintableCharacter", "unprintable ASCII character found in source file")
    }
    /// swiftc 6.3 (Swift 5 language mode) reads a U+00A0 between tokens as a space, with this
    /// warning (swift/lib/Parse/Lexer.cpp, `lexTrivia`; `swiftc -parse` of `f(a: 1,\u{A0}b: 2)`).
    static func nonBreakingSpace() -> DiagnosticMessage {
        warning("nonBreakingSpace", "non-breaking space (U+00A0) used instead of regular space")
    }
    /// swiftc 6.3 reads `@available (iOS 14, *)` as `@available(iOS 14, *)`, with this warning
    /// in the Swift 5 language mode (an error in Swift 6's); `swiftc -parse` of the declaration.
    static func attributeWhitespace() -> DiagnosticMessage {
        warning("attributeWhitespace", "extraneous whitespace between attribute name and '('; this is an error in the Swift 6 language mode")
    }
    static func invalidUTF8() -> DiagnosticMessage { error("invalidUTF8", "invalid UTF-8 found in source file") }
    /// swiftc 6.3: "'a' is not a valid digit in integer literal" for a decimal literal; a prefixed
    /// literal names its radix and digits ("'g' is not a valid hexadecimal digit (0-9, A-F) in
    /// integer literal", "binary digit (0 or 1)", "octal digit (0-7)").
    static func invalidDigit(_ digit: String, _ kind: String = "digit") -> DiagnosticMessage {
        error("invalidDigit", "'\(digit)' is not a valid \(kind) in integer literal")
    }
    static func singleQuoted() -> DiagnosticMessage {
        error("singleQuoted", "single-quoted string literal found, use '\"'")
    }
    static func multilineStart() -> DiagnosticMessage {
        error("multilineStart", "multi-line string literal content must begin on a new line")
    }
    static func multilineEnd() -> DiagnosticMessage {
        error("multilineEnd", "multi-line string literal closing delimiter must begin on a new line")
    }
    static func insufficientIndentation() -> DiagnosticMessage {
        error("insufficientIndentation", "insufficient indentation of line in multi-line string literal")
    }
    static func unexpected(_ what: String, _ context: String = "") -> DiagnosticMessage {
        error("unexpected", "unexpected \(what)\(context.isEmpty ? "" : " " + context)")
    }
    static func extraneousBrace() -> DiagnosticMessage { error("extraneousBrace", "extraneous '}' at top level") }
    /// swiftc's own limit, in its words (see `StructureNesting`).
    static func structureNestingTooDeep() -> DiagnosticMessage {
        error("nestingTooDeep", "structure nesting level exceeded maximum of \(StructureNesting.maximumDepth)")
    }
    /// LayoutLens's guard of its own recursion, past anything swiftc accepts (see `Parser.maximumDepth`).
    static func nestingTooDeep() -> DiagnosticMessage {
        error("nestingTooDeep", "expression or block nested too deeply (more than \(Parser.maximumDepth) levels deep)")
    }
    /// LayoutLens's guard of the lexer's recursion into `\(…)` inside `\(…)`.
    static func interpolationNestingTooDeep() -> DiagnosticMessage {
        error("nestingTooDeep", "string interpolations nested too deeply (more than \(Lexer.maximumInterpolationDepth) levels deep)")
    }
    static func inconsistentEqual() -> DiagnosticMessage {
        error("inconsistentEqual", "'=' must have consistent whitespace on both sides")
    }
    static func general(_ id: String, _ text: String) -> DiagnosticMessage { error(id, text) }
}
