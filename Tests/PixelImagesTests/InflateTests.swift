import Testing
@testable import PixelImages

/// The zlib/DEFLATE decoder against streams made by zlib itself (Python's `zlib.compress(data, 9)`;
/// the block type is bits 1–2 of the third byte), whose inputs the tests regenerate by formula.
@Suite struct InflateTests {
    @Test func checksumsMatchTheirPublishedCheckValues() {
        // The CRC-32 check value of "123456789" (the catalogue of parametrised CRCs, CRC-32/ISO-HDLC).
        #expect(CRC32.checksum(Array("123456789".utf8)) == 0xCBF4_3926)
        // The same value from a slice (contiguous) and from a collection with no contiguous storage,
        // and in two parts: the CRC of a whole is the CRC of its second part updated from the first's.
        #expect(CRC32.checksum(Array("x123456789".utf8)[1...]) == 0xCBF4_3926)
        #expect(CRC32.checksum("123456789".utf8.lazy.map { $0 }) == 0xCBF4_3926)
        #expect(CRC32.update(CRC32.checksum(Array("1234".utf8)), Array("56789".utf8)) == 0xCBF4_3926)
        // RFC 1950's Adler-32 of "Wikipedia": a = 920 (1 + the byte sum), b = 4582 → 0x11E60398.
        #expect(Adler32.checksum(Array("Wikipedia".utf8)) == 0x11E6_0398)
    }

    @Test func storedBlocksComeBackByteForByte() throws {
        let data = (0..<70_000).map { UInt8(truncatingIfNeeded: $0 * 31) } // two stored blocks (65 535 + 4 465)
        #expect(try ZlibStream.decompress(TestPNG.storedZlib(data), limit: data.count) == data)
    }

    @Test func fixedHuffmanBlockWithRepeatsDecodes() throws {
        // zlib.compress(b"hello hello hello hello", 9): block type 1, one literal run then a match.
        let stream = TestPNG.bytes(hex: "78dacb48cdc9c957c8402701680308b1")
        #expect(Int((stream[2] >> 1) & 3) == 1)
        #expect(try ZlibStream.decompress(stream, limit: 100) == Array("hello hello hello hello".utf8))
    }

    @Test func dynamicHuffmanBlockWithLongMatchesDecodes() throws {
        // zlib.compress(bytes(((i*i)%7)*3 + (i%5) for i in range(4000)), 9): block type 2.
        let stream = TestPNG.bytes(hex: "78daedca411600100840c1288587dcffb44e61f7673d6267cc65d5afc771d3ddc7d5d272fa6e1a2b7a865028140a8542a15028140a8542f95b1ec9277cfe")
        #expect(Int((stream[2] >> 1) & 3) == 2)
        let expected = (0..<4000).map { (i: Int) -> UInt8 in UInt8((i * i % 7) * 3 + i % 5) }
        #expect(try ZlibStream.decompress(stream, limit: 4000) == expected)
    }

    /// Mostly "a" with every other byte value rare: literal codes longer than the 9-bit lookup.
    static let skewedStream = TestPNG.bytes(hex: [
        "78da6d54694854511496b4cd72a1b012da2c7f145158523498d0582951628a1154565f0b264e4a0566d24aa325f623971869",
        "01838a16cca00923b3cc1682d16c839acac2fe1492256a6a8c49e7dcf3de9bf7ca03e79cefdc7bee7d67bb0f10ba473ca313",
        "560a8dd6517d6a8db17a39dce2b442d46f204b50ee5b121e7c05a6b2f9c7ecfc91450b16c06b5e0d6ac1fc568c12e380beda",
        "6f7639be4f747418894c154c338b11b23c51c9702c11f3d70b1265c4ee4e3c207586b82157f632b24f027d0492b4abbf883a",
        "6d7c6bef36d1e7452d33c7519c180ab810a1e7d52467f7688538419c87b81fe6236f6691e0f073cd29e32907dd98a2d993c9",
        "d6927aa7c0751655c06dd60d189a66a2142b8160d3d276ee84ca6d3fb0760c8ecaf25c6002103328d62644521241d5fe6365",
        "dd06fc405ce82ad33d81f41b0a6ee6f2fb4f540d11cf4f60030e1238160574e4008b089f452f26c1180f1335693a0118c983",
        "e5dfb13b0ce8a46951148b44a5f3955cdd45a297d121bd890e6a4d091ba395c7160ce87704a012450c22c0cdc878a9563f53",
        "9eb24f5d18067443ca9315a51d5b35c5a57432f146607038300d15643c0fa4b190d65d25b6f9b869e572a8c72923b886441a",
        "2556b4558b06970a93f9e6faa5216843a69160793576aa1eda3bd87cc2e28eda9903e48ca7429e039e01efc57da1b5860f55",
        "6816924942525f9d4f37b3f5bd7516cf565c036a3d84288253f80e5317822ff8fd02881b11e9a484384bb75df50ceb815d48",
        "d57cf2547907505bf288cdc7a8a38c19cd360d3de253b01caab935b84252fd728e6007cdce4542e34cc155a05d875eff05d4",
        "7e1bc998f6c5928041d4d8b1fea234c3392fad403303d5c080beacd36b5137a59a616251a09ff441af345c3d3424b718a45b",
        "4a57fadf34b7a9a2a3805ecedd6f5ca7c3defe38f95a83f1b0709fafdc4d5fa6e75f4c7fc858cb1d3c4d3dffdc9b20caa599",
        "7521c68e0d6e7ae378a546bb04f1e88263bab430df8788bfd5b262e8",
    ].joined())

    @Test func dynamicHuffmanCodesLongerThanTheLookupDecode() throws {
        // The same linear congruential generator as the Python that made the stream:
        // x = (x * 1103515245 + 12345) & 0x7fffffff; byte = 97 if (x >> 16) & 3 else (x >> 8) & 255.
        var x = 1
        let expected = (0..<1500).map { _ -> UInt8 in
            x = (x * 1_103_515_245 + 12345) & 0x7FFF_FFFF
            return (x >> 16) & 3 != 0 ? 97 : UInt8((x >> 8) & 255)
        }
        #expect(Int((Self.skewedStream[2] >> 1) & 3) == 2)
        #expect(try ZlibStream.decompress(Self.skewedStream, limit: 1500) == expected)
    }

    /// zlib.compress(bytes(100000), 9): 100 000 zero bytes in a few hundred.
    static let zeros = TestPNG.bytes(hex: [
        "78daedc13101000000c2a0f54f6d0d0fa0000000000000000000000000000000000000000000000000000000000000000000",
        "0000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000000",
        "0000000000000000000000000080570386af0001",
    ].joined())

    @Test func outputPastTheLimitIsAnErrorNotAnAllocation() throws {
        #expect(try ZlibStream.decompress(Self.zeros, limit: 100_000).count == 100_000)
        #expect(throws: ImageDecodingError.self) { try ZlibStream.decompress(Self.zeros, limit: 99_999) }
    }

    @Test func everyTruncationOfAStreamIsAnError() {
        for length in 0..<Self.skewedStream.count {
            #expect(throws: ImageDecodingError.self) { try ZlibStream.decompress(Array(Self.skewedStream[..<length]), limit: 1500) }
        }
    }

    @Test func malformedStreamsAreErrors() {
        let hello = TestPNG.bytes(hex: "78dacb48cdc9c957c8402701680308b1")
        var wrongChecksum = hello
        wrongChecksum[wrongChecksum.count - 1] ^= 1
        var reservedBlock = TestPNG.storedZlib([1, 2, 3])
        reservedBlock[2] = 0b111 // final, block type 3
        var badComplement = TestPNG.storedZlib([1, 2, 3])
        badComplement[5] ^= 0xFF
        // A fixed block whose first symbol is a match (length 3, distance 1) with no output before it:
        // bits 1 (final), 10 (fixed, sent as 1 then 0 from the low end), 0000001 (code 257), 00000 (distance code 0).
        let reachBack: [UInt8] = [0x78, 0x01, 0b0000_0011, 0b0000_0010, 0, 0, 0, 0, 0, 0]
        for stream in [wrongChecksum, reservedBlock, badComplement, reachBack, [0x78], [0x79, 0x01], [0x78, 0x20]] {
            #expect(throws: ImageDecodingError.self) { try ZlibStream.decompress(stream, limit: 1000) }
        }
    }
}
