import Testing
@testable import PixelImages

/// PNG decoding of each colour type, bit depth, filter and interlacing, with pixels the test
/// writes out and expected values from the specification's rules (W3C PNG, 3rd edition).
@Suite struct PNGDecoderTests {
    @Test func truecolourWithAlphaIsReadAsItIsStored() throws {
        let png = TestPNG.file(width: 2, height: 1, bitDepth: 8, colorType: 6, filteredRows: [0, 255, 0, 0, 255, 0, 0, 255, 128])
        let image = try PNGDecoder.decode(png)
        #expect(image.width == 2 && image.height == 1)
        #expect(image.rgba == [255, 0, 0, 255, 0, 0, 255, 128])
    }

    @Test func lowBitDepthGreyIsScaledToTheFullRange() throws {
        // 1-bit grey, 10 pixels: 1011001110 then two padding bits; 1 → 255 (1 × 255 / 1).
        let png = TestPNG.file(width: 10, height: 1, bitDepth: 1, colorType: 0, filteredRows: [0, 0b1011_0011, 0b1000_0000])
        let image = try PNGDecoder.decode(png)
        let greys = stride(from: 0, to: image.rgba.count, by: 4).map { image.rgba[$0] }
        #expect(greys == [255, 0, 255, 255, 0, 0, 255, 255, 255, 0])
        #expect(stride(from: 3, to: image.rgba.count, by: 4).allSatisfy { image.rgba[$0] == 255 })
        // 2-bit grey: sample 1 → 85 (1 × 255 / 3), 2 → 170.
        let twoBit = try PNGDecoder.decode(TestPNG.file(width: 4, height: 1, bitDepth: 2, colorType: 0, filteredRows: [0, 0b0001_1011]))
        #expect(stride(from: 0, to: 16, by: 4).map { twoBit.rgba[$0] } == [0, 85, 170, 255])
    }

    @Test func paletteIndicesTakeColoursAndTransparencyFromPLTEAndTRNS() throws {
        // 2-bit indices 0 1 2 0; tRNS gives entry 0 alpha 0 and entry 1 alpha 128; entry 2 has none (opaque).
        let png = TestPNG.file(width: 4, height: 1, bitDepth: 2, colorType: 3, filteredRows: [0, 0b0001_1000],
                               extraChunks: [("PLTE", [10, 20, 30, 40, 50, 60, 70, 80, 90]), ("tRNS", [0, 128])])
        let image = try PNGDecoder.decode(png)
        #expect(image.rgba == [10, 20, 30, 0, 40, 50, 60, 128, 70, 80, 90, 255, 10, 20, 30, 0])
    }

    @Test func sixteenBitSamplesRoundToEightAndTRNSComparesAllSixteen() throws {
        // Red 0x8080 → 0x8080 × 255 / 65535 = 128.0 exactly (0x8080 = 128 × 257); 0x00FF → 0.99… → 1.
        // tRNS names (0x0000, 0x0000, 0x0001): only the second pixel matches it.
        let rows: [UInt8] = [0, 0x80, 0x80, 0x00, 0xFF, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00, 0x01]
        let png = TestPNG.file(width: 2, height: 1, bitDepth: 16, colorType: 2, filteredRows: rows,
                               extraChunks: [("tRNS", [0, 0, 0, 0, 0, 1])])
        let image = try PNGDecoder.decode(png)
        #expect(image.rgba == [128, 1, 0, 255, 0, 0, 0, 0])
    }

    @Test func greyWithAlphaRepeatsTheGrey() throws {
        let image = try PNGDecoder.decode(TestPNG.file(width: 1, height: 1, bitDepth: 8, colorType: 4, filteredRows: [0, 77, 200]))
        #expect(image.rgba == [77, 77, 77, 200])
    }

    /// The raw rows of a 3×3 RGB image with every byte different, filtered by `type` as the
    /// specification's §9.2 table defines the filter (the encoder's direction).
    static func filtered(_ raw: [[Int]], type: UInt8) -> [UInt8] {
        var output: [UInt8] = []
        for (r, row) in raw.enumerated() {
            output.append(type)
            for (i, x) in row.enumerated() {
                let a = i >= 3 ? row[i - 3] : 0, b = r > 0 ? raw[r - 1][i] : 0, c = r > 0 && i >= 3 ? raw[r - 1][i - 3] : 0
                let prediction: Int
                switch type {
                case 1: prediction = a
                case 2: prediction = b
                case 3: prediction = (a + b) / 2
                case 4:
                    let p = a + b - c, pa = abs(p - a), pb = abs(p - b), pc = abs(p - c)
                    prediction = pa <= pb && pa <= pc ? a : pb <= pc ? b : c
                default: prediction = 0
                }
                output.append(UInt8((x - prediction) & 0xFF))
            }
        }
        return output
    }

    @Test(arguments: [UInt8(0), 1, 2, 3, 4])
    func eachFilterReconstructsTheRows(type: UInt8) throws {
        let raw = (0..<3).map { r in (0..<9).map { i in (r * 97 + i * 41 + i * i * 13) % 256 } }
        let image = try PNGDecoder.decode(TestPNG.file(width: 3, height: 3, bitDepth: 8, colorType: 2, filteredRows: Self.filtered(raw, type: type)))
        let rgb = stride(from: 0, to: image.rgba.count, by: 4).flatMap { image.rgba[$0..<($0 + 3)].map(Int.init) }
        #expect(rgb == raw.flatMap { $0 })
    }

    @Test func adam7InterlacingPutsEachPassWhereTheSpecificationSays() throws {
        // §8.2's pattern: the pass (1–7) of each pixel in every 8×8 tile.
        let pattern = ["16462646", "77777777", "56565656", "77777777", "36463646", "77777777", "56565656", "77777777"]
            .map { $0.map { Int(String($0))! } }
        let (width, height) = (10, 9)
        func grey(_ x: Int, _ y: Int) -> UInt8 { UInt8(y * width + x) }
        var rows: [UInt8] = []
        for pass in 1...7 {
            // The pixels of this pass in reading order; their rows are those having any.
            let members = (0..<height).map { y in (0..<width).filter { x in pattern[y % 8][x % 8] == pass }.map { x in grey(x, y) } }
            for row in members where !row.isEmpty { rows += [0] + row }
        }
        let image = try PNGDecoder.decode(TestPNG.file(width: width, height: height, bitDepth: 8, colorType: 0, interlaced: true, filteredRows: rows))
        #expect(stride(from: 0, to: image.rgba.count, by: 4).map { image.rgba[$0] } == (0..<(width * height)).map { UInt8($0) })
    }

    @Test func malformedFilesAreErrorsNamingWhatIsWrong() throws {
        let good = TestPNG.file(width: 1, height: 1, bitDepth: 8, colorType: 0, filteredRows: [0, 9])
        var badCRC = good
        badCRC[29] ^= 1 // inside IHDR's CRC (8 signature + 8 + 13 bytes in)
        let bad: [(String, [UInt8])] = [
            ("CRC", badCRC),
            ("signature", Array(good.dropFirst())),
            ("truncated", Array(good.dropLast(13))),
            ("depth", TestPNG.file(width: 1, height: 1, bitDepth: 3, colorType: 2, filteredRows: [0, 1, 2, 3])),
            ("filter", TestPNG.file(width: 1, height: 1, bitDepth: 8, colorType: 0, filteredRows: [5, 9])),
            ("too little data", TestPNG.file(width: 2, height: 2, bitDepth: 8, colorType: 0, filteredRows: [0, 9, 9])),
            ("too much data", TestPNG.file(width: 1, height: 1, bitDepth: 8, colorType: 0, filteredRows: [0, 9, 0, 9])),
            ("no palette", TestPNG.file(width: 1, height: 1, bitDepth: 8, colorType: 3, filteredRows: [0, 0])),
            ("index past palette", TestPNG.file(width: 1, height: 1, bitDepth: 8, colorType: 3, filteredRows: [0, 1],
                                                extraChunks: [("PLTE", [1, 2, 3])])),
            ("unknown critical chunk", TestPNG.file(width: 1, height: 1, bitDepth: 8, colorType: 0, filteredRows: [0, 9],
                                                    extraChunks: [("ZZZZ", [])])),
            ("huge", TestPNG.file(width: 100_000, height: 100_000, bitDepth: 8, colorType: 6, filteredRows: [0])),
            ("empty", TestPNG.file(width: 0, height: 1, bitDepth: 8, colorType: 6, filteredRows: [0])),
        ]
        for (what, bytes) in bad {
            #expect(throws: ImageDecodingError.self, "\(what)") { try PNGDecoder.decode(bytes) }
        }
        #expect(throws: Never.self) { try PNGDecoder.decode(good) }
        // Ancillary chunks (lower-case first letter) are skipped.
        #expect(try PNGDecoder.decode(TestPNG.file(width: 1, height: 1, bitDepth: 8, colorType: 0, filteredRows: [0, 9],
                                                   extraChunks: [("tEXt", Array("a\0b".utf8))])).rgba == [9, 9, 9, 255])
    }

    @Test func everyTruncationAndEveryFlippedByteIsAnErrorOrAnImageNeverATrap() {
        let png = TestPNG.file(width: 3, height: 3, bitDepth: 8, colorType: 2,
                               filteredRows: Self.filtered((0..<3).map { r in (0..<9).map { ($0 * 7 + r) % 256 } }, type: 4))
        for length in 0..<png.count { _ = try? PNGDecoder.decode(Array(png[..<length])) }
        for index in png.indices {
            var mutated = png
            mutated[index] ^= 0xA5
            _ = try? PNGDecoder.decode(mutated)
        }
    }
}
