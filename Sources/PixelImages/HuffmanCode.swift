/// A canonical Huffman code (RFC 1951 §3.2.2) built from code lengths, decoded from an
/// `InflateBitReader`.
///
/// Codes up to `fastBits` long are found with one table lookup of the next bits (the codes are
/// stored reversed, as DEFLATE sends them most significant bit first inside its LSB-first
/// stream); longer ones are decoded a bit at a time by the canonical counting method (the one
/// zlib's `puff.c` describes). An over-subscribed set of lengths is an error; an incomplete one
/// is allowed (RFC 1951 permits one distance code) and a code it leaves unassigned is an error
/// when met.
struct HuffmanCode {
    static let fastBits = 9
    /// For each `fastBits`-bit value: symbol << 4 | code length, 0 when the code is longer.
    private var fast: [UInt16]
    /// How many codes have each length 0…15.
    private var counts: [Int]
    /// The symbols in canonical order (by length, then value).
    private var symbols: [Int]

    init(lengths: ArraySlice<UInt8>, part: String) throws {
        counts = [Int](repeating: 0, count: 16)
        for length in lengths { counts[Int(length)] += 1 }
        counts[0] = 0
        var left = 1
        for length in 1...15 {
            left = left << 1 - counts[length]
            guard left >= 0 else { throw ImageDecodingError("deflate", "over-subscribed \(part) code lengths") }
        }
        var offsets = [Int](repeating: 0, count: 16)
        for length in 1..<15 { offsets[length + 1] = offsets[length] + counts[length] }
        symbols = [Int](repeating: 0, count: lengths.count)
        var nextCode = [Int](repeating: 0, count: 16)
        var code = 0
        for length in 1...15 {
            code = (code + counts[length - 1]) << 1
            nextCode[length] = code
        }
        fast = [UInt16](repeating: 0, count: 1 << Self.fastBits)
        for (symbol, lengthByte) in zip(0..., lengths) where lengthByte > 0 {
            let length = Int(lengthByte)
            symbols[offsets[length]] = symbol
            offsets[length] += 1
            let code = nextCode[length]
            nextCode[length] += 1
            guard length <= Self.fastBits else { continue }
            var reversed = 0
            for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
            var index = reversed
            while index < 1 << Self.fastBits {
                fast[index] = UInt16(symbol << 4 | length)
                index += 1 << length
            }
        }
    }

    @inline(__always)
    func decode(_ reader: inout InflateBitReader) throws -> Int {
        let entry = Int(fast[Int(reader.peek(Self.fastBits))])
        if entry != 0 {
            reader.drop(entry & 15)
            return entry >> 4
        }
        var code = 0, first = 0, index = 0
        for length in 1...15 {
            code |= reader.bits(1)
            let count = counts[length]
            if code >= first, code - first < count { return symbols[index + code - first] }
            index += count
            first = (first + count) << 1
            code <<= 1
        }
        throw ImageDecodingError("deflate", "a code that the block's Huffman table does not assign")
    }
}
