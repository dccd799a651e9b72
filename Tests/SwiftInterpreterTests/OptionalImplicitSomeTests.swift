import Testing
@testable import SwiftInterpreter

/// `.some(x)` written where an `Optional` is expected is `Optional.some(x)`: implicit member lookup
/// on an optional contextual type finds `Optional`'s own cases (TSPL, "Implicit Member
/// Expression"). Expected output is what the same program printed when compiled with swiftc 6
/// and run on Linux.
@Suite struct OptionalImplicitSomeTests {
    @Test func someInATernaryBranchIsTheOptionalsCase() throws {
        let output = try run("""
        func limit(_ n: Int?) -> String { n.map { "limit \\($0)" } ?? "none" }
        let expanded = false
        let lines = 3
        print(limit(expanded ? .none : .some(lines)))
        print(limit(!expanded ? .none : .some(lines)))
        """)
        #expect(output == "limit 3\nnone\n")
    }

    @Test func someWrapsAPayloadOfTheWrappedType() throws {
        let output = try run("""
        let width: Double? = .some(4)
        struct Box { var height: Double? }
        let box = Box(height: .some(2))
        print(width as Any, box.height as Any)
        """)
        #expect(output == "Optional(4.0) Optional(2.0)\n")
    }
}
