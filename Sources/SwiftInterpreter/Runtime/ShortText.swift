/// The bytes of a string of up to eight UTF-8 bytes as one number (first byte lowest), for telling
/// a few known short strings apart with integer comparisons instead of string comparisons (each
/// failed `==` between two different strings costs a call into the standard library).
///
/// Such a string is normally stored inline in its `String` (the first word holds its bytes, the
/// second its count and flags). Any other string — longer, or stored out of line — gives 0, and
/// the caller compares strings as usual. `OperatorCodeTests` checks this on operators.
enum ShortText {
    @inline(__always)
    static func bytes(_ text: String) -> UInt64 {
        let (low, high) = unsafeBitCast(text, to: (UInt64, UInt64).self)
        // Inline ("small", bit 61 of the second word) and no byte past the eighth.
        return high & (1 << 61) != 0 && high & 0x00FF_FFFF_FFFF_FFFF == 0 ? low : 0
    }
}
