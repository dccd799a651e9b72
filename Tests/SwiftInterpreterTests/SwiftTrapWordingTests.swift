import Testing
@testable import SwiftInterpreter

/// Traps whose words differ by cause, worded as a compiled program prints them (swiftc 6.3.1,
/// `-Onone`, Linux: each message below is what the same code printed when compiled and run).
@Suite struct SwiftTrapWordingTests {
    @Test func characterFromAnEmptyStringHasItsOwnMessage() {
        #expect(outcome("let s = \"\"\nlet c = Character(s)\n") == "Fatal error: Can't form a Character from an empty String")
        #expect(outcome("let s = \"ab\"\nlet c = Character(s)\n")
                == "Fatal error: Can't form a Character from a String containing more than one extended grapheme cluster")
    }

    @Test func intMinDividedByMinusOneIsADivisionOverflow() {
        // `/` and `%` check this case with a message of their own, not the overflow trap of `+`.
        #expect(outcome("func q(_ a: Int, _ b: Int) -> Int { a / b }\nprint(q(Int.min, -1))\n")
                == "Fatal error: Division results in an overflow")
        #expect(outcome("func r(_ a: Int, _ b: Int) -> Int { a % b }\nprint(r(Int.min, -1))\n")
                == "Fatal error: Division results in an overflow in remainder operation")
        #expect(outcome("func s(_ a: Int) -> Int { a - 1 }\nprint(s(Int.min))\n") == "Swift runtime failure: arithmetic overflow")
    }
}
