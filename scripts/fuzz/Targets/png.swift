// libFuzzer target: bytes as a PNG file (chunks and CRCs, IHDR, PLTE, tRNS, zlib and DEFLATE's
// stored, fixed and dynamic blocks, the five filters, Adam7, every colour type and bit depth).
//
// Beyond "no crash, no hang": a decoded image has width × height × 4 bytes and lies within the
// limits, and the same bytes decode to the same image. Dimensions are capped low (256 × 256) so
// a mutated header cannot make an input slow by sheer size; the cap itself is what is tested.
import PixelImages

let limits = ImageLimits(maximumDimension: 256, maximumPixels: 65536)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzPNG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    // The zlib layer on its own too: inputs without a PNG around them reach it directly.
    _ = try? ZlibStream.decompress(bytes, limit: 1 << 16)
    guard let image = try? PNGDecoder.decode(bytes, limits: limits) else { return 0 }
    precondition(image.width >= 1 && image.height >= 1 && image.width <= 256 && image.height <= 256)
    precondition(image.rgba.count == image.width * image.height * 4)
    precondition((try? PNGDecoder.decode(bytes, limits: limits)) == image)
    return 0
}
