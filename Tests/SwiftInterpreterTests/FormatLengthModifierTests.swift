import Testing
@testable import SwiftInterpreter

/// `String(format:)` integer length modifiers: `hh` reads 8 bits, `h` 16, none 32, `l`, `ll`, `q`
/// and `z` 64 (printf's rules, which Foundation follows). Expected output is what the same
/// program printed when compiled with swiftc 6 and run with Foundation on Linux.
@Suite struct FormatLengthModifierTests {
    @Test func lengthModifiersTruncateToTheirWidth() throws {
        // 65536 + 17 read as 16 bits is 17 = 0x11; 300 read as 8 signed bits is 300 - 256 = 44;
        // 4294967297 = 2^32 + 1 read as 32 bits is 1; -1 as 32 unsigned bits is 2^32 - 1.
        let output = try run("""
        print(String(format: "%02hhx", UInt8(10)), String(format: "%02x", 255), String(format: "%hx", 65536 + 17), String(format: "%lld", Int64(7)), String(format: "%qd", 5), String(format: "%hhd", 300))
        print(String(format: "%x", -1), String(format: "%lx", -1), String(format: "%d", 4294967297), String(format: "%ld", 4294967297), String(format: "%zd", 4294967297))
        print(String(format: "%u", -1), String(format: "%hu", -1), String(format: "%hhu", -1))
        """)
        #expect(output == "0a ff 11 7 5 44\nffffffff ffffffffffffffff 1 4294967297 4294967297\n4294967295 65535 255\n")
    }

    @Test func bytesJoinIntoAHexString() throws {
        // 0xde 0xad 0x01 as two hex digits each.
        let output = try run("""
        let bytes: [UInt8] = [0xde, 0xad, 0x01]
        print(bytes.map { String(format: "%02hhx", $0) }.joined())
        """)
        #expect(output == "dead01\n")
    }
}
