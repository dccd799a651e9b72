import Testing
@testable import SwiftInterpreter

/// `Set`'s mutating members: `subtract(_:)`, `formIntersection(_:)` and `removeAll()` (a view
/// model emptying its set of subscriptions before subscribing again).
/// Expected output is what the same program printed when compiled with swiftc 6 and run.
@Suite struct SetMutationTests {
    @Test func setsAreSubtractedIntersectedAndEmptiedInPlace() throws {
        let output = try run("""
        var s: Set<Int> = [1, 2, 3, 4, 5]
        s.subtract([2, 4])
        print(s.sorted())
        s.subtract([1])
        print(s.sorted())
        s.formIntersection([3, 9])
        print(s.sorted())
        s.removeAll()
        print(s.isEmpty)
        """)
        #expect(output == "[1, 3, 5]\n[3, 5]\n[3]\ntrue\n")
    }
}
