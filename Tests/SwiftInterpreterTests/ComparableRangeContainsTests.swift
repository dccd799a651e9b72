import Testing
@testable import SwiftInterpreter

/// `contains(_:)` of a range is RangeExpression's bounds check, for any `Comparable` bound: a
/// range of `Date`s is no sequence (its stride is a `Double`), yet `(start ... end).contains(date)`
/// compiles and answers by its bounds; `contains(where:)` of a countable range is still the
/// sequence's. Expected output is what swiftc's build of the same program prints (a closed range
/// holds its upper bound, a half-open one does not).
@Suite struct ComparableRangeContainsTests {
    @Test func aRangeOfDatesAnswersContainsByItsBounds() throws {
        let output = try run("""
        let a = Date(timeIntervalSince1970: 0), b = Date(timeIntervalSince1970: 100)
        print((a ... b).contains(Date(timeIntervalSince1970: 50)), (a ..< b).contains(b), (a ... b).contains(b))
        print((1...5).contains(where: { $0 > 4 }), (1..<5).contains(5))
        """)
        #expect(output == "true false true\ntrue false\n")
    }
}
