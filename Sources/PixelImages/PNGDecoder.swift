/// Decodes PNG files (W3C PNG specification, 3rd edition) into 8-bit RGBA: every colour type
/// and bit depth, palettes with `tRNS` transparency, the five filters and Adam7 interlacing.
///
/// Every chunk's CRC-32 and the zlib stream's Adler-32 are verified. Sixteen-bit samples are
/// reduced to eight bits by rounding (v × 255 / 65535); samples below eight bits are scaled to
/// the full range (a 1-bit white is 255). Ancillary chunks other than `tRNS` (gamma, colour
/// profiles, text) are skipped: images are drawn as sRGB, as browsers draw untagged PNGs.
/// Anything malformed throws an `ImageDecodingError`; dimensions are checked against
/// `ImageLimits` before any pixel memory is allocated, and the decompressed data may not exceed
/// what the header's dimensions need.
public enum PNGDecoder {
    public static let signature: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]

    public static func decode(_ bytes: [UInt8], limits: ImageLimits = .standard) throws -> PixelImage {
        guard bytes.starts(with: signature) else { throw ImageDecodingError("PNG", "the file does not start with the PNG signature") }
        var offset = signature.count
        var header: PNGHeader?
        var palette: [UInt8] = []
        var transparency: [UInt8]?
        var compressed: [UInt8] = []
        var ended = false
        while !ended {
            guard offset + 12 <= bytes.count else { throw ImageDecodingError("PNG", "the file ends before its IEND chunk") }
            let length = Int(bytes[offset]) << 24 | Int(bytes[offset + 1]) << 16 | Int(bytes[offset + 2]) << 8 | Int(bytes[offset + 3])
            let typeBytes = bytes[(offset + 4)..<(offset + 8)]
            let type = String(decoding: typeBytes.map { (0x41...0x5A).contains($0) || (0x61...0x7A).contains($0) ? $0 : UInt8(ascii: "?") },
                              as: UTF8.self)
            let part = "PNG chunk '\(type)'"
            guard length <= bytes.count - offset - 12 else { throw ImageDecodingError(part, "claims \(length) bytes; the file ends before") }
            let dataStart = offset + 8, dataEnd = offset + 8 + length
            let stored = UInt32(bytes[dataEnd]) << 24 | UInt32(bytes[dataEnd + 1]) << 16 | UInt32(bytes[dataEnd + 2]) << 8 | UInt32(bytes[dataEnd + 3])
            let computed = CRC32.checksum(bytes[(offset + 4)..<dataEnd])
            guard stored == computed else {
                throw ImageDecodingError(part, "CRC-32 \(ZlibStream.hex(computed)) does not match the stored \(ZlibStream.hex(stored))")
            }
            let data = bytes[dataStart..<dataEnd]
            offset = dataEnd + 4
            if header == nil, type != "IHDR" { throw ImageDecodingError(part, "comes before IHDR, which must be first") }
            switch type {
            case "IHDR":
                guard header == nil else { throw ImageDecodingError(part, "appears twice") }
                header = try PNGHeader(data, limits: limits)
            case "PLTE":
                guard data.count % 3 == 0, !data.isEmpty, data.count <= 256 * 3 else {
                    throw ImageDecodingError(part, "is \(data.count) bytes long (a multiple of 3, 1 to 256 entries)")
                }
                palette = Array(data)
            case "tRNS": transparency = Array(data)
            case "IDAT":
                // Never more than the whole file: the file itself is bounded by the caller.
                compressed.append(contentsOf: data)
            case "IEND": ended = true
            default:
                // Bit 5 of the first letter clear: a critical chunk this decoder does not know.
                guard typeBytes.first.map({ $0 & 0x20 != 0 }) ?? true else {
                    throw ImageDecodingError(part, "is a critical chunk this decoder does not know")
                }
            }
        }
        guard let header else { throw ImageDecodingError("PNG", "no IHDR chunk") }
        guard !compressed.isEmpty else { throw ImageDecodingError("PNG", "no IDAT chunk: the image has no pixel data") }
        let data = try ZlibStream.decompress(compressed, limit: header.dataSize)
        guard data.count == header.dataSize else {
            throw ImageDecodingError("PNG", "the image data is \(data.count) bytes, but \(header.width) × \(header.height) pixels need \(header.dataSize)")
        }
        let colors = try PNGPixelExpansion(header: header, palette: palette, transparency: transparency)
        var rgba = [UInt8](repeating: 0, count: header.width * header.height * 4)
        var start = 0
        for pass in header.passes {
            let rowBytes = header.rowBytes(columns: pass.columns)
            let rows = try PNGFilters.unfilter(data[start..<(start + pass.rows * (rowBytes + 1))], rowBytes: rowBytes,
                                               stride: header.filterStride)
            start += pass.rows * (rowBytes + 1)
            try colors.expand(rows, rowBytes: rowBytes, pass: pass, imageWidth: header.width, into: &rgba)
        }
        return PixelImage(width: header.width, height: header.height, rgba: rgba)
    }
}
