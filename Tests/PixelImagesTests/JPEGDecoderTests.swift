import Testing
@testable import PixelImages

/// JPEG decoding (ITU-T T.81) of files made by libjpeg-turbo's `cjpeg` from a known image
/// (`TestJPEG`): decoded pixels are compared with the source image, away from the quadrant
/// edges where lossy compression smears colour. At quality 90 a flat area comes back within a
/// few levels; 16 levels is the tolerance, far below the 180-level gaps between the quadrants,
/// so a wrong sampling factor, component order or colour transform fails.
@Suite struct JPEGDecoderTests {
    static let tolerance = 16

    /// Every pixel at least 3 pixels from a quadrant edge (4:2:0 chroma blocks span 16 pixels,
    /// so the smear reaches further than in 4:4:4; 3 pixels keeps a core of every quadrant).
    static func expectQuadrants(_ image: PixelImage, grey: Bool = false) {
        #expect(image.width == 21 && image.height == 19)
        var checked = 0
        for y in 0..<image.height where abs(2 * y - 17) > 6 {
            for x in 0..<image.width where abs(2 * x - 19) > 6 {
                var (r, g, b) = TestJPEG.quadrantColor(x: x, y: y)
                if grey {
                    // JFIF luma: Y = 0.299 R + 0.587 G + 0.114 B.
                    let luma = Int((0.299 * Double(r) + 0.587 * Double(g) + 0.114 * Double(b)).rounded())
                    (r, g, b) = (luma, luma, luma)
                }
                let index = (y * image.width + x) * 4
                let actual = (Int(image.rgba[index]), Int(image.rgba[index + 1]), Int(image.rgba[index + 2]))
                #expect(abs(actual.0 - r) <= tolerance && abs(actual.1 - g) <= tolerance && abs(actual.2 - b) <= tolerance,
                        "pixel (\(x), \(y)) is \(actual), the source \((r, g, b))")
                #expect(image.rgba[index + 3] == 255)
                checked += 1
            }
        }
        #expect(checked > 100)
    }

    @Test func baselineWithQuarterResolutionChromaDecodesToTheSourceColours() throws {
        Self.expectQuadrants(try JPEGDecoder.decode(TestJPEG.baseline420))
    }

    @Test func restartMarkersAfterEveryMCUResetThePredictors() throws {
        Self.expectQuadrants(try JPEGDecoder.decode(TestJPEG.baseline422WithRestarts))
    }

    @Test func progressiveScansRefineToTheSourceColours() throws {
        Self.expectQuadrants(try JPEGDecoder.decode(TestJPEG.progressive444))
        Self.expectQuadrants(try JPEGDecoder.decode(TestJPEG.progressive420WithRestarts))
    }

    @Test func oneComponentIsGrey() throws {
        Self.expectQuadrants(try JPEGDecoder.decode(TestJPEG.grey), grey: true)
    }

    @Test func imageDecoderTellsJPEGFromPNGBySignature() throws {
        #expect(try ImageDecoder.decode(TestJPEG.grey) == (try JPEGDecoder.decode(TestJPEG.grey)))
        #expect(throws: ImageDecodingError.self) { try ImageDecoder.decode([0x47, 0x49, 0x46, 0x38]) }
    }

    @Test func aTruncatedScanKeepsWhatItDecoded() throws {
        // The scan's data (about 210 bytes) cut in half: the top-left red MCU is decoded; the
        // blocks after the end keep zero coefficients, as libjpeg leaves them: level 0 + 128
        // (T.81's level shift) in every component, so Y = Cb = Cr = 128, grey (128, 128, 128).
        let cut = Array(TestJPEG.baseline420.prefix(TestJPEG.baseline420.count - 100))
        let image = try JPEGDecoder.decode(cut)
        #expect(image.width == 21)
        #expect(abs(Int(image.rgba[0]) - 220) <= Self.tolerance && abs(Int(image.rgba[1]) - 30) <= Self.tolerance)
        let last = image.rgba.count - 4
        #expect(Array(image.rgba[last..<(last + 3)]) == [128, 128, 128])
    }

    @Test func unsupportedAndMalformedFilesThrowInsteadOfTrapping() {
        #expect(throws: ImageDecodingError.self) { try JPEGDecoder.decode([0xFF, 0xD9]) }
        #expect(throws: ImageDecodingError.self) { try JPEGDecoder.decode(Array(TestJPEG.grey.prefix(2))) }
        // The frame header's marker turned into SOF9 (arithmetic coding).
        var arithmetic = TestJPEG.grey
        if let sof = (0..<(arithmetic.count - 1)).first(where: { arithmetic[$0] == 0xFF && arithmetic[$0 + 1] == 0xC0 }) {
            arithmetic[sof + 1] = 0xC9
        }
        #expect(throws: ImageDecodingError.self) { try JPEGDecoder.decode(arithmetic) }
        // Larger than the limits allow: refused before coefficient memory is allocated.
        #expect(throws: ImageDecodingError.self) {
            try JPEGDecoder.decode(TestJPEG.grey, limits: ImageLimits(maximumDimension: 16, maximumPixels: 256))
        }
    }

    @Test func mutatedFilesEitherDecodeConsistentlyOrThrow() {
        // A fixed linear congruential sequence (Knuth's MMIX constants) drives byte changes.
        var state: UInt64 = 1
        func next() -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int(state >> 33)
        }
        let limits = ImageLimits(maximumDimension: 256, maximumPixels: 65536)
        for original in [TestJPEG.baseline420, TestJPEG.progressive420WithRestarts] {
            for _ in 0..<300 {
                var bytes = original
                for _ in 0...(next() % 4) { bytes[next() % bytes.count] = UInt8(truncatingIfNeeded: next()) }
                if let image = try? JPEGDecoder.decode(bytes, limits: limits) {
                    #expect(image.rgba.count == image.width * image.height * 4 && image.width <= 256 && image.height <= 256)
                }
            }
        }
    }
}
