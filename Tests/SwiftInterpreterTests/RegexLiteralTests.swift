import Testing
@testable import SwiftInterpreter

/// Regex literals, bare (`/\d+/`, SE-0354) and extended (`#/…/#`), matched by Swift's own regex
/// engine. Expected outputs are what swiftc (`-enable-bare-slash-regex`, Swift 6's default)
/// builds of the same programs print.
@Suite struct RegexLiteralTests {
    @Test func bareSlashLiteralsMatchAsSwiftDoes() throws {
        let output = try run(#"""
        func fenceCount(_ s: String) -> Int { s.matches(of: /```/).count }
        let year = "Released 2023-05-17".firstMatch(of: /(\d{4})-(\d{2})/)
        let named = "id: 42".firstMatch(of: /id: (?<number>\d+)/)
        print(fenceCount("a ``` b ``` c ```"), String(year?.1 ?? "none"), String(named?.number ?? "none"))
        print("a1b22c333".replacing(/\d+/, with: "-"), "x, y ,z".split(separator: /\s*,\s*/).count, "Hello".contains(/l+/))
        """#)
        #expect(output == "3 2023 42\na-b-c- 3 true\n")
    }

    /// A `/` after an operand divides: `10 / 2 / 5` is 1, and `a/b/c` with names too.
    @Test func aSlashAfterAnOperandIsDivision() throws {
        let output = try run("""
        let a = 12, b = 3, c = 2
        print(10 / 2 / 5, a/b/c, (a)/b/(c), [a][0]/b)
        """)
        #expect(output == "1 2 2 4\n")
    }

    /// `#/…/#` and a regex stored in a constant; `wholeMatch`, `prefixMatch`, `ignoresCase()`.
    @Test func extendedLiteralsAndWholeMatches() throws {
        let output = try run(##"""
        let hex = #/[0-9a-f]+/#
        print("ff00".wholeMatch(of: hex) != nil, "ff-00".wholeMatch(of: hex) != nil)
        print("FF".wholeMatch(of: hex.ignoresCase()) != nil, "abc!".prefixMatch(of: hex)?.output ?? "")
        print("<think>x".starts(with: "<think>"), "a, b, c".ranges(of: ", ").count, "--x".trimmingPrefix("-"))
        """##)
        #expect(output == "true false\ntrue abc\ntrue 2 -x\n")
    }

    /// `(a+)+` may backtrack exponentially: LayoutLens does not run it, and says so.
    @Test func aRepeatedRepetitionIsNotRun() {
        let error = runError(#"print("aaaa".contains(/(a+)+b/))"#)
        #expect(error?.id == "unsupported.regexNestedRepetition")
        #expect(Interpreter.repeatsARepetition("(?:\\w*\\s?)*"))
        #expect(!Interpreter.repeatsARepetition("(\\d{4})-(\\d{2})"))
        #expect(!Interpreter.repeatsARepetition("(ab)+c*"))
    }
}
