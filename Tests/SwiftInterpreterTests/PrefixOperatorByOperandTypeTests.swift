import Testing
@testable import SwiftInterpreter

/// A program's global prefix operator overload is called only for an operand its parameter can
/// take: a `!` declared for key paths leaves `!flag` to the standard library. Expected output is
/// what the same program printed when compiled with swiftc 6 and run on Linux.
@Suite struct PrefixOperatorByOperandTypeTests {
    @Test func aKeyPathNegationLeavesBooleansToTheLibrary() throws {
        let output = try run("""
        prefix func ! <Root>(rhs: KeyPath<Root, Bool>) -> (Root) -> Bool { { !$0[keyPath: rhs] } }
        extension Int { var isOdd: Bool { self % 2 == 1 } }
        let flag = true
        print(!flag, [1, 2].filter(!\\.isOdd))
        """)
        #expect(output == "false [2]\n")
    }
}
