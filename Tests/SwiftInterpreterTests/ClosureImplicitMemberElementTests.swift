import Testing
@testable import SwiftInterpreter

/// Implicit members a closure returns (`items.compactMap { … return .action(n) }`) take the
/// element type of the array the result is declared as: Swift infers the closure's
/// result type from that context, so the elements are enum cases a `switch` matches. Expected
/// output is what the same program printed when compiled with swiftc 6 and run on Linux.
@Suite struct ClosureImplicitMemberElementTests {
    @Test func implicitMembersReturnedByAMapClosureAreTheDeclaredElementType() throws {
        let output = try run("""
        enum W { case action(Int), counter(String) }
        func make(_ items: [Int]) -> [W] {
            let ws: [W] = items.compactMap { n in
                if n > 0 { return .action(n) }
                return nil
            }
            return ws
        }
        for w in make([1, -1, 3]) {
            switch w {
            case let .action(n): print("action", n)
            case let .counter(s): print("counter", s)
            }
        }
        """)
        #expect(output == "action 1\naction 3\n")
    }
}
