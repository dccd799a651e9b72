/// Turns unfiltered PNG samples into 8-bit RGBA (W3C PNG specification §7.1, §11.3.2.1): grey
/// to equal red, green and blue; palette indices through PLTE, with `tRNS` alphas for the first
/// entries (the rest opaque); for grey and truecolour images without alpha, `tRNS` names one
/// colour (compared at the image's full bit depth) that is fully transparent.
struct PNGPixelExpansion {
    let header: PNGHeader
    /// Palette entries as RGBA.
    private var paletteRGBA: [UInt8] = []
    /// The transparent grey or red, green, blue samples, at the image's bit depth.
    private var transparentSample: [Int]?

    init(header: PNGHeader, palette: [UInt8], transparency: [UInt8]?) throws {
        self.header = header
        let part = "PNG chunk 'tRNS'"
        switch header.colorType {
        case .indexed:
            guard !palette.isEmpty else { throw ImageDecodingError("PNG", "an indexed-colour image without a PLTE chunk") }
            let entries = palette.count / 3
            guard entries <= 1 << header.bitDepth else {
                throw ImageDecodingError("PNG chunk 'PLTE'", "has \(entries) entries, more than \(header.bitDepth)-bit indices reach")
            }
            let alphas = transparency ?? []
            guard alphas.count <= entries else { throw ImageDecodingError(part, "has \(alphas.count) alphas for \(entries) palette entries") }
            for entry in 0..<entries {
                paletteRGBA += palette[(entry * 3)..<(entry * 3 + 3)]
                paletteRGBA.append(entry < alphas.count ? alphas[entry] : 255)
            }
        case .grayscale, .truecolor:
            guard let transparency else { break }
            let samples = header.colorType == .grayscale ? 1 : 3
            guard transparency.count == samples * 2 else { throw ImageDecodingError(part, "is \(transparency.count) bytes, not \(samples * 2)") }
            transparentSample = (0..<samples).map { Int(transparency[$0 * 2]) << 8 | Int(transparency[$0 * 2 + 1]) }
        case .grayscaleAlpha, .truecolorAlpha:
            guard transparency == nil else { throw ImageDecodingError(part, "in an image that has an alpha channel") }
        }
    }

    /// Writes the pixels of one pass's rows to their places in the full image.
    func expand(_ rows: [UInt8], rowBytes: Int, pass: (x: Int, y: Int, dx: Int, dy: Int, columns: Int, rows: Int),
                imageWidth: Int, into rgba: inout [UInt8]) throws {
        let depth = header.bitDepth
        let channels = header.colorType.channels
        let maximum = (1 << depth) - 1
        for row in 0..<pass.rows {
            let rowStart = row * rowBytes
            // The sample at index `n` of the row (samples packed most significant bits first).
            func sample(_ n: Int) -> Int {
                switch depth {
                case 8: return Int(rows[rowStart + n])
                case 16: return Int(rows[rowStart + 2 * n]) << 8 | Int(rows[rowStart + 2 * n + 1])
                default:
                    let bit = n * depth
                    return Int(rows[rowStart + bit / 8]) >> (8 - depth - bit % 8) & maximum
                }
            }
            func byte(_ value: Int) -> UInt8 {
                depth == 16 ? UInt8((value * 255 + 32767) / 65535) : depth == 8 ? UInt8(value) : UInt8(value * 255 / maximum)
            }
            for column in 0..<pass.columns {
                let target = ((pass.y + row * pass.dy) * imageWidth + pass.x + column * pass.dx) * 4
                let first = column * channels
                var pixel: (UInt8, UInt8, UInt8, UInt8)
                switch header.colorType {
                case .indexed:
                    let index = sample(first)
                    guard index * 4 < paletteRGBA.count else {
                        throw ImageDecodingError("PNG", "pixel index \(index) is past the \(paletteRGBA.count / 4)-entry palette")
                    }
                    pixel = (paletteRGBA[index * 4], paletteRGBA[index * 4 + 1], paletteRGBA[index * 4 + 2], paletteRGBA[index * 4 + 3])
                case .grayscale:
                    let grey = sample(first)
                    let value = byte(grey)
                    pixel = (value, value, value, transparentSample == [grey] ? 0 : 255)
                case .grayscaleAlpha:
                    let value = byte(sample(first))
                    pixel = (value, value, value, byte(sample(first + 1)))
                case .truecolor:
                    let (r, g, b) = (sample(first), sample(first + 1), sample(first + 2))
                    pixel = (byte(r), byte(g), byte(b), transparentSample == [r, g, b] ? 0 : 255)
                case .truecolorAlpha:
                    pixel = (byte(sample(first)), byte(sample(first + 1)), byte(sample(first + 2)), byte(sample(first + 3)))
                }
                rgba[target] = pixel.0
                rgba[target + 1] = pixel.1
                rgba[target + 2] = pixel.2
                rgba[target + 3] = pixel.3
            }
        }
    }
}
