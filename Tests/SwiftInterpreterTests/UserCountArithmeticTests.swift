import Foundation
import Testing
@testable import SwiftInterpreter

/// Counts, indices, range bounds and sizes that user code hands to the standard library's natives:
/// each either works as in Swift or stops with the trap Swift reports (messages as `swiftc` 6.3.1
/// `-Onone` prints them, listed in `SwiftTrap`), never with a crash or an allocation of the host.
@Suite struct UserCountArithmeticTests {
    @Test func rangeCountPastIntMaxTrapsAsOverflow() {
        // (-1..<Int.max).count is Int.max + 1: Swift's `count` overflows (a `ud2` trap).
        #expect(outcome("print((-1..<Int.max).map { $0 }.count)\n") == "Swift runtime failure: arithmetic overflow")
        #expect(outcome("print((Int.min...Int.max).count)\n") == "Swift runtime failure: arithmetic overflow")
    }

    @Test func loopOverTheWholeIntRangeRunsWithoutMakingIt() {
        #expect(outcome("for i in Int.min...Int.max { print(i); break }\n") == "\(Int.min)\n")
        // The last two values of Int: the counter stops at the upper bound without stepping past it.
        #expect(outcome("for i in (Int.max - 1)...Int.max { print(i) }\n") == "\(Int.max - 1)\n\(Int.max)\n")
        #expect(outcome("for i in Int.min..<(Int.min + 1) { print(i) }\n") == "\(Int.min)\n")
    }

    @Test func negativeCountsTrapWithSwiftsMessages() {
        #expect(outcome("let r = repeatElement(0, count: -9_000_000_000_000_000_000)\n")
                == "Fatal error: Repetition count should be non-negative")
        #expect(outcome("let a = Array(repeating: 0, count: -1)\n") == "Fatal error: Can't construct Array with count < 0")
        #expect(outcome("let s = String(repeating: \"ab\", count: -1)\n") == "Fatal error: Negative count not allowed")
        #expect(outcome("var a = [1]\na.removeFirst(-1)\n") == "Fatal error: Number of elements to remove should be non-negative")
        #expect(outcome("var a = [1]\na.removeFirst(2)\n") == "Fatal error: Can't remove more items from a collection than it has")
        #expect(outcome("var a = [1]\na.removeLast(2)\n") == "Fatal error: Can't remove more items from a collection than it contains")
        #expect(outcome("print(\"abc\".prefix(-1))\n") == "Fatal error: Can't take a prefix of negative length from a collection")
        #expect(outcome("print(\"abc\".dropLast(-1))\n") == "Fatal error: Can't drop a negative number of elements from a collection")
        #expect(outcome("print(\"a,b\".split(separator: \",\", maxSplits: -1))\n") == "Fatal error: Must take zero or more splits")
    }

    @Test func hugeCountsReachTheAllocationLimitBeforeTheHostAllocates() {
        let limit = "allocation limit of 5000000 elements reached"
        // 2 × Int.max bytes: the product overflows and is refused, never wrapped.
        #expect(outcome("print(String(repeating: \"ab\", count: Int.max).count)\n") == limit)
        // An array first, so the counter is above zero when Int.max is added: the sum must not wrap.
        #expect(outcome("let big = Array(repeating: 1, count: 1000)\nlet a = Array(repeating: 0, count: Int.max)\n") == limit)
        #expect(outcome("print(\"a\".padding(toLength: Int.max, withPad: \" \", startingAt: 0))\n") == limit)
    }

    @Test func dictionaryGrowthCountsAgainstTheAllocationLimit() {
        // Each new key is one element, as `append` is: 1 000 keys pass a limit of 500.
        let source = "var d: [Int: Int] = [:]\nfor i in 0..<1_000 { d[i] = i }\n"
        #expect(outcome(source, limits: EvaluationLimits(maxAllocations: 500)) == "allocation limit of 500 elements reached")
        // Replacing a value allocates nothing: 1 000 writes to one key stay within 10.
        #expect(outcome("var d: [Int: Int] = [:]\nfor i in 0..<1_000 { d[0] = i }\nprint(d[0]!)\n",
                        limits: EvaluationLimits(maxAllocations: 10)) == "999\n")
    }

    @Test func allocationCounterRefusesNegativeAndWrappingCounts() throws {
        let interpreter = Interpreter(limits: EvaluationLimits(maxAllocations: 100))
        try interpreter.allocate(10)
        #expect(throws: RuntimeError.self) { try interpreter.allocate(-5) }
        #expect(throws: RuntimeError.self) { try interpreter.allocate(Int.max) }
        #expect(throws: RuntimeError.self) { try interpreter.allocate(Int.max, of: 2) }
        // Refused requests leave the counter where it was: 10 + 90 is exactly the limit.
        #expect(interpreter.allocations == 10)
        try interpreter.allocate(90)
    }

    @Test func boundsArithmeticOnIntExtremesTrapsInsteadOfWrapping() {
        #expect(outcome("print(Int.min.quotientAndRemainder(dividingBy: -1))\n") == "Fatal error: Division results in an overflow")
        // Swift answers true for -1 without dividing.
        #expect(outcome("print(Int.min.isMultiple(of: -1))\n") == "true\n")
        #expect(outcome("let a = [1]\nprint(a[0...Int.max])\n") == "Swift runtime failure: arithmetic overflow")
        #expect(outcome("print((0..<10)[Int.max])\n") == "Fatal error: Index out of range")
        #expect(outcome("print(String(5, radix: 37))\n") == "Fatal error: Radix must be between 2 and 36")
        #expect(outcome("print(abs(Int.min))\n") == "Swift runtime failure: arithmetic overflow")
    }

    @Test func randomIntegerOverTheWholeIntRangeIsAllowed() {
        // Int.min...Int.max holds 2⁶⁴ values; its width does not fit an Int but is a valid range.
        #expect(!outcome("print(Int.random(in: Int.min...Int.max))\n").contains("error"))
        #expect(outcome("print(Int.random(in: 5..<5))\n") == "Fatal error: Can't get random value with an empty range")
    }

    @Test func formatSpecifiersThatReadMissingArgumentsAreRefused() {
        // `*` takes the width from an argument: the host's String(format:) would read arguments
        // that were never passed. A position (`1$`) is read by the interpreter itself, only among
        // the arguments given: `%1$d` of 5 prints 5 as Swift does; `%2$d` of one argument is refused.
        #expect(outcome("print(String(format: \"%*d\", 5))\n").contains("not supported"))
        #expect(outcome("print(String(format: \"%1$d\", 5))\n") == "5\n")
        #expect(outcome("print(String(format: \"%2$d\", 5))\n").contains("names argument 2 of 1"))
        #expect(outcome("print(String(format: \"%999999999d\", 5))\n").contains("above 999"))
        #expect(outcome("print(String(format: \"%05.2f|%-4d|\", 3.14159, 7))\n") == "03.14|7   |\n")
    }
}
