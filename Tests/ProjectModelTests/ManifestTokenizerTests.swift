import Diagnostics
import Testing
@testable import ProjectModel

/// The manifest tokenizer's string literals and comments follow Swift's lexical rules (The Swift
/// Programming Language, "Strings and Characters": extended string delimiters, multiline string
/// literals; "Lexical Structure": block comments nest).
@Suite("Manifest tokenizer")
struct ManifestTokenizerTests {
    func tokens(_ text: String) -> (kinds: [ManifestToken.Kind], failed: Bool) {
        let bytes = Array(text.utf8)
        let (tokens, diagnostics) = ManifestTokenizer.tokenize(bytes, file: "/p/Package.swift", lines: SourceLineTable(bytes: bytes))
        return (tokens.map(\.kind), diagnostics.contains { $0.message.severity == .error })
    }

    @Test("A raw string ends only at a quote followed by as many '#' as it opened with, and escapes need them too")
    func rawStringDelimiters() {
        let result = tokens(###"x = #"a "b" \n \#t"# + ##"c"# d"##"###)
        #expect(!result.failed)
        #expect(result.kinds == [
            .identifier("x"), .punctuation("="),
            .string("a \"b\" \\n \t", interpolated: false),
            .punctuation("+"),
            .string("c\"# d", interpolated: false),
        ])
    }

    @Test("A plain string reads its escapes; an interpolation keeps its text and marks the value unknown")
    func plainStringEscapes() {
        let result = tokens(#""a\"b\\c\u{41}" "v\(n)""#)
        #expect(!result.failed)
        #expect(result.kinds == [.string("a\"b\\cA", interpolated: false), .string("v\\(n)", interpolated: true)])
    }

    @Test("A multi-line string drops its first line break and the closing line's indentation")
    func multilineString() {
        let result = tokens("s = \"\"\"\n    one \"quoted\"\n      two\n    \"\"\"")
        #expect(!result.failed)
        #expect(result.kinds == [.identifier("s"), .punctuation("="), .string("one \"quoted\"\n  two", interpolated: false)])
    }

    @Test("Block comments nest, and line comments run to the end of the line")
    func comments() {
        let result = tokens("a /* outer /* inner */ still */ b // c\nd")
        #expect(!result.failed)
        #expect(result.kinds == [.identifier("a"), .identifier("b"), .identifier("d")])
    }

    @Test("An unterminated string, raw string or block comment is an error, keeping the tokens before it")
    func unterminated() {
        #expect(tokens("a \"b\nc\"").kinds == [.identifier("a")])
        #expect(tokens("a \"b\nc\"").failed)
        #expect(tokens("a #\"b\"").failed)
        #expect(tokens("a /* b /* c */").failed)
        #expect(tokens("a /* b /* c */").kinds == [.identifier("a")])
    }
}
