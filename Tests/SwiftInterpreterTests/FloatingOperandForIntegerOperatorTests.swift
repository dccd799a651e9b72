import Testing
@testable import SwiftInterpreter

/// A program's operator declared for an integer operand is never called with a floating-point
/// value: `func * (lhs: Int, rhs: Double) -> Double { Double(lhs) * rhs }` multiplies two
/// `Double`s in its body with the standard library's `*`, not with itself. Expected output is
/// what the same program printed when compiled with swiftc 6 and run on Linux.
@Suite struct FloatingOperandForIntegerOperatorTests {
    @Test func anIntegerOperatorLeavesTwoDoublesToTheLibrary() throws {
        let output = try run("""
        func *(lhs: Int, rhs: Double) -> Double { print("user *"); return Double(lhs) * rhs }
        let b = Double(3) * 2.0
        let n = 4
        let c = n * 0.5
        print(b, c)
        """)
        #expect(output == "user *\n6.0 2.0\n")
    }
}
