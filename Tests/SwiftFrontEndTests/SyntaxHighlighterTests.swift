import Testing
import SwiftFrontEnd

/// The site's colouring comes from the front end's lexer, so it agrees with what the parser reads.
@Suite struct SyntaxHighlighterTests {
    func coloured(_ source: String) -> [(String, HighlightKind)] {
        let bytes = Array(source.utf8)
        return SyntaxHighlighter.spans(in: source).map { (String(decoding: bytes[$0.start..<$0.end], as: UTF8.self), $0.kind) }
    }

    @Test func colourEachKindOfToken() {
        let spans = coloured("""
        @State private var count = 0 // taps
        Text("Hi \\(count)").font(.title) /* a /* nested */ comment */
        #Preview { Color.red.frame(width: 1.5) }
        """)
        #expect(spans.map(\.0) == ["@State", "private", "var", "0", "// taps", "Text", "\"Hi \\(count)\"", "font", "title",
                                   "/* a /* nested */ comment */", "#Preview", "Color", "red", "frame", "1.5"])
        #expect(spans.map(\.1) == [.attribute, .keyword, .keyword, .number, .comment, .type, .string, .member, .member,
                                   .comment, .attribute, .type, .member, .member, .number])
    }

    @Test func aNameThatSpellsAKeywordAfterADotIsAMember() {
        // `.default` and `.init` are members, not keywords; `some` in a type is a keyword.
        let spans = coloured("var body: some View { Font.default; x.init() }")
        #expect(spans.map(\.0) == ["var", "some", "View", "Font", "default", "init"])
        #expect(spans.map(\.1) == [.keyword, .keyword, .type, .type, .member, .member])
    }

    @Test func brokenInputIsColouredWithoutFailing() {
        // An unterminated string and comment: the lexer reports and goes on; spans stay ordered.
        let spans = SyntaxHighlighter.spans(in: "let s = \"open\n/* never closed")
        #expect(zip(spans, spans.dropFirst()).allSatisfy { $0.end <= $1.start })
        #expect(spans.first?.kind == .keyword)
    }
}
