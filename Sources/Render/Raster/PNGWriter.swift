/// Writes 8-bit RGBA PNG files (W3C PNG specification, 3rd edition): signature, IHDR, one IDAT
/// holding a zlib stream (RFC 1950) of the filtered rows, and IEND, each chunk with its CRC-32.
///
/// Rows use the Up filter (each byte minus the byte above), which turns the flat areas and
/// vertical edges of diagrams into runs of zeros; `Deflate` then compresses them. Same pixels,
/// same bytes: no timestamps, no text chunks.
enum PNGWriter {
    static func encode(width: Int, height: Int, rgba: [UInt8]) -> [UInt8] {
        precondition(rgba.count == width * height * 4)
        var filtered: [UInt8] = []
        filtered.reserveCapacity((width * 4 + 1) * height)
        let rowBytes = width * 4
        for row in 0..<height {
            filtered.append(row == 0 ? 0 : 2) // None for the first row, Up after it
            let start = row * rowBytes
            if row == 0 {
                filtered.append(contentsOf: rgba[start..<(start + rowBytes)])
            } else {
                for index in start..<(start + rowBytes) { filtered.append(rgba[index] &- rgba[index - rowBytes]) }
            }
        }
        var png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]
        var header: [UInt8] = []
        header.appendBigEndian(UInt32(width))
        header.appendBigEndian(UInt32(height))
        header += [8, 6, 0, 0, 0] // 8 bits, RGBA, deflate, adaptive filtering, no interlace
        appendChunk("IHDR", header, to: &png)
        appendChunk("IDAT", Zlib.compress(filtered), to: &png)
        appendChunk("IEND", [], to: &png)
        return png
    }

    private static func appendChunk(_ type: String, _ data: [UInt8], to png: inout [UInt8]) {
        png.appendBigEndian(UInt32(data.count))
        let typeBytes = Array(type.utf8)
        png += typeBytes
        png += data
        png.appendBigEndian(CRC32.checksum(typeBytes + data))
    }
}

/// CRC-32 as PNG uses it (ISO 3309, polynomial 0xEDB88320, reflected).
enum CRC32 {
    static let table: [UInt32] = (0..<256).map { index in
        var value = UInt32(index)
        for _ in 0..<8 { value = value & 1 != 0 ? 0xEDB8_8320 ^ (value >> 1) : value >> 1 }
        return value
    }

    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var crc: UInt32 = 0xFFFF_FFFF
        for byte in bytes { crc = table[Int((crc ^ UInt32(byte)) & 0xFF)] ^ (crc >> 8) }
        return crc ^ 0xFFFF_FFFF
    }
}

/// Adler-32 (RFC 1950 §8.2), the zlib stream's checksum.
enum Adler32 {
    static func checksum(_ bytes: [UInt8]) -> UInt32 {
        var a: UInt32 = 1, b: UInt32 = 0
        var index = 0
        while index < bytes.count {
            // 5552 bytes keep the sums below 2^32 before the modulo (zlib's NMAX).
            let end = min(index + 5552, bytes.count)
            while index < end {
                a += UInt32(bytes[index])
                b += a
                index += 1
            }
            a %= 65521
            b %= 65521
        }
        return b << 16 | a
    }
}

/// A zlib stream (RFC 1950) around DEFLATE data (RFC 1951): one final block with the fixed
/// Huffman codes, matches found with a hash of the next three bytes (the most recent earlier
/// position only, up to 32 KiB back).
enum Zlib {
    static func compress(_ input: [UInt8]) -> [UInt8] {
        var output: [UInt8] = [0x78, 0x01]
        var bits = BitWriter()
        bits.write(1, count: 1) // BFINAL
        bits.write(1, count: 2) // BTYPE = 01, fixed Huffman
        var head = [Int](repeating: -1, count: 1 << 15)
        var index = 0
        let count = input.count
        func hash(_ at: Int) -> Int {
            (Int(input[at]) << 10 ^ Int(input[at + 1]) << 5 ^ Int(input[at + 2])) & 0x7FFF
        }
        while index < count {
            var matchLength = 0, matchDistance = 0
            if index + 2 < count {
                let key = hash(index)
                let candidate = head[key]
                head[key] = index
                if candidate >= 0, index - candidate <= 32768 {
                    var length = 0
                    while length < 258, index + length < count, input[candidate + length] == input[index + length] { length += 1 }
                    if length >= 3 { matchLength = length; matchDistance = index - candidate }
                }
            }
            if matchLength >= 3 {
                bits.writeLength(matchLength)
                bits.writeDistance(matchDistance)
                // Remember the positions inside the match too, so later runs find it.
                var position = index + 1
                while position < index + matchLength, position + 2 < count {
                    head[hash(position)] = position
                    position += 1
                }
                index += matchLength
            } else {
                bits.writeLiteral(Int(input[index]))
                index += 1
            }
        }
        bits.writeLiteral(256) // end of block
        output += bits.finish()
        output.appendBigEndian(Adler32.checksum(input))
        return output
    }
}

/// DEFLATE's bit order: values least significant bit first; Huffman codes most significant first.
struct BitWriter {
    private(set) var bytes: [UInt8] = []
    private var buffer: UInt32 = 0
    private var filled = 0

    mutating func write(_ value: Int, count: Int) {
        buffer |= UInt32(value) << UInt32(filled)
        filled += count
        while filled >= 8 {
            bytes.append(UInt8(buffer & 0xFF))
            buffer >>= 8
            filled -= 8
        }
    }

    /// A Huffman code of `length` bits, sent most significant bit first.
    mutating func writeCode(_ code: Int, length: Int) {
        var reversed = 0
        for bit in 0..<length where code & (1 << bit) != 0 { reversed |= 1 << (length - 1 - bit) }
        write(reversed, count: length)
    }

    /// Fixed literal/length codes (RFC 1951 §3.2.6).
    mutating func writeLiteral(_ symbol: Int) {
        switch symbol {
        case 0...143: writeCode(0x30 + symbol, length: 8)
        case 144...255: writeCode(0x190 + symbol - 144, length: 9)
        case 256...279: writeCode(symbol - 256, length: 7)
        default: writeCode(0xC0 + symbol - 280, length: 8)
        }
    }

    static let lengthBases = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    static let distanceBases = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                                2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    mutating func writeLength(_ length: Int) {
        let code = Self.lengthBases.lastIndex { $0 <= length }!
        writeLiteral(257 + code)
        if Self.lengthExtra[code] > 0 { write(length - Self.lengthBases[code], count: Self.lengthExtra[code]) }
    }

    mutating func writeDistance(_ distance: Int) {
        let code = Self.distanceBases.lastIndex { $0 <= distance }!
        writeCode(code, length: 5)
        if Self.distanceExtra[code] > 0 { write(distance - Self.distanceBases[code], count: Self.distanceExtra[code]) }
    }

    mutating func finish() -> [UInt8] {
        if filled > 0 { bytes.append(UInt8(buffer & 0xFF)) }
        buffer = 0
        filled = 0
        return bytes
    }
}

extension Array where Element == UInt8 {
    mutating func appendBigEndian(_ value: UInt32) {
        append(UInt8(value >> 24)); append(UInt8(value >> 16 & 0xFF)); append(UInt8(value >> 8 & 0xFF)); append(UInt8(value & 0xFF))
    }
}
