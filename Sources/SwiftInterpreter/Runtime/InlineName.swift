/// Tests on names read from the two words a `String` stores a short ASCII name in (up to 15
/// bytes, inline: its bytes, first byte lowest, then its count and flags in the top byte), for
/// the hottest name tests, where a failed `==` between two different strings calls into the
/// standard library (about 25 instructions) and `utf8.contains` iterates (about 130).
/// A string stored out of line, or not ASCII, gives no answer from its words: the callers compare
/// as usual. (`NameTableTests` checks the layout this relies on.)
enum InlineName {
    /// Bits 61 (stored inline) and 62 (ASCII) of the second word.
    private static let inlineASCII: UInt64 = 0b11 << 61
    /// The bytes and the count of an inline string, its flags masked off.
    private static let bytesAndCount: UInt64 = 0x0FFF_FFFF_FFFF_FFFF

    /// True when `a` and `b` are certainly different: both inline ASCII strings (compared byte
    /// for byte, as `==` compares ASCII) whose bytes or counts differ. False when they may be equal.
    @inline(__always)
    static func differ(_ a: String, _ b: String) -> Bool {
        let (aLow, aHigh) = unsafeBitCast(a, to: (UInt64, UInt64).self)
        let (bLow, bHigh) = unsafeBitCast(b, to: (UInt64, UInt64).self)
        guard aHigh & bHigh & inlineASCII == inlineASCII else { return false }
        return aLow != bLow || aHigh & bytesAndCount != bHigh & bytesAndCount
    }

    /// Whether `name` contains a dot (`Outer.Inner`).
    @inline(__always)
    static func containsDot(_ name: String) -> Bool {
        let (low, high) = unsafeBitCast(name, to: (UInt64, UInt64).self)
        guard high & inlineASCII == inlineASCII else { return name.utf8.contains(UInt8(ascii: ".")) }
        // A byte equal to "." becomes zero; unused bytes (zero) and the count byte do not.
        let dots: UInt64 = 0x2E2E_2E2E_2E2E_2E2E
        return hasZeroByte(low ^ dots) || hasZeroByte((high ^ dots) | 0xFF00_0000_0000_0000)
    }

    @inline(__always)
    private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- 0x0101_0101_0101_0101) & ~word & 0x8080_8080_8080_8080 != 0
    }
}
