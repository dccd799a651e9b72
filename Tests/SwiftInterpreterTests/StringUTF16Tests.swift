import Testing
@testable import SwiftInterpreter

/// `String.utf16` is the UTF-16 code units (Swift standard library, "String.UTF16View"): one per
/// scalar of the Basic Multilingual Plane, a surrogate pair (U+1F600 is D83D DE00 = 55357 56832)
/// beyond it, so "héllo 👋" has 6 + 2 = 8 units and 7 characters. Foundation's
/// `String(utf16CodeUnits:count:)` decodes the first `count` units; an unpaired surrogate becomes
/// U+FFFD. Expected output is what swiftc 6 prints for the same program.
@Suite struct StringUTF16Tests {
    @Test func utf16CountsCodeUnitsAndDecodes() throws {
        let output = try run("""
        import Foundation
        let s = "héllo 👋"
        print(s.utf16.count, s.count, s.utf8.count)
        print(Array("a😀".utf16))
        let units: [UInt16] = [72, 105, 0xD83D, 0xDE00, 33]
        print(String(utf16CodeUnits: units, count: 4))
        print(String(utf16CodeUnits: [0xD83D, 65], count: 2))
        """)
        #expect(output == "8 7 11\n[97, 55357, 56832]\nHi😀\n\u{FFFD}A\n")
    }
}
