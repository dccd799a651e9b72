#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import PixelImages

/// A decoded image ready to be sampled by the rasteriser: premultiplied RGBA in 0…1 (so edges
/// between opaque and transparent pixels interpolate without dark fringes, as browsers filter
/// images), box-filtered down by whole factors when it is drawn much smaller than it is.
struct RasterImage {
    let width: Int
    let height: Int
    /// Premultiplied red, green, blue, alpha per pixel, row by row.
    let pixels: [Float]

    /// `image` averaged over `factorX` × `factorY` blocks (a box filter; the last block of a row
    /// or column averages what remains), so bilinear sampling of the result does not skip pixels.
    init(_ image: PixelImage, factorX: Int, factorY: Int) {
        let fx = max(factorX, 1), fy = max(factorY, 1)
        let width = (image.width + fx - 1) / fx, height = (image.height + fy - 1) / fy
        self.width = width
        self.height = height
        var pixels = [Float](repeating: 0, count: width * height * 4)
        image.rgba.withUnsafeBufferPointer { rgba in
            for y in 0..<height {
                for x in 0..<width {
                    var sum = SIMD4<Float>(repeating: 0)
                    var count: Float = 0
                    for sy in (y * fy)..<min((y + 1) * fy, image.height) {
                        for sx in (x * fx)..<min((x + 1) * fx, image.width) {
                            let index = (sy * image.width + sx) * 4
                            let alpha = Float(rgba[index + 3]) / 255
                            sum += SIMD4(Float(rgba[index]) / 255 * alpha, Float(rgba[index + 1]) / 255 * alpha,
                                         Float(rgba[index + 2]) / 255 * alpha, alpha)
                            count += 1
                        }
                    }
                    let average = sum / max(count, 1)
                    let index = (y * width + x) * 4
                    pixels[index] = average.x
                    pixels[index + 1] = average.y
                    pixels[index + 2] = average.z
                    pixels[index + 3] = average.w
                }
            }
        }
        self.pixels = pixels
    }

    /// The colour at image position (`u`, `v`) in pixels (0 at the left and top edges),
    /// interpolated bilinearly between the four nearest pixel centres, edges extended; straight
    /// alpha, as the canvas paints.
    func sample(_ u: Double, _ v: Double) -> RasterColor {
        let x = min(max(u - 0.5, 0), Double(width - 1)), y = min(max(v - 0.5, 0), Double(height - 1))
        guard x.isFinite, y.isFinite else { return RasterColor(red: 0, green: 0, blue: 0, alpha: 0) }
        let x0 = Int(x), y0 = Int(y)
        let x1 = min(x0 + 1, width - 1), y1 = min(y0 + 1, height - 1)
        let tx = Float(x - Double(x0)), ty = Float(y - Double(y0))
        func texel(_ column: Int, _ row: Int) -> SIMD4<Float> {
            let index = (row * width + column) * 4
            return SIMD4(pixels[index], pixels[index + 1], pixels[index + 2], pixels[index + 3])
        }
        let top = texel(x0, y0) * (1 - tx) + texel(x1, y0) * tx
        let bottom = texel(x0, y1) * (1 - tx) + texel(x1, y1) * tx
        let value = top * (1 - ty) + bottom * ty
        guard value.w > 0 else { return RasterColor(red: 0, green: 0, blue: 0, alpha: 0) }
        return RasterColor(red: min(value.x / value.w, 1), green: min(value.y / value.w, 1), blue: min(value.z / value.w, 1),
                           alpha: min(value.w, 1))
    }

    /// The pixels of a `data:image/png;base64,…` or `data:image/jpeg;base64,…` URL (what
    /// `ImageFile.dataURL` writes), nil for anything else or an image that does not decode (the
    /// caller draws a placeholder).
    static func decode(dataURL: String) -> PixelImage? {
        for prefix in ["data:image/png;base64,", "data:image/jpeg;base64,"] where dataURL.hasPrefix(prefix) {
            guard let data = Data(base64Encoded: String(dataURL.dropFirst(prefix.count))) else { return nil }
            return try? ImageDecoder.decode([UInt8](data))
        }
        return nil
    }
}
