import Testing
@testable import SwiftInterpreter

/// `Unicode.Scalar` (`UnicodeScalar`): made from an integer or a one-scalar string, read back with
/// `value`, `UInt32(_:)`, `Character(_:)`, `String(_:)`, its `properties`, and as the elements of
/// `unicodeScalars`. Expected output is what the same program printed when compiled with swiftc 6
/// and run on Linux.
@Suite struct UnicodeScalarTests {
    @Test func scalarsAreMadeFromIntegersAndStringsAndGiveTheirValue() throws {
        // "A" is U+0041 = 65, "e" U+0065 = 101, "B" U+0042 = 66; U+D800 is a surrogate (no scalar).
        let output = try run("""
        let b: UInt8 = 65
        print(Character(Unicode.Scalar(b)))
        let s = Unicode.Scalar("e")
        print(s.value, UInt32(s), String(Unicode.Scalar(66)))
        if let none = Unicode.Scalar(UInt32(0xD800)) { print("scalar", none) } else { print("nil") }
        print([0x1F600, 0x41].map { UnicodeScalar($0) }.compactMap { $0 }.map { String($0) }.joined())
        """)
        #expect(output == "A\n101 101 B\nnil\n😀A\n")
    }

    @Test func unicodeScalarsOfAStringAreScalarsWithValues() throws {
        // "héllo": h 104 + é 233 + l 108 + l 108 + o 111 = 664. "F" is 70: 70 >> 5 = 2.
        let output = try run("""
        var total = 0
        for x in "héllo".unicodeScalars { total += Int(UInt32(x)) }
        print(total)
        print("ab1".unicodeScalars.map { $0.value })
        let sc = "F".unicodeScalars
        print(UInt8(sc[sc.startIndex].value) >> 5)
        print("az".unicodeScalars.allSatisfy { (97...122).contains($0.value) }, "aZ".unicodeScalars.allSatisfy { $0 >= "a" && $0 <= "z" })
        if let c = "q".unicodeScalars.first { print(c, c == "q", c.isASCII) }
        """)
        #expect(output == "664\n[97, 98, 49]\n2\ntrue false\nq true true\n")
    }

    @Test func propertiesAnswerUnicodesCharacterProperties() throws {
        // Unicode's Emoji property holds for U+1F600 and not for "a"; a space is White_Space.
        let output = try run("""
        print(" ".unicodeScalars.first!.properties.isWhitespace, "😀".unicodeScalars.first!.properties.isEmoji, "a".unicodeScalars.first!.properties.isEmoji)
        let face: Character = "😀"
        print(face.unicodeScalars.first!.properties.isEmoji)
        """)
        #expect(output == "true true false\ntrue\n")
    }
}
