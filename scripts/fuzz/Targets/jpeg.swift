// libFuzzer target: bytes as a JPEG file (markers and segments, DQT, DHT, SOF0/1/2, DRI,
// Adobe APP14, SOS headers, sequential and the four progressive scan kinds, restart markers,
// the inverse DCT, chroma upsampling and colour conversion).
//
// Beyond "no crash, no hang": a decoded image has width × height × 4 bytes and lies within the
// limits, and the same bytes decode to the same image. Dimensions are capped low (256 × 256) so
// a mutated header cannot make an input slow by sheer size; the cap itself is what is tested.
import PixelImages

let limits = ImageLimits(maximumDimension: 256, maximumPixels: 65536)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzJPEG(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    guard let image = try? JPEGDecoder.decode(bytes, limits: limits) else { return 0 }
    precondition(image.width >= 1 && image.height >= 1 && image.width <= 256 && image.height <= 256)
    precondition(image.rgba.count == image.width * image.height * 4)
    precondition((try? JPEGDecoder.decode(bytes, limits: limits)) == image)
    return 0
}
