import Testing
@testable import SwiftInterpreter

/// The overflow operators `&+`, `&-`, `&*` of a fixed-width integer wrap at that type's width (a
/// title hashed into a `UInt32` by a polynomial hash, an `Int8` counter), where the
/// interpreter's `Int` holds every integer. Expected output is what the same program printed when
/// compiled with swiftc 6 and run.
@Suite struct WrappingArithmeticWidthTests {
    @Test func overflowOperatorsWrapAtTheWidthOfThePlaceTheyAreStoredIn() throws {
        let output = try run("""
        var hash: UInt32 = 0
        for unit in "The Expanse".utf16 { hash = hash &* 31 &+ UInt32(unit) }
        print(hash)
        var small: Int8 = 120
        small = small &+ 10
        print(small)
        var low: UInt8 = 3
        low = low &- 5
        print(low)
        """)
        #expect(output == "2838598125\n-126\n254\n")
    }

    /// An accumulator whose type the closure does not spell (`reduce(into: UInt32.zero)`) still
    /// wraps at 32 bits: the operand `UInt32(unit)` gives the operator's type.
    @Test func overflowOperatorsTakeTheWidthOfAnOperandWrittenAsThatType() throws {
        let output = try run("""
        let hash = "The Expanse".utf16.reduce(into: UInt32.zero) { hash, unit in hash = hash &* 31 &+ UInt32(unit) }
        print(hash)
        """)
        #expect(output == "2838598125\n")
    }
}
