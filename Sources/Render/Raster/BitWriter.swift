/// DEFLATE's bit order (RFC 1951 §3.1.1): values least significant bit first, Huffman codes most
/// significant first — so the fixed codes are kept bit-reversed, ready to send.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt64 = 0
    private var filled = 0

    mutating func write(_ value: Int, count: Int) {
        buffer |= UInt64(value) << UInt64(filled)
        filled += count
        while filled >= 8 {
            bytes.append(UInt8(truncatingIfNeeded: buffer))
            buffer >>= 8
            filled -= 8
        }
    }

    /// `code` reversed over its `length` bits.
    static func reversed(_ code: Int, length: Int) -> Int {
        var reversed = 0
        for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
        return reversed
    }

    /// The fixed literal/length codes (RFC 1951 §3.2.6), bit-reversed, with their lengths.
    static let literalCodes: [(code: Int, length: Int)] = (0..<288).map { symbol in
        switch symbol {
        case 0...143: (reversed(0x30 + symbol, length: 8), 8)
        case 144...255: (reversed(0x190 + symbol - 144, length: 9), 9)
        case 256...279: (reversed(symbol - 256, length: 7), 7)
        default: (reversed(0xC0 + symbol - 280, length: 8), 8)
        }
    }

    mutating func writeLiteral(_ symbol: Int) {
        let entry = Self.literalCodes[symbol]
        write(entry.code, count: entry.length)
    }

    static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                                2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]
    /// The length code of every match length 0…258 (0…2 unused).
    static let lengthCodes: [Int] = (0...258).map { length in lengthBases.lastIndex { $0 <= length } ?? 0 }

    mutating func writeLength(_ length: Int) {
        let code = Self.lengthCodes[length]
        writeLiteral(257 + code)
        if Self.lengthExtra[code] > 0 { write(length - Self.lengthBases[code], count: Self.lengthExtra[code]) }
    }

    /// The distance code of `distance` (1…32768): codes 0–3 are distances 1–4; after them, each
    /// power of two of `distance − 1` is split into two codes (the table of RFC 1951 §3.2.5).
    static func distanceCode(_ distance: Int) -> Int {
        let n = distance - 1
        guard n >= 4 else { return n }
        let k = Int.bitWidth - 1 - n.leadingZeroBitCount
        return 2 * k + ((n >> (k - 1)) & 1)
    }

    /// The 5-bit distance codes, bit-reversed (RFC 1951 §3.2.6: fixed codes are their own value).
    static let reversedDistanceCodes: [Int] = (0..<30).map { reversed($0, length: 5) }

    mutating func writeDistance(_ distance: Int) {
        let code = Self.distanceCode(distance)
        write(Self.reversedDistanceCodes[code], count: 5)
        if Self.distanceExtra[code] > 0 { write(distance - Self.distanceBases[code], count: Self.distanceExtra[code]) }
    }

    mutating func finish() -> [UInt8] {
        if filled > 0 { bytes.append(UInt8(truncatingIfNeeded: buffer)) }
        buffer = 0
        filled = 0
        return bytes
    }
}
