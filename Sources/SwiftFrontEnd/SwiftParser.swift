import Diagnostics
import Workers

/// The front end's entry point: Swift source in, syntax tree and diagnostics out.
///
///     let (file, diagnostics) = SwiftParser.parse(bytes: Array(text.utf8), file: "View.swift")
///
/// Never fails and never crashes: problems are diagnostics (`file:line:col: error: …`), reported
/// as swiftc reports them: the first problem of a statement or declaration once, at its place.
public enum SwiftParser {
    /// At most this many diagnostics are returned (the first ones, in swiftc's order).
    public static let maximumDiagnostics = 200

    /// Parses on a thread with a large stack (`LargeStack`, at once when already on one): the
    /// parser recurses once per grammar production, up to `Parser.maximumDepth` deep, which
    /// would not fit a default 8 MB (or a test runner's 512 KB) thread stack.
    public static func parse(bytes: [UInt8], file: String) -> (SourceFileSyntax, [Diagnostic]) {
        LargeStack.run { parseOnThisStack(bytes: bytes, file: file) }
    }

    private static func parseOnThisStack(bytes: [UInt8], file: String) -> (SourceFileSyntax, [Diagnostic]) {
        let lineTable = SourceLineTable(bytes: bytes)
        var lexer = Lexer(bytes: bytes)
        var tokens = lexer.tokenize()
        // Brackets nested deeper than swiftc allows: swiftc stops lexing at the first one, so the
        // rest of the file is neither parsed nor diagnosed (see `StructureNesting`).
        let overflow = StructureNesting.firstOverflow(in: tokens)
        let cut = overflow ?? tokens.count
        let overflowingBracket = overflow.map { tokens[$0] }
        if let overflow { tokens = StructureNesting.cutOff(tokens, at: overflow) }
        var parser = Parser(tokens: tokens, bytes: bytes, operators: OperatorScan.table(tokens: tokens, bytes: bytes))
        let statements = parser.parseStatements(until: .endOfFile)
        let syntax = SourceFileSyntax(fileName: file, statements: statements, lineTable: lineTable)
        // Emission order, as swiftc: a lexer diagnostic comes when the parser first looks at its
        // token (one token ahead), a parser diagnostic when it is found.
        var found: [(key: Int, order: Int, message: DiagnosticMessage, span: SourceSpan, note: (text: String, span: SourceSpan)?)] = []
        for (index, diagnostic) in lexer.diagnostics.enumerated() {
            let tokenIndex = lexer.diagnosticTokenIndexes[index] - 1
            if tokenIndex >= cut || parser.skippedTokenRanges.contains(where: { $0.contains(tokenIndex) }) { continue }
            found.append((lexer.diagnosticTokenIndexes[index] - 1, index - 1_000_000, diagnostic.message, diagnostic.span,
                          lexer.diagnosticNotes[index]))
        }
        for (index, diagnostic) in parser.diagnostics.enumerated() where parser.diagnosticPositions[index] < cut {
            found.append((parser.diagnosticPositions[index], index, diagnostic.message, diagnostic.span, nil))
        }
        for warning in parser.warnings where warning.position < cut {
            found.append((warning.position, -500_000, warning.message, warning.span, nil))
        }
        if let overflow, let bracket = overflowingBracket {
            found.append((overflow, parser.diagnostics.count, ParseMessages.structureNestingTooDeep(), bracket.span, nil))
        }
        found.sort { ($0.key, $0.order) < ($1.key, $1.order) }
        var diagnostics: [Diagnostic] = []
        var seen: Set<Int> = []
        for entry in found where diagnostics.count < maximumDiagnostics && seen.insert(entry.span.start).inserted {
            let notes = entry.note.map { [DiagnosticNote($0.text, at: syntax.range(of: $0.span))] } ?? []
            diagnostics.append(Diagnostic(entry.message, at: syntax.range(of: entry.span), notes: notes))
        }
        // A file swiftc reads with warnings keeps them: its reading reports them (nothing silent).
        let warnings = diagnostics.filter { $0.severity == .warning }
        guard !warnings.isEmpty else { return (syntax, diagnostics) }
        return (SourceFileSyntax(fileName: file, statements: statements, lineTable: lineTable, parseWarnings: warnings), diagnostics)
    }

    public static func parse(text: String, file: String) -> (SourceFileSyntax, [Diagnostic]) {
        parse(bytes: Array(text.utf8), file: file)
    }
}

/// Finds the file's `infix operator` and `precedencegroup` declarations before parsing, so that
/// operator sequences anywhere in the file fold with them.
enum OperatorScan {
    static func table(tokens tokenList: [Token], bytes: [UInt8]) -> OperatorTable {
        var table = OperatorTable()
        func text(_ token: Token) -> String { String(decoding: bytes[token.start..<token.end], as: UTF8.self) }
        func tokens(_ index: Int) -> Token { tokenList[min(index, tokenList.count - 1)] }
        var index = 0
        var declared = false
        while index < tokenList.count - 2 {
            let token = tokens(index)
            if token.keyword == .operator, !token.isBackticked, index > 0, tokens(index - 1).keyword == .infix {
                let name = text(tokens(index + 1))
                var group: String?
                if tokens(index + 2).kind == .colon, tokens(index + 3).kind == .identifier { group = text(tokens(index + 3)) }
                table.declareInfix(name, group: group)
                declared = true
            } else if token.keyword == .precedencegroup, !token.isBackticked, tokens(index + 1).kind == .identifier,
                      tokens(index + 2).kind == .leftBrace {
                let name = text(tokens(index + 1))
                var group = OperatorTable.Group(associativity: .none, isAssignment: false, higherThan: [], lowerThan: [])
                var cursor = index + 3
                var currentKey = ""
                while cursor < tokenList.count, tokens(cursor).kind != .rightBrace, tokens(cursor).kind != .endOfFile {
                    let inner = tokens(cursor)
                    if inner.kind == .identifier, tokens(cursor + 1).kind == .colon {
                        currentKey = text(inner)
                        cursor += 2
                        continue
                    }
                    if inner.kind == .identifier {
                        let value = text(inner)
                        switch currentKey {
                        case "higherThan": group.higherThan.append(value)
                        case "lowerThan": group.lowerThan.append(value)
                        case "associativity": group.associativity = PrecedenceGroupDecl.Associativity(rawValue: value) ?? .none
                        case "assignment": group.isAssignment = value == "true"
                        default: break
                        }
                    }
                    cursor += 1
                }
                table.declareGroup(name, group)
                declared = true
            }
            index += 1
        }
        if declared { table.resolveRanks() }
        return table
    }
}
