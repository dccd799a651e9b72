// libFuzzer target: bytes as a PNG file (chunks and CRCs, IHDR, PLTE, tRNS, zlib and DEFLATE's
// stored, fixed and dynamic blocks, the five filters, Adam7, every colour type and bit depth).
//
// Beyond "no crash, no hang": a decoded image has width × height × 4 bytes and lies within the
// limits, and the same bytes decode to the same image. Dimensions are capped low (256 × 256) so
// a mutated header cannot make an input slow by sheer size; the cap itself is what is tested.
import PixelImages

let limits = ImageLimits(maximumDimension: 256, maximumPixels: 65536)

/// The input with every chunk's CRC-32 recomputed: almost any mutation breaks a CRC, which
/// would stop decoding at the first chunk; repaired, mutations reach the header checks, inflate
/// and the filters. (The unrepaired input is decoded too, so the CRC check itself stays covered.)
func repairingCRCs(_ input: [UInt8]) -> [UInt8] {
    var bytes = input
    var offset = PNGDecoder.signature.count
    while offset + 12 <= bytes.count {
        let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
        guard length <= bytes.count - offset - 12 else { break }
        let crc = CRC32.checksum(bytes[(offset + 4)..<(offset + 8 + length)])
        for index in 0..<4 { bytes[offset + 8 + length + index] = UInt8(truncatingIfNeeded: crc >> (24 - 8 * index)) }
        offset += 12 + length
    }
    return bytes
}

func check(_ bytes: [UInt8]) {
    guard let image = try? PNGDecoder.decode(bytes, limits: limits) else { return }
    precondition(image.width >= 1 && image.height >= 1 && image.width <= 256 && image.height <= 256)
    precondition(image.rgba.count == image.width * image.height * 4)
    precondition((try? PNGDecoder.decode(bytes, limits: limits)) == image)
}

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The zlib layer on its own too: inputs without a PNG around them reach it directly.
    _ = try? ZlibStream.decompress(bytes, limit: 1 << 16)
    check(bytes)
    check(repairingCRCs(bytes))
    return 0
}
