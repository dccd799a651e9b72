/// DEFLATE decompression (RFC 1951): stored, fixed-Huffman and dynamic-Huffman blocks.
///
/// Hostile input is bounded: the output may not grow past `limit` bytes (a PNG knows exactly how
/// many bytes its rows take), a back-reference may not reach before the start of the output,
/// and a stream that ends early, names an invalid code or lies about a stored block's length
/// throws an `ImageDecodingError`.
enum Inflate {
    /// The decompressed bytes and the offset of the first input byte after the final block
    /// (rounded up to a whole byte), where a zlib stream's checksum starts.
    static func decompress(_ input: [UInt8], start: Int, limit: Int) throws -> (output: [UInt8], end: Int) {
        var reader = InflateBitReader(input, start: start)
        var output: [UInt8] = []
        output.reserveCapacity(min(limit, max(input.count * 4, 1024)))
        var isFinal = false
        while !isFinal {
            isFinal = reader.bits(1) == 1
            switch reader.bits(2) {
            case 0: try storedBlock(&reader, input: input, into: &output, limit: limit)
            case 1: try codedBlock(&reader, literals: fixedLiterals, distances: fixedDistances, into: &output, limit: limit)
            case 2:
                let (literals, distances) = try dynamicCodes(&reader)
                try codedBlock(&reader, literals: literals, distances: distances, into: &output, limit: limit)
            default: throw ImageDecodingError("deflate", "block type 3 is reserved")
            }
            guard !reader.isPastEnd else { throw truncated }
        }
        return (output, reader.alignedByteOffset())
    }

    static let truncated = ImageDecodingError("deflate", "the compressed data ends in the middle of a block")

    /// RFC 1951 §3.2.4: LEN and its ones' complement NLEN, then LEN bytes as they are.
    private static func storedBlock(_ reader: inout InflateBitReader, input: [UInt8], into output: inout [UInt8], limit: Int) throws {
        let offset = reader.alignedByteOffset()
        guard offset + 4 <= input.count else { throw truncated }
        let length = Int(input[offset]) | Int(input[offset + 1]) << 8
        let complement = Int(input[offset + 2]) | Int(input[offset + 3]) << 8
        guard length ^ 0xFFFF == complement else {
            throw ImageDecodingError("deflate", "a stored block's length \(length) does not match its complement \(complement)")
        }
        guard offset + 4 + length <= input.count else { throw truncated }
        guard output.count + length <= limit else { throw tooLong(limit) }
        output.append(contentsOf: input[(offset + 4)..<(offset + 4 + length)])
        reader.seek(to: offset + 4 + length)
    }

    static func tooLong(_ limit: Int) -> ImageDecodingError {
        ImageDecodingError("deflate", "the data decompresses to more than the \(limit) bytes the image needs")
    }

    /// RFC 1951 §3.2.6.
    static let fixedLiterals: HuffmanCode = {
        let lengths = [UInt8](repeating: 8, count: 144) + [UInt8](repeating: 9, count: 112)
            + [UInt8](repeating: 7, count: 24) + [UInt8](repeating: 8, count: 8)
        return try! HuffmanCode(lengths: lengths[...], part: "fixed literal") // swiftlint:disable:this force_try
    }()

    static let fixedDistances: HuffmanCode = {
        try! HuffmanCode(lengths: [UInt8](repeating: 5, count: 30)[...], part: "fixed distance") // swiftlint:disable:this force_try
    }()

    /// The order code length code lengths are sent in (RFC 1951 §3.2.7).
    private static let codeLengthOrder = [16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]

    /// RFC 1951 §3.2.7: HLIT, HDIST, HCLEN, the code length code, then the literal/length and
    /// distance code lengths with runs (16: repeat the previous 3–6 times, 17: 3–10 zeros,
    /// 18: 11–138 zeros).
    private static func dynamicCodes(_ reader: inout InflateBitReader) throws -> (HuffmanCode, HuffmanCode) {
        let literalCount = reader.bits(5) + 257
        let distanceCount = reader.bits(5) + 1
        let lengthCodeCount = reader.bits(4) + 4
        guard literalCount <= 286, distanceCount <= 30 else {
            throw ImageDecodingError("deflate", "a dynamic block declares \(literalCount) literal/length and \(distanceCount) distance codes (at most 286 and 30)")
        }
        var codeLengthLengths = [UInt8](repeating: 0, count: 19)
        for index in 0..<lengthCodeCount { codeLengthLengths[codeLengthOrder[index]] = UInt8(reader.bits(3)) }
        let codeLengths = try HuffmanCode(lengths: codeLengthLengths[...], part: "code length")
        var lengths = [UInt8](repeating: 0, count: literalCount + distanceCount)
        var index = 0
        while index < lengths.count {
            let symbol = try codeLengths.decode(&reader)
            guard !reader.isPastEnd else { throw truncated }
            var value: UInt8 = 0, repeats = 1
            switch symbol {
            case 0...15: value = UInt8(symbol)
            case 16:
                guard index > 0 else { throw ImageDecodingError("deflate", "a repeat of the previous code length before any length") }
                value = lengths[index - 1]
                repeats = 3 + reader.bits(2)
            case 17: repeats = 3 + reader.bits(3)
            default: repeats = 11 + reader.bits(7)
            }
            guard index + repeats <= lengths.count else {
                throw ImageDecodingError("deflate", "code lengths run past the \(lengths.count) codes declared")
            }
            for _ in 0..<repeats { lengths[index] = value; index += 1 }
        }
        guard lengths[256] != 0 else { throw ImageDecodingError("deflate", "a dynamic block without an end-of-block code") }
        return (try HuffmanCode(lengths: lengths[..<literalCount], part: "literal/length"),
                try HuffmanCode(lengths: lengths[literalCount...], part: "distance"))
    }

    private static let lengthBase = [3, 4, 5, 6, 7, 8, 9, 10, 11, 13, 15, 17, 19, 23, 27, 31, 35, 43, 51, 59, 67, 83, 99, 115, 131, 163, 195, 227, 258]
    private static let lengthExtra = [0, 0, 0, 0, 0, 0, 0, 0, 1, 1, 1, 1, 2, 2, 2, 2, 3, 3, 3, 3, 4, 4, 4, 4, 5, 5, 5, 5, 0]
    private static let distanceBase = [1, 2, 3, 4, 5, 7, 9, 13, 17, 25, 33, 49, 65, 97, 129, 193, 257, 385, 513, 769, 1025, 1537,
                                       2049, 3073, 4097, 6145, 8193, 12289, 16385, 24577]
    private static let distanceExtra = [0, 0, 0, 0, 1, 1, 2, 2, 3, 3, 4, 4, 5, 5, 6, 6, 7, 7, 8, 8, 9, 9, 10, 10, 11, 11, 12, 12, 13, 13]

    /// RFC 1951 §3.2.5: literals, and length/distance pairs copying earlier output, up to code 256.
    private static func codedBlock(_ reader: inout InflateBitReader, literals: HuffmanCode, distances: HuffmanCode,
                                   into output: inout [UInt8], limit: Int) throws {
        while true {
            let symbol = try literals.decode(&reader)
            guard !reader.isPastEnd else { throw truncated }
            if symbol < 256 {
                guard output.count < limit else { throw tooLong(limit) }
                output.append(UInt8(symbol))
                continue
            }
            if symbol == 256 { return }
            let lengthIndex = symbol - 257
            guard lengthIndex < lengthBase.count else { throw ImageDecodingError("deflate", "length code \(symbol) is reserved") }
            let length = lengthBase[lengthIndex] + reader.bits(lengthExtra[lengthIndex])
            let distanceCode = try distances.decode(&reader)
            guard distanceCode < distanceBase.count else {
                throw ImageDecodingError("deflate", "distance code \(distanceCode) is reserved")
            }
            let distance = distanceBase[distanceCode] + reader.bits(distanceExtra[distanceCode])
            guard !reader.isPastEnd else { throw truncated }
            guard distance <= output.count else {
                throw ImageDecodingError("deflate", "a match reaches \(distance) bytes back, before the start of the data")
            }
            guard output.count + length <= limit else { throw tooLong(limit) }
            var from = output.count - distance
            for _ in 0..<length {
                output.append(output[from])
                from += 1
            }
        }
    }
}

/// A zlib stream (RFC 1950): the two header bytes (deflate, window at most 32 KiB, no preset
/// dictionary, FCHECK), DEFLATE data and the Adler-32 of the decompressed bytes, verified.
public enum ZlibStream {
    public static func decompress(_ input: [UInt8], limit: Int) throws -> [UInt8] {
        guard input.count >= 2 else { throw ImageDecodingError("zlib", "the stream is shorter than its 2-byte header") }
        let (method, flags) = (Int(input[0]), Int(input[1]))
        guard method & 0x0F == 8, method >> 4 <= 7 else {
            throw ImageDecodingError("zlib", "compression method \(method & 0x0F) with window \(method >> 4) (only deflate with a window up to 32 KiB)")
        }
        guard (method << 8 | flags) % 31 == 0 else { throw ImageDecodingError("zlib", "the header check bits are wrong") }
        guard flags & 0x20 == 0 else { throw ImageDecodingError("zlib", "a preset dictionary, which PNG does not allow") }
        let (output, end) = try Inflate.decompress(input, start: 2, limit: limit)
        guard end + 4 <= input.count else { throw ImageDecodingError("zlib", "the stream ends before its Adler-32 checksum") }
        let stored = UInt32(input[end]) << 24 | UInt32(input[end + 1]) << 16 | UInt32(input[end + 2]) << 8 | UInt32(input[end + 3])
        let computed = Adler32.checksum(output)
        guard stored == computed else {
            throw ImageDecodingError("zlib", "Adler-32 checksum \(hex(computed)) of the data does not match the stored \(hex(stored))")
        }
        return output
    }

    static func hex(_ value: UInt32) -> String {
        let digits = String(value, radix: 16, uppercase: true)
        return "0x" + String(repeating: "0", count: max(0, 8 - digits.count)) + digits
    }
}
