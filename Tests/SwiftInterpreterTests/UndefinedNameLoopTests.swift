import Testing
@testable import SwiftInterpreter

/// Found by `scripts/fuzz.sh reader`: a loop reading a name no file defines
/// (`for i in Int.min...Int.max { s = i; bak }`) took 18 s to reach the step limit, because every
/// read checked the name against every name of the program for a typo. The verdict is now kept
/// per name and `self` type while the program's names stay the same.
@Suite struct UndefinedNameLoopTests {
    /// An interpreter whose host gives every undefined name the value 7 (as the SwiftUI runtime
    /// gives another file's name an opaque value).
    static func interpreter(maxSteps: Int) -> Interpreter {
        let interpreter = Interpreter(limits: EvaluationLimits(maxSteps: maxSteps))
        interpreter.undefinedName = { _ in .int(7) }
        return interpreter
    }

    @Test func loopReadingAnUndefinedNameStopsAtTheStepLimitPromptly() throws {
        let interpreter = Self.interpreter(maxSteps: 200_000)
        let source = "var s = 0\nfor i in Int.min...Int.max { s = i; bak }\n"
        let start = ContinuousClock().now
        #expect { try interpreter.run(try parseForTest(source)) } throws: { "\($0)".contains("evaluation step limit of 200000 reached") }
        // Tens of thousands of reads of `bak`, checked against the program's names once: this is
        // the check. The time bound only catches a gross regression (0.8 s in a debug build here;
        // the old check cost 18 µs a read in release).
        #expect(interpreter.undefinedNameVerdicts.verdicts.count == 1)
        #expect(ContinuousClock().now - start < .seconds(30))
    }

    @Test func typoOfAProgramNameIsStillAnError() throws {
        // `Strng` is one edit from `String`: a mistake in this file, not another file's name.
        let interpreter = Self.interpreter(maxSteps: 100_000)
        #expect(throws: RuntimeError.self) { try interpreter.run(try parseForTest("for _ in 0..<3 { _ = Strng }\n")) }
        let another = Self.interpreter(maxSteps: 100_000)
        try another.run(try parseForTest("var total = 0\nfor _ in 0..<3 { total += Backdrop }\nprint(total)\n"))
        #expect(another.output == "21\n")
    }

    @Test func aFunctionDeclaredLaterMakesANameATypo() throws {
        // The verdict for `refreshFed` is forgotten once the program declares `refreshFeed`, one
        // edit away.
        let interpreter = Self.interpreter(maxSteps: 100_000)
        try interpreter.run(try parseForTest("print(refreshFed)\n"))
        #expect(interpreter.output == "7\n")
        try interpreter.run(try parseForTest("func refreshFeed() {}\n"))
        #expect(throws: RuntimeError.self) { try interpreter.run(try parseForTest("print(refreshFed)\n")) }
    }
}
