import Testing
@testable import SwiftInterpreter

/// What a native returns counts against the allocation budget, so that a loop keeping copies of
/// one large value stops at the limit instead of growing the host's memory without bound.
@Suite struct ProducedValueAllocationTests {
    /// A program that makes `big` once, then keeps `copies` results of `copy` (a native call on it).
    static func keepingCopies(of big: String, _ copy: String, copies: Int) -> String {
        "let big = \(big)\nvar kept = [big]\nfor _ in 0..<\(copies) { kept.append(\(copy)) }\nprint(kept.count - 1)\n"
    }

    /// 1 000 elements made once, then 100 reversed copies kept: 100 × 1 000 = 100 000 elements,
    /// past a limit of 20 000 by the 20th copy.
    @Test func keptCopiesOfAnArrayReachTheLimit() {
        let source = Self.keepingCopies(of: "Array(repeating: 7, count: 1_000)", "Array(big.reversed())", copies: 100)
        #expect(outcome(source, limits: EvaluationLimits(maxAllocations: 20_000)) == "allocation limit of 20000 elements reached")
    }

    /// A string counts one element per 16 bytes: each uppercased copy of 16 000 bytes is 1 001
    /// elements, so 100 copies (100 100) pass a limit of 20 000.
    @Test func keptCopiesOfAStringReachTheLimit() {
        let source = Self.keepingCopies(of: "String(repeating: \"x\", count: 16_000)", "big.uppercased()", copies: 100)
        #expect(outcome(source, limits: EvaluationLimits(maxAllocations: 20_000)) == "allocation limit of 20000 elements reached")
    }

    /// A few copies stay within the limit: the 16 000 bytes of `big` (`String(repeating:)` counts
    /// bytes) and 5 × 1 001 for the copies is 21 005, under 30 000 with room for the array.
    @Test func aFewCopiesStayWithinTheLimit() {
        let source = Self.keepingCopies(of: "String(repeating: \"x\", count: 16_000)", "big.uppercased()", copies: 5)
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
