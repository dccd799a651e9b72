/// A JPEG Huffman table (ITU-T T.81 §C and Annex F.2.2.3): sixteen counts of codes of each
/// length 1…16 and the symbols in order, from which the canonical codes are generated.
///
/// Codes are assigned in the order T.81 Figure C.2 describes (consecutive values within one
/// length, shifted left on each longer length). Decoding walks one bit at a time comparing the
/// code so far with the largest code of each length (Figure F.16), at most 16 steps; a code the
/// table does not define is an error when met.
struct JPEGHuffmanTable: Sendable {
    /// The largest code of each length 1…16 (index = length), −1 when there is none.
    private var maximumCode: [Int32]
    /// For each length, the symbol index of its first code minus that code.
    private var offset: [Int32]
    private var symbols: [UInt8]

    init(counts: ArraySlice<UInt8>, symbols: ArraySlice<UInt8>) throws {
        guard counts.count == 16 else { throw ImageDecodingError("JPEG DHT", "a table needs 16 code counts") }
        maximumCode = [Int32](repeating: -1, count: 17)
        offset = [Int32](repeating: 0, count: 17)
        self.symbols = Array(symbols)
        var code: Int32 = 0
        var index: Int32 = 0
        for length in 1...16 {
            let count = Int32(counts[counts.startIndex + length - 1])
            if count > 0 {
                offset[length] = index - code
                code += count
                index += count
                // Every code of this length must fit in `length` bits (T.81 C.2 never overflows).
                guard code <= Int32(1) << Int32(length) else {
                    throw ImageDecodingError("JPEG DHT", "more codes of length \(length) than \(length) bits can hold")
                }
                maximumCode[length] = code - 1
            }
            code <<= 1
        }
        guard Int(index) == symbols.count else { throw ImageDecodingError("JPEG DHT", "the counts and symbols disagree") }
    }

    /// The next symbol read from `reader`.
    func decode(_ reader: inout JPEGBitReader) throws -> UInt8 {
        var code: Int32 = 0
        for length in 1...16 {
            code = code << 1 | Int32(reader.bit())
            if code <= maximumCode[length] {
                return symbols[Int(code + offset[length])]
            }
        }
        throw ImageDecodingError("JPEG scan", "a Huffman code the table does not define")
    }
}
