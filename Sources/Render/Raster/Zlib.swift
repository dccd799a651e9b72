import PixelImages

/// A zlib stream (RFC 1950) around DEFLATE data (RFC 1951): one final block with the fixed
/// Huffman codes. A run of zero bytes after a zero (what the Up filter makes of flat areas and
/// repeated rows) is sent as matches at distance 1, found eight bytes at a time; other matches
/// are found with a hash of the next three bytes (the most recent earlier position only, up to
/// 32 KiB back).
enum Zlib {
    static func compress(_ input: [UInt8]) -> [UInt8] {
        var bits = BitWriter()
        bits.write(1, count: 1) // BFINAL
        bits.write(1, count: 2) // BTYPE = 01, fixed Huffman
        input.withUnsafeBufferPointer { buffer in
            guard let base = buffer.baseAddress else { return }
            deflate(base, count: buffer.count, into: &bits)
        }
        bits.writeLiteral(256) // end of block
        var output: [UInt8] = [0x78, 0x01]
        output += bits.finish()
        output.appendBigEndian(Adler32.checksum(input))
        return output
    }

    private static func deflate(_ input: UnsafePointer<UInt8>, count: Int, into bits: inout BitWriter) {
        var head = [Int](repeating: -1, count: 1 << 15)
        let raw = UnsafeRawPointer(input)
        func hash(_ at: Int) -> Int {
            (Int(input[at]) << 10 ^ Int(input[at + 1]) << 5 ^ Int(input[at + 2])) & 0x7FFF
        }
        var index = 0
        while index < count {
            if index > 0, input[index] == 0, input[index - 1] == 0 {
                var end = index
                while end + 32 <= count, Adler32.zeros32(raw, at: end) { end += 32 }
                while end + 8 <= count, raw.loadUnaligned(fromByteOffset: end, as: UInt64.self) == 0 { end += 8 }
                while end < count, input[end] == 0 { end += 1 }
                var remaining = end - index
                while remaining >= 3 {
                    // Never leave one or two bytes that cannot form a match of their own.
                    let length = remaining > 258 && remaining < 261 ? remaining - 3 : min(remaining, 258)
                    bits.writeLength(length)
                    bits.writeDistance(1)
                    remaining -= length
                }
                for _ in 0..<remaining { bits.writeLiteral(0) }
                index = end
                continue
            }
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
    }
}
