import Testing
@testable import SwiftInterpreter

/// The RegexBuilder DSL (SE-0351) built into the regex syntax it stands for and matched by the
/// standard library's engine: literals, `Capture`, `ChoiceOf`, `OneOrMore`/`Optionally`/`Repeat`
/// with counts, ranges and `.reluctant`, `Anchor`s and `CharacterClass`es. Expected output is
/// what the same program printed when compiled with swiftc 6 and run.
@Suite struct RegexBuilderDSLTests {
    @Test func builtRegexesMatchAndCaptureAsSwiftDoes() throws {
        let output = try run("""
        import RegexBuilder

        let key = "pk_test_bW9jaw=="
        let keyRegex = Regex {
            "pk_"
            Capture {
                ChoiceOf {
                    "live"
                    "test"
                }
            }
            "_"
            Capture {
                OneOrMore(.any)
            }
        }
        if let match = key.firstMatch(of: keyRegex) {
            print(match.output.1, match.output.2)
        }
        let version = Regex {
            Anchor.startOfSubject
            Capture { OneOrMore(.digit) }
            "."
            Capture { Repeat(.digit, count: 2) }
            Optionally {
                "-"
                OneOrMore(.word)
            }
            Anchor.endOfSubject
        }
        for text in ["12.34", "1.05-beta", "1.5", "a1.23"] {
            if let match = text.wholeMatch(of: version) { print(text, match.output.1, match.output.2) } else { print(text, "no match") }
        }
        let lazy = Regex { "<"; Capture { OneOrMore(.any, .reluctant) }; ">" }
        print("<a><b>".firstMatch(of: lazy)!.output.1)
        let signs = Regex { OneOrMore(CharacterClass.anyOf("+-")); Capture { Repeat(1...3) { One(.digit) } } }
        print("x+-1234".firstMatch(of: signs)!.output.1)
        print("a.b".contains(Regex { "." }), "ab".contains(Regex { "." }))
        """)
        #expect(output == """
        test bW9jaw==
        12.34 12 34
        1.05-beta 1 05
        1.5 no match
        a1.23 no match
        a
        123
        true false

        """)
    }

    /// A capture under `Optionally` or in a `ChoiceOf` alternative is optional; nil when it did
    /// not take part.
    @Test func capturesThatMayNotTakePartAreOptional() throws {
        let output = try run("""
        import RegexBuilder

        let optional = Regex {
            "a"
            Optionally { Capture { "b" } }
            ChoiceOf {
                Capture { "c" }
                Capture { "d" }
            }
        }
        for text in ["ac", "abd"] {
            let match = text.wholeMatch(of: optional)!
            print(match.output.1 as Any, match.output.2 as Any, match.output.3 as Any)
        }
        """)
        #expect(output == """
        nil Optional("c") nil
        Optional("b") nil Optional("d")

        """)
    }

    /// A capture that transforms its match is refused, not matched without the transform.
    @Test func aCaptureWithATransformIsRefused() {
        let error = runError("""
        import RegexBuilder
        let number = Regex { Capture(OneOrMore(.digit), transform: { Int($0) }) }
        print("42".firstMatch(of: number)!.output.1)
        """)
        #expect(error?.kind == .unsupported)
    }
}
