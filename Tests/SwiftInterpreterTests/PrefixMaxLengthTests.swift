import Testing
@testable import SwiftInterpreter

/// `prefix(_ maxLength: Int)`: an implicit member written as its argument is `Int`'s, so
/// `.random(in: 2 ... 2, using: &generator)` is `Int.random(in:using:)` (always 2 here). Expected
/// output is what swiftc's build of the same program prints.
@Suite struct PrefixMaxLengthTests {
    @Test func anImplicitMemberArgumentOfPrefixIsAnInt() throws {
        let output = try run("""
        import Foundation
        struct Counter: RandomNumberGenerator {
            var state: UInt64 = 0
            mutating func next() -> UInt64 { state += 1; return state }
        }
        var generator = Counter()
        let xs = [1, 2, 3, 4]
        print(xs.prefix(.random(in: 2 ... 2, using: &generator)))
        """)
        #expect(output == "[1, 2]\n")
    }
}
