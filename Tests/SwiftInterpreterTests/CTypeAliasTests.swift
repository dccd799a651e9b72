import Testing
@testable import SwiftInterpreter

/// The standard library's C type names are the Swift types they alias (`CUnsignedInt` is `UInt32`,
/// `CFloat` is `Float`, `CLong` is `Int` on 64-bit platforms). Expected output from the same
/// program compiled with `swiftc` 6 on Linux.
@Suite struct CTypeAliasTests {
    @Test func cIntegerNamesAreTheFixedWidthIntegersTheyAlias() {
        let program = """
            var c: CUnsignedInt = 0
            c = CUnsignedInt(truncatingIfNeeded: 0x1_FF00_00FF)
            let red = Double((c & 0xFF00_0000) >> 24) / 255.0
            print(c, red, CUnsignedInt.max, CInt.min, CUnsignedChar.max, CChar.min)

            """
        // 0x1_FF00_00FF truncated to 32 bits is 0xFF00_00FF = 4 278 190 335; its top byte 255 / 255 = 1.0.
        #expect(outcome(program) == "4278190335 1.0 4294967295 -2147483648 255 -128\n")
    }

    @Test func cFloatingPointAndBoolNamesAreSwiftsTypes() {
        let program = """
            let f: CFloat = 1.5
            let d: CDouble = 2.25
            print(f + 1, d * 2, CLong.max == Int.max, CBool(true))

            """
        #expect(outcome(program) == "2.5 4.5 true true\n")
    }
}
