import Diagnostics
import Testing
@testable import SwiftInterpreter

/// Traps Swift would stop at, and the limits that stop runaway programs: each is a runtime error
/// with the source range of the expression being evaluated, never a crash of the host.
@Suite struct SafetyTests {
    /// The error's `line:col` and message.
    func located(_ source: String, limits: EvaluationLimits = .default) -> String {
        guard let error = runError(source, limits: limits) else { return "no error" }
        return "\(error.range?.start.line ?? 0):\(error.range?.start.column ?? 0) \(error.message)"
    }

    @Test func integerOverflowTraps() {
        #expect(located("var x = Int.max\nx += 1\n") == "2:1 Swift runtime failure: arithmetic overflow")
        #expect(located("let big = Int.max\nlet y = big * 2\n") == "2:9 Swift runtime failure: arithmetic overflow")
    }

    @Test func divisionByZeroTraps() {
        #expect(located("let zero = 0\nprint(10 / zero)\n") == "2:7 Fatal error: Division by zero")
        #expect(located("let zero = 0\nprint(10 % zero)\n") == "2:7 Fatal error: Division by zero in remainder operation")
    }

    @Test func indexOutOfRangeAndNilUnwrapTrap() {
        #expect(located("let a = [1, 2]\nprint(a[2])\n") == "2:7 Fatal error: Index out of range")
        #expect(located("let a: Int? = nil\nprint(a!)\n") == "2:7 Fatal error: Unexpectedly found nil while unwrapping an Optional value")
        #expect(located("let r = 3..<1\n") == "1:9 Fatal error: Range requires lowerBound <= upperBound")
    }

    @Test func fatalErrorAndPreconditionStop() {
        #expect(located("func f() -> Int { fatalError(\"not yet\") }\n_ = f()\n") == "1:19 Fatal error: not yet")
        #expect(located("precondition(1 > 2, \"order\")\n") == "1:1 Precondition failed: order")
    }

    @Test func stepLimitStopsEndlessLoop() {
        let message = located("var i = 0\nwhile true { i += 1 }\n", limits: EvaluationLimits(maxSteps: 10_000))
        #expect(message.hasSuffix("evaluation step limit of 10000 reached"))
        #expect(message.hasPrefix("2:"))
    }

    @Test func callDepthLimitStopsRunawayRecursion() {
        let message = located("func f(_ n: Int) -> Int { 1 + f(n + 1) }\nprint(f(0))\n", limits: EvaluationLimits(maxCallDepth: 300))
        #expect(message == "1:31 call depth limit of 300 reached")
    }

    @Test func allocationLimitStopsRunawayGrowth() {
        let message = located("var a = [Int]()\nwhile true { a.append(contentsOf: [1, 2, 3, 4]) }\n",
                              limits: EvaluationLimits(maxAllocations: 1_000))
        // Located at the method's name (`append`, column 16), as method calls are.
        #expect(message == "2:16 allocation limit of 1000 elements reached")
    }

    @Test func thrownErrorEscapingTheProgramIsReported() {
        let error = runError("enum E: Error { case bad }\nthrow E.bad\n")
        #expect(error?.message.contains("bad") == true)
    }

    @Test func errorFormatsAsDiagnosticWithCaret() throws {
        let source = "let values = [1, 2, 3]\nlet x = values[7]\n"
        let syntax = try parseForTest(source, file: "Model.swift")
        let interpreter = Interpreter()
        do {
            try interpreter.run(syntax)
            Issue.record("expected a trap")
        } catch let error as RuntimeError {
            let diagnostic = error.diagnostic(fallback: syntax.range(of: SourceSpanForTests.zero))
            let text = DiagnosticFormatter().format(diagnostic, source: syntax.lineTable)
            #expect(text == """
            Model.swift:2:9: error: Fatal error: Index out of range
            let x = values[7]
                    ^~~~~~~~~

            """)
        }
    }

    @Test func printedOutputIsKeptNotWritten() throws {
        // `print` only appends to `output`; the program has no way to reach files or the console.
        let interpreter = Interpreter()
        try interpreter.run(try parseForTest("print(\"a\", 1)\nprint(\"b\", terminator: \"\")\n"))
        #expect(interpreter.output == "a 1\nb")
    }

    /// 1 704 067 200 s after 1970-01-01 is 2024-01-01 00:00:00 UTC (54 years of 365 days plus 13
    /// leap days = 19 723 days × 86 400 s).
    /// `Date ± TimeInterval` (Foundation's operators): 1 704 067 200 − 100 = 1 704 067 100, and
    /// 60 s later 1 704 067 160.
    @Test func datesMoveByTimeIntervals() throws {
        let output = try run("""
        let start = Date() - 100
        print(start.timeIntervalSince1970, (start + 60).timeIntervalSince1970, (60 + start).timeIntervalSince(start))
        """)
        #expect(output == "1704067100.0 1704067160.0 60.0\n")
    }

    @Test func dateAndUUIDAreFixedAndWarned() throws {
        let interpreter = Interpreter()
        try interpreter.run(try parseForTest("""
        print(Date(), Date().timeIntervalSince1970, UUID().uuidString, UUID())
        print(Date(timeIntervalSince1970: 86_400 * 366))
        """))
        #expect(interpreter.output == """
        2024-01-01 00:00:00 +0000 1704067200.0 00000000-0000-0000-0000-000000000001 00000000-0000-0000-0000-000000000002
        1971-01-02 00:00:00 +0000

        """)
        #expect(interpreter.warnings.count == 2)
    }

    @Test func randomnessIsSeededAndWarned() throws {
        let first = Interpreter(), second = Interpreter()
        let program = "print(Int.random(in: 1...100), [1, 2, 3, 4].shuffled())\n"
        try first.run(try parseForTest(program))
        try second.run(try parseForTest(program))
        #expect(first.output == second.output)
        #expect(first.warnings.map(\.message) == ["random values come from a fixed seed, so every run gives the same numbers"])
    }
}

import SwiftFrontEnd

enum SourceSpanForTests {
    static let zero = SourceSpan(start: 0, end: 0)
}
