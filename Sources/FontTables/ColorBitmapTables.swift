/// Colour bitmap glyphs (OpenType `CBLC` and `CBDT`, the tables Noto Color Emoji stores its
/// emoji in): for each strike (a set of bitmaps made for one pixels-per-em size), which glyphs it
/// has and where each glyph's PNG image and metrics are.
///
/// The header and strike records are checked when the font is read; a glyph's index subtable
/// and image record are read when the glyph is asked for, and any malformed part makes that
/// glyph read as having no bitmap (never a trap). Index subtable formats 1–5 and image formats
/// 17, 18 and 19 (the PNG formats) are read; other image formats are not colour PNGs and read as
/// no bitmap. Source: OpenType specification, "CBLC — Color Bitmap Location Table" and
/// "CBDT — Color Bitmap Data Table" (they share EBLC/EBDT's index and metrics layouts).
public struct ColorBitmapTables: Sendable {
    struct Strike: Sendable {
        var pixelsPerEm: Int
        /// Offset of the strike's IndexSubTableArray in `CBLC`.
        var arrayOffset: Int
        var subtableCount: Int
    }

    private let location: FontDataReader
    private let data: FontDataReader
    let strikes: [Strike]

    /// Larger images are not colour emoji; they read as no bitmap.
    static let maximumImageBytes = 1 << 20

    init(location: FontDataReader, data: FontDataReader) throws {
        self.location = location
        self.data = data
        let major = try location.uint16(0)
        guard major == 2 || major == 3 else { throw location.error(at: 0, "version \(major) is not a CBLC version (2 or 3)") }
        let count = Int(try location.uint32(4))
        // A BitmapSize record is 48 bytes: four 32-bit fields, two 12-byte line metrics, glyph
        // range, ppemX, ppemY, bit depth, flags.
        try location.requireArray(8, count: count, size: 48)
        strikes = try (0..<count).map { index in
            let record = 8 + index * 48
            let subtableCount = Int(try location.uint32(record + 8))
            let arrayOffset = Int(try location.uint32(record))
            try location.requireArray(arrayOffset, count: subtableCount, size: 8)
            return Strike(pixelsPerEm: Int(try location.uint8(record + 45)), arrayOffset: arrayOffset, subtableCount: subtableCount)
        }
    }

    /// The strike made for the smallest size at or above `pixelsPerEm` (drawn scaled down), else
    /// the largest; nil when the font has no strike.
    func strike(for pixelsPerEm: Double) -> Strike? {
        let sorted = strikes.sorted { $0.pixelsPerEm < $1.pixelsPerEm }
        return sorted.first { Double($0.pixelsPerEm) >= pixelsPerEm } ?? sorted.last
    }

    /// The PNG bitmap of `glyph` in the strike chosen for `pixelsPerEm`, nil when the strike has
    /// none or its records are malformed.
    public func bitmap(of glyph: GlyphID, pixelsPerEm: Double) -> ColorBitmapGlyph? {
        guard let strike = strike(for: pixelsPerEm) else { return nil }
        guard var found = try? bitmap(of: Int(glyph), in: strike) else { return nil }
        found.pixelsPerEm = strike.pixelsPerEm
        return found
    }

    private func bitmap(of glyph: Int, in strike: Strike) throws -> ColorBitmapGlyph? {
        for index in 0..<strike.subtableCount {
            let record = strike.arrayOffset + index * 8
            let first = Int(try location.uint16(record)), last = Int(try location.uint16(record + 2))
            guard (first...max(first, last)).contains(glyph) else { continue }
            let subtable = strike.arrayOffset + Int(try location.uint32(record + 4))
            let indexFormat = try location.uint16(subtable)
            let imageFormat = try location.uint16(subtable + 2)
            let imageData = Int(try location.uint32(subtable + 4))
            let position = glyph - first
            var start = 0, length = 0
            var metricsInIndex: Int? // offset of BigGlyphMetrics in CBLC (formats 2 and 5)
            switch indexFormat {
            case 1, 3:
                let size = indexFormat == 1 ? 4 : 2
                func offset(_ n: Int) throws -> Int {
                    Int(size == 4 ? try location.uint32(subtable + 8 + n * 4) : UInt32(try location.uint16(subtable + 8 + n * 2)))
                }
                let (here, next) = (try offset(position), try offset(position + 1))
                (start, length) = (imageData + here, next - here)
            case 2:
                length = Int(try location.uint32(subtable + 8))
                metricsInIndex = subtable + 12
                start = imageData + length * position
            case 4:
                let count = Int(try location.uint32(subtable + 8))
                try location.requireArray(subtable + 12, count: count + 1, size: 4)
                guard let found = try (0..<count).first(where: { Int(try location.uint16(subtable + 12 + $0 * 4)) == glyph }) else { return nil }
                let here = Int(try location.uint16(subtable + 14 + found * 4)), next = Int(try location.uint16(subtable + 18 + found * 4))
                (start, length) = (imageData + here, next - here)
            case 5:
                length = Int(try location.uint32(subtable + 8))
                metricsInIndex = subtable + 12
                let count = Int(try location.uint32(subtable + 20))
                try location.requireArray(subtable + 24, count: count, size: 2)
                guard let found = try (0..<count).first(where: { Int(try location.uint16(subtable + 24 + $0 * 2)) == glyph }) else { return nil }
                start = imageData + length * found
            default:
                return nil
            }
            guard length > 0, length <= Self.maximumImageBytes else { return nil }
            let image = try FontDataReader(bytes: data.bytes, table: "CBDT", start: data.start + start, count: length)
            _ = try data.slice(start, length) // the record lies inside CBDT
            return try Self.glyph(image, format: imageFormat, metrics: metricsInIndex.map { try location.subReader(at: $0) })
        }
        return nil
    }

    /// Image formats 17 (small metrics), 18 (big metrics) and 19 (metrics in the index), each a
    /// 32-bit length and the PNG.
    private static func glyph(_ image: FontDataReader, format: UInt16, metrics: FontDataReader?) throws -> ColorBitmapGlyph? {
        let metricsReader: FontDataReader, pngOffset: Int
        switch format {
        case 17: (metricsReader, pngOffset) = (image, 5)
        case 18: (metricsReader, pngOffset) = (image, 8)
        case 19:
            guard let metrics else { return nil }
            (metricsReader, pngOffset) = (metrics, 0)
        default: return nil
        }
        // Small and big metrics begin alike: height, width, bearing X, bearing Y, advance.
        let height = Int(try metricsReader.uint8(0)), width = Int(try metricsReader.uint8(1))
        let bearingX = Int(Int8(bitPattern: try metricsReader.uint8(2))), bearingY = Int(Int8(bitPattern: try metricsReader.uint8(3)))
        let advance = Int(try metricsReader.uint8(4))
        let length = Int(try image.uint32(pngOffset))
        return ColorBitmapGlyph(png: Array(try image.slice(pngOffset + 4, length)), width: width, height: height,
                                bearingX: bearingX, bearingY: bearingY, advance: advance, pixelsPerEm: 0)
    }
}

/// One colour bitmap glyph: its PNG and where it sits, in the strike's pixels (y up from the
/// baseline, as OpenType bitmap metrics are).
public struct ColorBitmapGlyph: Sendable, Equatable {
    public var png: [UInt8]
    public var width: Int
    public var height: Int
    /// From the pen position to the bitmap's left edge.
    public var bearingX: Int
    /// From the baseline up to the bitmap's top edge.
    public var bearingY: Int
    public var advance: Int
    /// The size the strike was made for: the bitmap is drawn scaled by point size ÷ this.
    public var pixelsPerEm: Int
}
