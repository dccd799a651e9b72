import Testing
@testable import SwiftInterpreter

/// One step budget and one allocation budget per file: `resetCounters` starts a new run with its
/// own limit, within what the file has left (issue 36: 200 previews had 200 budgets).
@Suite struct FileBudgetTests {
    @Test func runsShareTheFilesStepBudget() throws {
        var limits = EvaluationLimits(maxSteps: 1_000)
        limits.maxFileSteps = 2_500
        let interpreter = Interpreter(limits: limits)
        try interpreter.run(try parseForTest("func spin() { while true {} }\n"))
        interpreter.resetCounters()
        guard case let .function(spin) = try interpreter.value(named: "spin") else { Issue.record("no spin"); return }
        // A run that never ends stops at step 1 001 (its own limit, counted): two runs use
        // 2 002 of the file's 2 500, and the third stops at the file's limit, 498 steps in.
        for _ in 0..<2 {
            interpreter.resetCounters()
            #expect { _ = try interpreter.call(spin, []) } throws: { "\($0)".hasSuffix("evaluation step limit of 1000 reached") }
        }
        interpreter.resetCounters()
        #expect { _ = try interpreter.call(spin, []) } throws: { "\($0)".contains("the file's evaluation step limit of 2500 reached") }
        #expect(interpreter.stepsThisRun == 2_501 - 2_002)
    }

    @Test func aRunStillStopsAtItsOwnLimitWithItsOwnMessage() throws {
        var limits = EvaluationLimits(maxSteps: 100)
        limits.maxFileSteps = 1_000_000
        #expect(outcome("var i = 0\nwhile true { i += 1 }\n", limits: limits).hasSuffix("evaluation step limit of 100 reached"))
    }

    @Test func runsShareTheFilesAllocationBudget() throws {
        var limits = EvaluationLimits(maxAllocations: 1_000)
        limits.maxFileAllocations = 1_500
        let interpreter = Interpreter(limits: limits)
        try interpreter.allocate(900)
        interpreter.resetCounters()
        // 900 + 700 = 1 600: within this run's 1 000, past the file's 1 500.
        #expect { try interpreter.allocate(700) } throws: { "\($0)".contains("the file's allocation limit of 1500 elements reached") }
    }
}

/// Issue 36: describing an `indirect` enum 200 000 levels deep took 20 s (every level copied the
/// text of the levels inside it). Described into one buffer, a step per value, and a nesting limit.
@Suite struct DeepDescriptionTests {
    static func chain(_ depth: Int) -> String {
        "indirect enum L { case end; case next(L) }\nvar l = L.end\nfor _ in 0..<\(depth) { l = .next(l) }\nprint(l)\n"
    }

    @Test func deepValueIsALimitErrorNotAHang() {
        let start = ContinuousClock().now
        #expect(outcome(Self.chain(20_000)).contains("nested more than 10000 levels deep"))
        #expect(ContinuousClock().now - start < .seconds(20))
    }

    @Test func shallowValuePrintsAsSwiftDoes() {
        // Swift prints `next(main.L.next(main.L.end))`: the top level unqualified, the payload's cases qualified.
        #expect(outcome(Self.chain(2)) == "next(main.L.next(main.L.end))\n")
        #expect(outcome("print([1: [\"a\"]], (x: 1, 2), 1..<3, Optional(\"q\"))\n") == "[1: [\"a\"]] (x: 1, 2) 1..<3 Optional(\"q\")\n")
    }
}
