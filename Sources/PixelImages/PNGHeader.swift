/// A PNG's IHDR chunk (W3C PNG specification, 3rd edition, §11.2.1): dimensions, bit depth,
/// colour type and interlace method, checked against the combinations the format allows.
struct PNGHeader {
    enum ColorType: Int {
        case grayscale = 0, truecolor = 2, indexed = 3, grayscaleAlpha = 4, truecolorAlpha = 6

        var channels: Int {
            switch self {
            case .grayscale, .indexed: 1
            case .grayscaleAlpha: 2
            case .truecolor: 3
            case .truecolorAlpha: 4
            }
        }

        var allowedDepths: [Int] {
            switch self {
            case .grayscale: [1, 2, 4, 8, 16]
            case .indexed: [1, 2, 4, 8]
            case .truecolor, .grayscaleAlpha, .truecolorAlpha: [8, 16]
            }
        }
    }

    let width: Int
    let height: Int
    let bitDepth: Int
    let colorType: ColorType
    let interlaced: Bool

    init(_ data: ArraySlice<UInt8>, limits: ImageLimits) throws {
        let part = "PNG chunk 'IHDR'"
        guard data.count == 13 else { throw ImageDecodingError(part, "is \(data.count) bytes long, not 13") }
        let bytes = Array(data)
        func uint32(_ at: Int) -> Int { Int(bytes[at]) << 24 | Int(bytes[at + 1]) << 16 | Int(bytes[at + 2]) << 8 | Int(bytes[at + 3]) }
        width = uint32(0)
        height = uint32(4)
        try limits.check(width: width, height: height, part: part)
        bitDepth = Int(bytes[8])
        guard let colorType = ColorType(rawValue: Int(bytes[9])) else {
            throw ImageDecodingError(part, "colour type \(bytes[9]) does not exist (0, 2, 3, 4 or 6)")
        }
        self.colorType = colorType
        guard colorType.allowedDepths.contains(bitDepth) else {
            throw ImageDecodingError(part, "bit depth \(bitDepth) is not allowed for colour type \(colorType.rawValue)")
        }
        guard bytes[10] == 0, bytes[11] == 0 else {
            throw ImageDecodingError(part, "compression method \(bytes[10]) or filter method \(bytes[11]) is not 0")
        }
        guard bytes[12] <= 1 else { throw ImageDecodingError(part, "interlace method \(bytes[12]) is not 0 or 1") }
        interlaced = bytes[12] == 1
    }

    /// Bytes per complete pixel, at least one (the filters' left neighbour distance, §7.3).
    var filterStride: Int { max(1, colorType.channels * bitDepth / 8) }

    /// Bytes of one row of `columns` pixels, without the filter byte.
    func rowBytes(columns: Int) -> Int { (columns * colorType.channels * bitDepth + 7) / 8 }

    /// The seven Adam7 passes (§8.2): first column and row, column and row steps.
    static let adam7 = [(0, 0, 8, 8), (4, 0, 8, 8), (0, 4, 4, 8), (2, 0, 4, 4), (0, 2, 2, 4), (1, 0, 2, 2), (0, 1, 1, 2)]

    /// The reduced images stored one after the other: the whole image, or the seven passes
    /// (empty ones left out, as they take no bytes).
    var passes: [(x: Int, y: Int, dx: Int, dy: Int, columns: Int, rows: Int)] {
        guard interlaced else { return [(0, 0, 1, 1, width, height)] }
        return Self.adam7.compactMap { x, y, dx, dy in
            let columns = width > x ? (width - x + dx - 1) / dx : 0
            let rows = height > y ? (height - y + dy - 1) / dy : 0
            return columns > 0 && rows > 0 ? (x, y, dx, dy, columns, rows) : nil
        }
    }

    /// The exact number of bytes the decompressed image data must have: each row of each pass
    /// with its filter byte.
    var dataSize: Int { passes.reduce(0) { $0 + $1.rows * (1 + rowBytes(columns: $1.columns)) } }
}
