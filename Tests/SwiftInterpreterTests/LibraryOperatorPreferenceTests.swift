import Testing
@testable import SwiftInterpreter

/// Two plain operands of one kind use the standard library's operator even when the program
/// declares the same operator on a protocol they may conform to. Expected outputs are what
/// swiftc 6's build of the same program prints.
@Suite struct LibraryOperatorPreferenceTests {
    /// `func + (P, P)` with `extension Int: P`: `1 + 2` and `x + x` stay `Int` sums, two `Double`s
    /// (which do not conform) add as numbers, and only an operand of the program's own type
    /// calls the program's operator.
    @Test func twoNumbersUseTheLibraryOperatorOverAGlobalOperatorOnAProtocol() throws {
        let output = try run("""
        protocol Convertible { var text: String { get } }
        extension Int: Convertible { var text: String { "int \\(self)" } }
        struct Expr: Convertible { var text: String { "expr" } }
        func + (lhs: Convertible, rhs: Convertible) -> String { lhs.text + "+" + rhs.text }
        let x = 3
        let b: Double = 1.5
        print(1 + 2, x + x, b + 2.0, Expr() + 3)
        print(x + x < 7)
        """)
        #expect(output == "3 6 3.5 expr+int 3\ntrue\n")
    }

    /// A static operator in a protocol extension is not chosen for two numbers either.
    @Test func twoNumbersUseTheLibraryOperatorOverAProtocolExtensionOperator() throws {
        let output = try run("""
        protocol Scalable {}
        extension Int: Scalable {}
        extension Scalable { static func * (lhs: Self, rhs: Self) -> String { "scaled" } }
        let n = 4
        print(n * 2, n * n)
        """)
        #expect(output == "8 16\n")
    }
}
