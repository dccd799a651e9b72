import Testing
@testable import Render
import PixelImages

/// The PNG writer's pieces against an independent decoder (`FixedHuffmanInflater`, from
/// RFC 1951): whatever the compressor chooses, the bytes must come back exactly.
@Suite struct PNGEncodingTests {
    /// A deterministic byte source (a 64-bit linear congruential generator, Knuth's MMIX constants).
    struct Bytes {
        var state: UInt64
        mutating func next() -> UInt8 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return UInt8(truncatingIfNeeded: state >> 56)
        }
    }

    @Test func compressedDataInflatesToTheInput() throws {
        var random = Bytes(state: 7)
        var input: [UInt8] = []
        // Zero runs of every awkward length (a match is 3…258 bytes, so 259–261 must split well),
        // random bytes between them, and a repeated pattern far enough back to be matched.
        for run in [1, 2, 3, 4, 7, 8, 9, 255, 258, 259, 260, 261, 516, 517, 1000, 40_000] {
            input += [UInt8](repeating: 0, count: run)
            for _ in 0..<(run % 13 + 1) { input.append(random.next() | 1) }
        }
        let pattern = (0..<300).map { _ in random.next() }
        input += pattern + [9, 9] + pattern
        #expect(try FixedHuffmanInflater.inflate(Zlib.compress(input)) == input)
        #expect(try FixedHuffmanInflater.inflate(Zlib.compress([])) == [])
        #expect(try FixedHuffmanInflater.inflate(Zlib.compress([0])) == [0])
    }

    @Test func adlerChecksumSkipsZeroWordsWithoutChangingTheSum() {
        // Adler-32 of "Wikipedia" is 0x11E60398 (RFC 1950 §8.2 worked out on Wikipedia's article).
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
        // Zeros only add `a` to `b` each byte: after n zeros, a = 1 and b = n (mod 65521).
        #expect(Adler32.checksum([UInt8](repeating: 0, count: 100_003)) == UInt32(100_003 % 65521) << 16 | 1)
    }

    @Test func distanceCodesFollowTheTableOfRFC1951() {
        for code in 0..<BitWriter.distanceBases.count {
            let base = BitWriter.distanceBases[code], top = base + (1 << BitWriter.distanceExtra[code]) - 1
            #expect(BitWriter.distanceCode(base) == code)
            #expect(BitWriter.distanceCode(top) == code)
        }
    }

    @Test func pngRowsUnfilterToThePixels() throws {
        var random = Bytes(state: 11)
        let (width, height) = (37, 23)
        var rgba = [UInt8](repeating: 200, count: width * height * 4)
        for index in stride(from: 0, to: rgba.count, by: 7) where index / (width * 4) % 5 != 0 { rgba[index] = random.next() }
        let png = PNGWriter.encode(width: width, height: height, rgba: rgba)
        // IHDR is 13 bytes of data; IDAT follows it (8 signature + 25 IHDR chunk bytes).
        let idatLength = png[33..<37].reduce(0) { $0 << 8 | Int($1) }
        #expect(String(decoding: png[37..<41], as: UTF8.self) == "IDAT")
        let filtered = try FixedHuffmanInflater.inflate(Array(png[41..<(41 + idatLength)]))
        var decoded: [UInt8] = []
        let rowBytes = width * 4
        for row in 0..<height {
            let line = filtered[(row * (rowBytes + 1))..<((row + 1) * (rowBytes + 1))]
            for (offset, byte) in line.dropFirst().enumerated() {
                switch line.first {
                case 0: decoded.append(byte)
                case 2: decoded.append(byte &+ decoded[decoded.count - rowBytes])
                default: Issue.record("filter \(String(describing: line.first))")
                }
                _ = offset
            }
        }
        #expect(decoded == rgba)
    }
}
