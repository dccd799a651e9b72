import Testing
@testable import SwiftInterpreter

/// Foundation's `String.hash` (NSString's `hash`) is Core Foundation's fixed hash of the UTF-16
/// code units, not the per-process seeded `hashValue`: an app picking a letter or colour by
/// `abs(name.hash) % 26` gets the same one on every run. Expected values are what swiftc 6 with
/// Foundation on Linux prints for the same program; "abc" by arithmetic: 3·257³ + 97·257² +
/// 98·257 + 99 = 57355817, plus 57355817 << 3 = 516202353. The 123-unit string takes the
/// over-96 path (first, middle and last 32 units).
@Suite struct FoundationStringHashTests {
    @Test func aStringsHashIsCoreFoundationsHashOfItsUTF16Units() throws {
        let output = try run("""
        import Foundation
        for s in ["", "a", "abc", "abcd", "é", "😀x", String(repeating: "abcdefghij", count: 12) + "xyz"] {
            print(s.hash)
        }
        let index = abs("DOG202501010042".hash) % 26
        print(String(Character(UnicodeScalar(65 + index)!)))
        """)
        // "DOG202501010042".hash is 8654342752059765050 (swiftc); % 26 is 4, so 65 + 4 = 69, "E".
        #expect(output == "0\n1062\n516202353\n32691786862\n1470\n33496237944\n4089828898858521540\nE\n")
    }
}
