import Testing
@testable import SwiftInterpreter

/// `isDisjoint(with:)` of `Set` and of an `OptionSet` (`SetAlgebra`: no element in common), an
/// integer's `littleEndian` (itself on a little-endian device, as every device a preview runs on
/// is) and `UInt8(ascii:)` (the scalar's value). Expected output is what the same program printed
/// when compiled with swiftc 6 and run.
@Suite struct SetDisjointnessAndByteValueTests {
    @Test func setsAndOptionSetsAreDisjointWhenNoElementIsShared() throws {
        let output = try run("""
        struct Kinds: OptionSet { let rawValue: Int; static let a = Kinds(rawValue: 1); static let b = Kinds(rawValue: 2); static let c = Kinds(rawValue: 4) }
        let s: Set<Int> = [1, 2, 3]
        print(s.isDisjoint(with: [4, 5]), s.isDisjoint(with: [3, 9]), s.isDisjoint(with: []))
        let k: Kinds = [.a, .b]
        print(k.isDisjoint(with: .c), k.isDisjoint(with: [.b, .c]))
        """)
        #expect(output == "true false true\ntrue false\n")
    }

    @Test func littleEndianIsTheIntegerItselfAndASCIIGivesTheScalarsValue() throws {
        // 0x12345678 = 305419896; "[" is U+005B = 91, "a" U+0061 = 97, "0" U+0030 = 48.
        let output = try run("""
        let number: UInt32 = 0x12345678
        print(number == number.littleEndian, number.littleEndian)
        print(UInt8(ascii: "["), UInt8(ascii: "a"), UInt8(ascii: "0"))
        """)
        #expect(output == "true 305419896\n91 97 48\n")
    }
}
