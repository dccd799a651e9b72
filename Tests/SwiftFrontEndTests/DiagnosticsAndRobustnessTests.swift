import Diagnostics
import Testing
@testable import SwiftFrontEnd
import SwiftSourceFuzzing

/// Errors are reported once, where swiftc reports them, with `file:line:col`, the source line
/// and a caret; no input crashes or hangs the parser.
@Suite struct DiagnosticsAndRobustnessTests {
    @Test func consecutiveStatementsNeedASemicolon() {
        // swiftc: "consecutive statements on a line must be separated by ';'" just after `b`.
        let (file, diagnostics) = parse("func f() {\n    a = b c = d\n}\n", file: "x.swift")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.text == "consecutive statements on a line must be separated by ';'")
        let formatted = DiagnosticFormatter().format(diagnostics, sources: ["x.swift": file.lineTable])
        #expect(formatted == "x.swift:2:10: error: consecutive statements on a line must be separated by ';'\n    a = b c = d\n         ^\n")
    }

    @Test func aNoBreakSpaceBetweenTokensIsASpaceWithSwiftcsWarning() {
        // swiftc 6.3 -parse on `let a = 1\u{A0}+ 2`: "warning: non-breaking space (U+00A0) used
        // instead of regular space" at column 10, and no error; `+` is then a binary operator.
        let (file, diagnostics) = parse("let a = 1\u{A0}+ 2\n")
        #expect(diagnostics.map { "\($0.severity) \($0.line):\($0.column) \($0.text)" }
            == ["warning 1:10 non-breaking space (U+00A0) used instead of regular space"])
        #expect(file.statements.count == 1)
    }

    @Test func parenthesisOnANewLineStartsAStatement() {
        let statements = bodyStatements("let a = b\n(c)")
        #expect(statements?.count == 2)
    }

    @Test func missingCloserPointsAfterThePreviousToken() {
        // swiftc puts "expected ']' …"-style errors at the end of the previous line when the
        // next token starts a line: here after `2`, line 1 column 14.
        let (_, diagnostics) = parse("let x = [1, 2\nlet y = 3\n")
        #expect(diagnostics.first.map { "\($0.line):\($0.column)" } == "1:14")
    }

    @Test func recoveryReportsOnceAndContinues() {
        let (file, diagnostics) = parse("func f() {\n    let = 3\n    let ok = 4\n}\nstruct S {}\n")
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.line == 2)
        #expect(file.declarations.count == 2)
    }

    @Test func deepNestingIsAnErrorNotACrash() {
        let depth = 5_000
        let source = "let x = " + String(repeating: "(", count: depth) + "1" + String(repeating: ")", count: depth) + "\n"
        let (_, diagnostics) = parse(source)
        #expect(diagnostics.first?.id == "swift.nestingTooDeep")
        let blocks = "func f() {\n" + String(repeating: "if a {\n", count: 2_000) + String(repeating: "}\n", count: 2_000) + "}\n"
        #expect(parse(blocks).1.first?.id == "swift.nestingTooDeep")
    }

    @Test func randomBytesAndMutationsNeverCrash() {
        var random = SeededRandom.fuzzing(seed: 42)
        for _ in 0..<300 {
            let length = random.below(400)
            var bytes: [UInt8] = []
            for _ in 0..<length { bytes.append(UInt8(truncatingIfNeeded: random.next())) }
            _ = SwiftParser.parse(bytes: bytes, file: "random.swift")
        }
        let alphabet = Array("(){}[]<>.,:;=?!&|+-*/\\\"'#@$`_ \n\tabcfnxyz0129letvarifcase".utf8)
        for _ in 0..<300 {
            var bytes: [UInt8] = []
            for _ in 0..<random.below(300) { bytes.append(alphabet[random.below(alphabet.count)]) }
            _ = SwiftParser.parse(bytes: bytes, file: "soup.swift")
        }
        for seed in 0..<200 {
            var mutated = SourceGenerator.file(seed: UInt64(seed))
            var mutationRandom = SeededRandom.fuzzing(seed: UInt64(seed))
            for _ in 0..<5 { mutated = SourceMutator.mutate(mutated, random: &mutationRandom) }
            _ = SwiftParser.parse(text: mutated, file: "mutated.swift")
        }
    }

    @Test func unterminatedLiteralsAndComments() {
        #expect(parse("let s = \"abc\n").1.first?.text == "unterminated string literal")
        #expect(parse("/* never closed\n").1.first?.text == "unterminated '/*' comment")
        #expect(parse("let n = 0b102\n").1.first?.text == "'2' is not a valid binary digit (0 or 1) in integer literal")
    }
}

/// More errors than are returned must not stall recovery (a member list of 600 bad lines once
/// looped forever when only the first 200 diagnostics were kept).
@Suite struct ManyErrorsTests {
    @Test func manyErrorsInATypeBody() {
        let source = "struct S {\n" + String(repeating: "    1 2 3\n", count: 600) + "}\nfunc after() {}\n"
        let (file, diagnostics) = parse(source)
        #expect(diagnostics.count == SwiftParser.maximumDiagnostics)
        #expect(file.declarations.count == 2)
    }
}
