import Testing
@testable import SwiftInterpreter

/// Conversions between numeric types and stores into fixed-width integer places: what Swift
/// traps on traps here with Swift's words (`swiftc` 6.3.1 `-Onone`, each checked by a one-line
/// program), and what converts gives Swift's value.
@Suite struct IntegerConversionTrapTests {
    @Test func doubleToIntTrapsForNaNInfinityAndOutOfRange() {
        #expect(outcome("print(Int(Double.nan))\n") == "Fatal error: Double value cannot be converted to Int because it is either infinite or NaN")
        #expect(outcome("print(Int(Double.infinity))\n") == "Fatal error: Double value cannot be converted to Int because it is either infinite or NaN")
        #expect(outcome("print(Int(1e300))\n") == "Fatal error: Double value cannot be converted to Int because the result would be greater than Int.max")
        #expect(outcome("print(Int(-1e300))\n") == "Fatal error: Double value cannot be converted to Int because the result would be less than Int.min")
        // -2⁶³ is Int.min exactly; 2⁶³ is one past Int.max.
        #expect(outcome("print(Int(-9223372036854775808.0))\n") == "\(Int.min)\n")
        #expect(outcome("print(Int(9223372036854775808.0))\n").hasSuffix("greater than Int.max"))
    }

    @Test func narrowIntegerConversionsTrapOutsideTheirRange() {
        #expect(outcome("print(UInt8(300))\n") == "Fatal error: Not enough bits to represent the passed value")
        #expect(outcome("print(Int8(-129))\n") == "Fatal error: Not enough bits to represent a signed value")
        #expect(outcome("print(UInt(-1))\n") == "Fatal error: Negative value is not representable")
        #expect(outcome("print(UInt8(300.0))\n") == "Fatal error: Double value cannot be converted to UInt8 because the result would be greater than UInt8.max")
        // Truncation toward zero: -0.5 becomes 0, which UInt8 holds.
        #expect(outcome("print(UInt8(-0.5), UInt8(255), Int8(-128))\n") == "0 255 -128\n")
    }

    @Test func nonTrappingNarrowConversionsGiveSwiftsValues() {
        // 300 = 256 + 44; clamping gives UInt8.max = 255; "300" does not parse as a UInt8.
        #expect(outcome("print(UInt8(exactly: 300) == nil, UInt8(clamping: 300), UInt8(truncatingIfNeeded: 300), UInt8(\"300\") == nil)\n")
                == "true 255 44 true\n")
        #expect(outcome("print(Int8.max, Int8.min, UInt16.max)\n") == "127 -128 65535\n")
    }

    @Test func everyFixedWidthIntegerTypeIsDeclaredWithItsBounds() {
        // -2⁷, -2¹⁵, -2³¹, -2⁶³; 2⁸ - 1, 2¹⁶ - 1, 2³² - 1; the unsigned types start at 0.
        #expect(outcome("print(Int8.min, Int16.min, Int32.min, Int64.min)\n")
                == "-128 -32768 -2147483648 -9223372036854775808\n")
        #expect(outcome("print(UInt8.max, UInt16.max, UInt32.max, UInt64.min, UInt.min)\n") == "255 65535 4294967295 0 0\n")
    }

    @Test func storingPastAFixedWidthTypeTrapsAsOverflow() {
        #expect(outcome("var x: Int8 = 127\nx += 1\n") == "Swift runtime failure: arithmetic overflow")
        #expect(outcome("let m: UInt8 = 0\nlet k: UInt8 = m - 1\n") == "Swift runtime failure: arithmetic overflow")
        #expect(outcome("struct S { var small: Int16 = 0 }\nvar s = S()\ns.small = 40_000\n") == "Swift runtime failure: arithmetic overflow")
        #expect(outcome("var x: Int8 = 126\nx += 1\nprint(x)\n") == "127\n")
    }

    @Test func collectionWritesChangeTheCollectionInPlace() {
        // 2 000 writes into a 1 000 000-element array: copying it on each write would move 2 × 10⁹
        // elements (tens of seconds); changed in place it is 2 000 element stores. The bound is
        // a hundred times what the in-place run needs in a debug build.
        let source = """
        struct Model { var items = Array(repeating: 0, count: 1_000_000); var table: [Int: Int] = [:] }
        var model = Model()
        var grid = Array(repeating: [0, 0], count: 1_000_000)
        for i in 0..<2_000 { model.items[i] = i; model.table[i] = i; grid[i][1] = i }
        print(model.items[1_999], model.table.count, grid[1_999][1])
        """
        let start = ContinuousClockForTests.now
        #expect(outcome(source) == "1999 2000 1999\n")
        #expect(ContinuousClockForTests.now - start < .seconds(10))
    }
}

enum ContinuousClockForTests {
    static var now: ContinuousClock.Instant { ContinuousClock().now }
}
