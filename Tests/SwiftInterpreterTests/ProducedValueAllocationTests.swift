import Testing
@testable import SwiftInterpreter

/// What a native returns counts against the allocation budget, so that a loop keeping copies of
/// one large value stops at the limit instead of growing the host's memory without bound.
@Suite struct ProducedValueAllocationTests {
    /// 1 000 elements made once (1 001 counted with the literal's own), then 100 reversed copies
    /// kept: 100 × 1 000 = 100 000 elements, past a limit of 20 000 on the 19th or 20th copy.
    @Test func keptCopiesOfAnArrayReachTheLimit() {
        let source = """
        let big = Array(repeating: 7, count: 1_000)
        var kept: [[Int]] = []
        for _ in 0..<100 { kept.append(big.reversed()) }
        print(kept.count)
        """
        #expect(outcome(source, limits: EvaluationLimits(maxAllocations: 20_000)) == "allocation limit of 20000 elements reached")
    }

    /// A string counts one element per 16 bytes: each uppercased copy of 16 000 bytes is 1 001
    /// elements, so 100 copies (100 100) pass a limit of 20 000.
    @Test func keptCopiesOfAStringReachTheLimit() {
        let source = """
        let big = String(repeating: "x", count: 16_000)
        var kept: [String] = []
        for _ in 0..<100 { kept.append(big.uppercased()) }
        print(kept.count)
        """
        #expect(outcome(source, limits: EvaluationLimits(maxAllocations: 20_000)) == "allocation limit of 20000 elements reached")
    }

    /// The same loop over a few copies stays within the limit: 5 × 1 001 + the 16 000 bytes of
    /// `big` (16 000 elements, `String(repeating:)` counts bytes) is 21 005, under 30 000.
    @Test func aFewCopiesStayWithinTheLimit() {
        let source = """
        let big = String(repeating: "x", count: 16_000)
        var kept: [String] = []
        for _ in 0..<5 { kept.append(big.uppercased()) }
        print(kept.count)
        """
        #expect(outcome(source, limits: EvaluationLimits(maxAllocations: 30_000)) == "5\n")
    }

    /// The limit is a catalogued error (`limit.allocations`) at the line that passed it.
    @Test func theLimitIsACataloguedErrorAtTheUsersLine() throws {
        let interpreter = Interpreter(limits: EvaluationLimits(maxAllocations: 1_000))
        let source = "var s = \"ab\"\nfor _ in 0..<40 {\n    s += s\n}\n"
        let error = try #require(throws: RuntimeError.self) { try interpreter.run(try parseForTest(source)) }
        #expect(error.message == "allocation limit of 1000 elements reached")
        #expect(error.id == "limit.allocations")
        #expect(error.kind == .limit)
        #expect(error.range?.start.line == 3)
    }
}
