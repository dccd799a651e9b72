import Testing
@testable import SwiftInterpreter

/// A chain of literals takes one type from the whole chain (a float literal anywhere makes every
/// literal a Double, as Swift's literal typing does), and finding it costs one walk of the chain:
/// 10 000 terms took minutes when each operator walked its left side again (issue 30).
@Suite struct LiteralChainTypingTests {
    @Test func aLongChainOfIntegerLiteralsAddsUp() {
        let chain = "1" + String(repeating: " + 1", count: 9_999)
        #expect(outcome("let n = \(chain)\nprint(n)\n") == "10000\n")
    }

    @Test func aFloatLiteralAtTheEndOfALongChainMakesEveryLiteralADouble() {
        // 7 / 2 is 3.5 only when the literals are Doubles: 2 000 × 3.5 + 0.5 = 7000.5.
        let chain = "7 / 2" + String(repeating: " + 7 / 2", count: 1_999) + " + 0.5"
        #expect(outcome("let x = \(chain)\nprint(x)\n") == "7000.5\n")
        // Inside parentheses, at the start: the same rule.
        #expect(outcome("let y = (0.5 + 7 / 2) * 2\nprint(y)\n") == "8.0\n")
        #expect(outcome("let z = (7 / 2 + 1) * 2\nprint(z)\n") == "8\n")
    }
}
