/// Turns a frame's decoded sample planes into RGBA: chroma planes sampled at lower resolution
/// are interpolated back up, then the components are converted to RGB.
///
/// Upsampling is bilinear between the nearest sample centres (edges extended): for the usual
/// 2× chroma this is the ¾/¼ triangle filter libjpeg's default "fancy upsampling" applies
/// (jdsample.c), so pixels agree with libjpeg-based decoders to within rounding.
///
/// Colour: three components are YCbCr as JFIF 1.02 defines it (R = Y + 1.402(Cr − 128),
/// G = Y − 0.344136(Cb − 128) − 0.714136(Cr − 128), B = Y + 1.772(Cb − 128)), except when an
/// Adobe APP14 segment says transform 0 (then they are RGB already); one component is grey;
/// four are Adobe CMYK (transform 0) or YCCK (transform 2), stored inverted as Photoshop writes
/// them, and are converted naively (R = C × K / 255…) since no colour profile is applied.
enum JPEGColorConversion {
    struct Plane {
        let samples: [UInt8]
        let stride: Int
        /// Sampling factors relative to the largest: this plane has `horizontal / maximumHorizontal` of the image's columns.
        let horizontal: Int
        let vertical: Int
        let width: Int
        let height: Int
    }

    static func rgba(planes: [Plane], width: Int, height: Int, maximumHorizontal: Int, maximumVertical: Int,
                     adobeTransform: Int?) -> [UInt8] {
        var rgba = [UInt8](repeating: 255, count: width * height * 4)
        // Each plane upsampled to full size, one row at a time.
        var rows = [[UInt8]](repeating: [UInt8](repeating: 0, count: width), count: planes.count)
        for y in 0..<height {
            for (index, plane) in planes.enumerated() {
                upsampleRow(plane, y: y, width: width, maximumHorizontal: maximumHorizontal, maximumVertical: maximumVertical,
                            into: &rows[index])
            }
            for x in 0..<width {
                let out = (y * width + x) * 4
                switch planes.count {
                case 1:
                    rgba[out] = rows[0][x]; rgba[out + 1] = rows[0][x]; rgba[out + 2] = rows[0][x]
                case 3 where adobeTransform == 0:
                    rgba[out] = rows[0][x]; rgba[out + 1] = rows[1][x]; rgba[out + 2] = rows[2][x]
                case 3:
                    let (r, g, b) = fromYCbCr(rows[0][x], rows[1][x], rows[2][x])
                    rgba[out] = r; rgba[out + 1] = g; rgba[out + 2] = b
                default:
                    var (c, m, yellow) = (rows[0][x], rows[1][x], rows[2][x])
                    if adobeTransform == 2 { (c, m, yellow) = fromYCbCr(c, m, yellow) }
                    let k = Int(rows[3][x])
                    rgba[out] = UInt8(Int(c) * k / 255); rgba[out + 1] = UInt8(Int(m) * k / 255)
                    rgba[out + 2] = UInt8(Int(yellow) * k / 255)
                }
            }
        }
        return rgba
    }

    static func fromYCbCr(_ y: UInt8, _ cb: UInt8, _ cr: UInt8) -> (UInt8, UInt8, UInt8) {
        let luma = Double(y), blue = Double(cb) - 128, red = Double(cr) - 128
        return (clamp(luma + 1.402 * red), clamp(luma - 0.344136 * blue - 0.714136 * red), clamp(luma + 1.772 * blue))
    }

    private static func clamp(_ value: Double) -> UInt8 {
        let rounded = value.rounded()
        return rounded <= 0 ? 0 : rounded >= 255 ? 255 : UInt8(rounded)
    }

    private static func upsampleRow(_ plane: Plane, y: Int, width: Int, maximumHorizontal: Int, maximumVertical: Int,
                                    into row: inout [UInt8]) {
        if plane.horizontal == maximumHorizontal, plane.vertical == maximumVertical {
            let start = y * plane.stride
            for x in 0..<width { row[x] = plane.samples[start + x] }
            return
        }
        // Sample-space position of this pixel's centre: (y + ½) × v / vmax − ½.
        let sy = (Double(y) + 0.5) * Double(plane.vertical) / Double(maximumVertical) - 0.5
        let y0 = min(max(Int(sy.rounded(.down)), 0), plane.height - 1), y1 = min(max(Int(sy.rounded(.down)) + 1, 0), plane.height - 1)
        let ty = min(max(sy - sy.rounded(.down), 0), 1)
        let horizontalScale = Double(plane.horizontal) / Double(maximumHorizontal)
        for x in 0..<width {
            let sx = (Double(x) + 0.5) * horizontalScale - 0.5
            let floorX = Int(sx.rounded(.down))
            let x0 = min(max(floorX, 0), plane.width - 1), x1 = min(max(floorX + 1, 0), plane.width - 1)
            let tx = sx - Double(floorX)
            let top = Double(plane.samples[y0 * plane.stride + x0]) * (1 - tx) + Double(plane.samples[y0 * plane.stride + x1]) * tx
            let bottom = Double(plane.samples[y1 * plane.stride + x0]) * (1 - tx) + Double(plane.samples[y1 * plane.stride + x1]) * tx
            row[x] = clamp(top * (1 - ty) + bottom * ty)
        }
    }
}
