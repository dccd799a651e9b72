import Diagnostics
import Testing
@testable import SwiftUIReader

@Suite struct LexerTests {
    private func tokens(_ source: String) -> [Token] {
        var lexer = Lexer(bytes: Array(source.utf8), file: "x.swift")
        return lexer.tokenize()
    }

    @Test func operatorsKeyPathsAndPoundKeywords() {
        let kinds = tokens("#Preview 0..<5 1...3 \\.self $0 -> a == b").map { "\($0.kind):\($0.text)" }
        #expect(kinds == [
            "poundIdentifier:#Preview", "integer:0", "operator:..<", "integer:5", "integer:1", "operator:...", "integer:3",
            "punctuation:\\", "punctuation:.", "identifier:self", "dollarIdentifier:$0", "punctuation:->",
            "identifier:a", "operator:==", "identifier:b", "endOfFile:",
        ])
    }

    @Test func numbersWithSeparatorsExponentsAndHex() {
        #expect(NumberLiteral.value(of: "1_000") == 1000)
        #expect(NumberLiteral.value(of: "2.5e2") == 250)
        #expect(NumberLiteral.value(of: "0x1F") == 31)
        #expect(NumberLiteral.value(of: "12abc") == nil)
        #expect(tokens("0.5 7").map(\.kind) == [.float, .integer, .endOfFile])
    }

    /// Line breaks before a token are recorded (modifier chains, statement ends).
    @Test func newlinesAndSpacingAreRecorded() {
        let list = tokens("a\n  .b(c)")
        #expect(list.map(\.followsNewline) == [false, true, false, false, false, false, false])
        #expect(list[1].start == SourcePosition(line: 2, column: 3, offset: 4))
    }

    @Test func rawStringsKeepBackslashes() {
        let list = tokens(##"#"a\nb"#"##)
        guard case .text(let text)? = list.first?.segments.first else {
            Issue.record("expected a raw string")
            return
        }
        #expect(text == #"a\nb"#)
    }

    @Test func interpolationTokensAreLexedInside() {
        let list = tokens(#""row \(i + 1)!""#)
        #expect(list.first?.segments.count == 3)
        if case .interpolation(let inner, _, _)? = list.first?.segments.dropFirst().first {
            #expect(inner.map(\.text) == ["i", "+", "1", ""])
        } else {
            Issue.record("expected an interpolation")
        }
    }

    /// A stray line break ends an unterminated string; the next line lexes normally.
    @Test func unterminatedStringStopsAtTheLineEnd() {
        var lexer = Lexer(bytes: Array("\"abc\nColor".utf8), file: "x.swift")
        let list = lexer.tokenize()
        #expect(lexer.diagnostics.map(\.id) == ["unterminatedString"])
        #expect(list.map(\.text) == ["abc", "Color", ""])
    }
}
