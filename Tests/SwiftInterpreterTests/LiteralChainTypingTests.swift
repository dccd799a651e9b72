import Testing
@testable import SwiftInterpreter

/// A chain of literals takes one type from the whole chain (a float literal anywhere makes every
/// literal a Double, as Swift's literal typing does: `7 / 2 + 7 / 2 + 0.5` prints 7.5 compiled
/// with swiftc 6.3), and finding it costs one walk of the chain: each operator used to walk its
/// whole left side again, so 10 000 terms took minutes before the interpreter's nesting limit
/// stopped them (issue 30, "Bad input").
@Suite struct LiteralChainTypingTests {
    @Test func aLongChainOfIntegerLiteralsAddsUp() {
        let chain = "1" + String(repeating: " + 1", count: 399)
        #expect(outcome("let n = \(chain)\nprint(n)\n") == "400\n")
    }

    @Test func aChainPastTheNestingLimitStopsAtItWithoutWalkingItAgainAndAgain() {
        let chain = "1" + String(repeating: " + 1", count: 9_999)
        #expect(outcome("let n = \(chain)\nprint(n)\n") == "expression nesting limit of 1000 reached")
    }

    @Test func aFloatLiteralAtTheEndOfALongChainMakesEveryLiteralADouble() {
        // 7 / 2 is 3.5 only when the literals are Doubles: 100 × 3.5 + 0.5 = 350.5.
        let chain = "7 / 2" + String(repeating: " + 7 / 2", count: 99) + " + 0.5"
        #expect(outcome("let x = \(chain)\nprint(x)\n") == "350.5\n")
        // Inside parentheses, at the start: the same rule.
        #expect(outcome("let y = (0.5 + 7 / 2) * 2\nprint(y)\n") == "8.0\n")
        #expect(outcome("let z = (7 / 2 + 1) * 2\nprint(z)\n") == "8\n")
    }
}
