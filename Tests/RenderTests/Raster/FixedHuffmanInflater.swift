/// A decoder for the zlib streams `Zlib` writes — one final DEFLATE block with the fixed Huffman
/// codes (RFC 1951 §3.2.6) — written from the RFC, independently of the encoder, so a test can
/// check that what was compressed comes back byte for byte. Anything else is refused.
struct FixedHuffmanInflater {
    enum Failure: Error { case header, blockType, symbol, distance, checksum, truncated }

    private let bytes: [UInt8]
    private var position = 2 // past the two-byte zlib header
    private var bit = 0

    static func inflate(_ stream: [UInt8]) throws -> [UInt8] {
        guard stream.count >= 6, (Int(stream[0]) << 8 | Int(stream[1])) % 31 == 0, stream[0] & 0x0F == 8 else { throw Failure.header }
        var reader = FixedHuffmanInflater(bytes: stream)
        return try reader.block()
    }

    private init(bytes: [UInt8]) { self.bytes = bytes }

    private mutating func bits(_ count: Int) throws -> Int {
        var value = 0
        for index in 0..<count {
            guard position < bytes.count - 4 else { throw Failure.truncated }
            value |= Int(bytes[position] >> UInt8(bit) & 1) << index
            bit += 1
            if bit == 8 { bit = 0; position += 1 }
        }
        return value
    }

    /// A Huffman code read most significant bit first.
    private mutating func code(_ length: Int) throws -> Int {
        var value = 0
        for _ in 0..<length { value = value << 1 | (try bits(1)) }
        return value
    }

    private mutating func symbol() throws -> Int {
        // Fixed codes: 7 bits 0000000–0010111 → 256–279; 8 bits 00110000–10111111 → 0–143,
        // 11000000–11000111 → 280–287; 9 bits 110010000–111111111 → 144–255.
        var value = try code(7)
        if value <= 0b0010111 { return 256 + value }
        value = value << 1 | (try bits(1))
        if (0b0011_0000...0b1011_1111).contains(value) { return value - 0b0011_0000 }
        if (0b1100_0000...0b1100_0111).contains(value) { return 280 + value - 0b1100_0000 }
        value = value << 1 | (try bits(1))
        guard (0b1_1001_0000...0b1_1111_1111).contains(value) else { throw Failure.symbol }
        return 144 + value - 0b1_1001_0000
    }

    private mutating func block() throws -> [UInt8] {
        guard try bits(1) == 1, try bits(2) == 1 else { throw Failure.blockType }
        let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
        let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
        var output: [UInt8] = []
        while true {
            let symbol = try symbol()
            if symbol < 256 { output.append(UInt8(symbol)); continue }
            if symbol == 256 { break }
            guard symbol - 257 < lengthBase.count else { throw Failure.symbol }
            let length = lengthBase[symbol - 257] + (try bits(lengthExtra[symbol - 257]))
            let distanceCode = try code(5)
            guard distanceCode < 30 else { throw Failure.distance }
            // Distance bases: 1, 2, 3, 4, then each pair of codes doubles the range.
            let extra = distanceCode < 4 ? 0 : distanceCode / 2 - 1
            let base = distanceCode < 4 ? distanceCode + 1 : (2 + distanceCode % 2) << extra + 1
            let distance = base + (try bits(extra))
            guard distance <= output.count else { throw Failure.distance }
            for _ in 0..<length { output.append(output[output.count - distance]) }
        }
        let tail = bytes.suffix(4).reduce(UInt32(0)) { $0 << 8 | UInt32($1) }
        var a: UInt32 = 1, b: UInt32 = 0
        for byte in output { a = (a + UInt32(byte)) % 65521; b = (b + a) % 65521 }
        guard tail == b << 16 | a else { throw Failure.checksum }
        return output
    }
}
