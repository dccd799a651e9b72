import Testing
@testable import SwiftInterpreter

/// `Date` plus and minus a `TimeInterval`, which Foundation declares as `typealias TimeInterval =
/// Double`. Expected output is what swiftc's build of the same program prints on this machine.
@Suite struct DateArithmeticTests {
    @Test func theRightOperandOfACompoundDateOperatorIsATimeInterval() throws {
        // `d -= .random(in: 60 ... 60)` calls `TimeInterval.random(in:)` (the operator's `rhs` is a
        // TimeInterval): 1 000 − 60 = 940; then 940 + 100 − 30 = 1 010.
        let output = try run("""
        import Foundation
        var d = Date(timeIntervalSince1970: 1_000)
        d -= .random(in: 60 ... 60)
        print(d.timeIntervalSince1970)
        d += 100
        let step: TimeInterval = TimeInterval(30)
        print((d - step).timeIntervalSince1970, TimeInterval.random(in: 2 ... 2))
        """)
        #expect(output == "940.0\n1010.0 2.0\n")
    }
}
