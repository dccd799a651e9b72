import Testing
@testable import AppResources
import TestSupport

/// Sizes read from the header fields each format defines (see `ImageBytes` for the layouts).
@Suite("Image headers")
struct ImageHeaderTests {
    @Test("PNG size is IHDR width and height")
    func png() {
        #expect(ImageHeader.size(of: ImageBytes.png(width: 120, height: 45))! == (120, 45))
    }

    @Test("JPEG size comes from the first start-of-frame after other segments")
    func jpeg() {
        #expect(ImageHeader.size(of: ImageBytes.jpeg(width: 640, height: 480))! == (640, 480))
    }

    @Test("GIF size is the little-endian logical screen size")
    func gif() {
        // 300 = 0x012C is written 2C 01; 5 as 05 00.
        #expect(ImageHeader.size(of: ImageBytes.gif(width: 300, height: 5))! == (300, 5))
    }

    @Test("HEIC size is the ispe property")
    func heic() {
        #expect(ImageHeader.size(of: ImageBytes.heic(width: 4032, height: 3024))! == (4032, 3024))
    }

    /// A WebP file: "RIFF", a size, "WEBP", then one chunk (RFC 9649 §2.7), padded so the
    /// reader's 30-byte minimum is met.
    static func webp(_ chunk: String, _ data: [UInt8]) -> [UInt8] {
        Array("RIFF".utf8) + [0, 0, 0, 0] + Array("WEBP".utf8) + Array(chunk.utf8) + [UInt8(data.count), 0, 0, 0]
            + data + [UInt8](repeating: 0, count: 16)
    }

    @Test("WebP size comes from its VP8, VP8L or VP8X chunk, whatever the file's extension")
    func webp() {
        // VP8: frame tag (3 bytes), start code 9D 01 2A, then 300 = 0x012C → 2C 01 and 5 → 05 00.
        #expect(ImageHeader.size(of: Self.webp("VP8 ", [0, 0, 0, 0x9D, 0x01, 0x2A, 0x2C, 0x01, 0x05, 0x00]))! == (300, 5))
        // VP8L: signature 2F, then width − 1 = 99 in bits 0–13 and height − 1 = 1 in bits 14–27:
        // 99 + 1 × 2^14 = 16483 = 0x4063 → 63 40 00 00; 100 × 2.
        #expect(ImageHeader.size(of: Self.webp("VP8L", [0x2F, 0x63, 0x40, 0x00, 0x00]))! == (100, 2))
        // VP8X: flags and reserved (4 bytes), then 800 − 1 = 0x00031F → 1F 03 00, 600 − 1 = 0x000257 → 57 02 00.
        #expect(ImageHeader.size(of: Self.webp("VP8X", [0x10, 0, 0, 0, 0x1F, 0x03, 0x00, 0x57, 0x02, 0x00]))! == (800, 600))
        // A VP8 chunk without its start code is not read.
        #expect(ImageHeader.size(of: Self.webp("VP8 ", [0, 0, 0, 0, 0, 0, 0x2C, 0x01, 0x05, 0x00])) == nil)
    }

    @Test("PDF size is the MediaBox in points, from any origin")
    func pdf() {
        #expect(ImageHeader.size(of: ImageBytes.pdf(mediaBox: "0 0 24 32"))! == (24, 32))
        // [10 20 34 52]: 34 − 10 = 24 wide, 52 − 20 = 32 high.
        #expect(ImageHeader.size(of: ImageBytes.pdf(mediaBox: "10 20 34 52"))! == (24, 32))
    }

    @Test("SVG size is width and height, else the viewBox; units convert by CSS")
    func svg() {
        #expect(ImageHeader.size(of: ImageBytes.svg(#"width="40" height="20""#))! == (40, 20))
        #expect(ImageHeader.size(of: ImageBytes.svg(#"width="40px" height="20px" viewBox="0 0 4 2""#))! == (40, 20))
        #expect(ImageHeader.size(of: ImageBytes.svg(#"viewBox="0 0 24 18""#))! == (24, 18))
        #expect(ImageHeader.size(of: ImageBytes.svg(#"width="100%" height="100%" viewBox="0 0 24 18""#))! == (24, 18))
        // 72pt = 1in = 96px (CSS Values 4).
        #expect(ImageHeader.size(of: ImageBytes.svg(#"width="72pt" height="36pt""#))! == (96, 48))
    }

    @Test("Truncated or zero-sized headers give no size")
    func truncated() {
        #expect(ImageHeader.size(of: Array(ImageBytes.png(width: 10, height: 10).prefix(20))) == nil)
        #expect(ImageHeader.size(of: ImageBytes.png(width: 0, height: 10)) == nil)
        #expect(ImageHeader.size(of: Array(ImageBytes.jpeg(width: 10, height: 10).prefix(12))) == nil)
        #expect(ImageHeader.size(of: ImageBytes.pdf(mediaBox: "0 0 nan 3")) == nil)
        #expect(ImageHeader.size(of: []) == nil)
    }
}
