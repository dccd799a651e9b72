import Testing
@testable import SwiftInterpreter

/// A countable range converts to the other kind (`Range(0...3)`, `ClosedRange(2..<5)`), and
/// `uncheckedBounds:` takes its bounds as given. Expected output is what swiftc 6.3.1's build of
/// the same program printed on Linux.
@Suite struct RangeConversionTests {
    @Test func aClosedRangeBecomesTheHalfOpenRangeOfTheSameValues() throws {
        let output = try run("""
        let options = [1, 2, 3]
        let a = Range(0...options.count)
        print(a, a.count)
        let b = ClosedRange(2..<5)
        print(b, b.count)
        print(Range(-3...(-1)).map { $0 * 2 })
        print(Range(uncheckedBounds: (lower: 1, upper: 4)), ClosedRange(uncheckedBounds: (lower: 1, upper: 4)))
        """)
        #expect(output == "0..<4 4\n2...4 3\n[-6, -4, -2]\n1..<4 1...4\n")
    }

    @Test func anEmptyRangeHasNoClosedRangeAndIntMaxHasNoSuccessor() {
        #expect(outcome("print(ClosedRange(2..<2))\n") == "Fatal error: Can't form an empty closed range")
        #expect(outcome("print(Range(0...Int.max))\n") == "Swift runtime failure: arithmetic overflow")
    }
}
