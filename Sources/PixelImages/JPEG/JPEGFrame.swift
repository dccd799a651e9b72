/// A JPEG frame header (SOF, T.81 §B.2.2): the image size and each component's sampling
/// factors and quantisation table, with the coefficient storage every scan fills.
struct JPEGFrame {
    /// True for SOF2 (progressive DCT, T.81 Annex G); false for SOF0/SOF1 (sequential).
    let progressive: Bool
    let width: Int
    let height: Int
    var components: [JPEGComponent]
    let maximumHorizontal: Int
    let maximumVertical: Int
    /// MCUs across and down an interleaved scan (T.81 §A.2.4).
    let mcusAcross: Int
    let mcusDown: Int

    init(_ data: ArraySlice<UInt8>, progressive: Bool, limits: ImageLimits) throws {
        let part = "JPEG SOF"
        guard data.count >= 6 else { throw ImageDecodingError(part, "the frame header is \(data.count) bytes (at least 6)") }
        let base = data.startIndex
        let precision = data[base]
        guard precision == 8 else { throw ImageDecodingError(part, "\(precision)-bit samples are not decoded (8-bit only)") }
        height = Int(data[base + 1]) << 8 | Int(data[base + 2])
        width = Int(data[base + 3]) << 8 | Int(data[base + 4])
        guard height > 0 else { throw ImageDecodingError(part, "the height is 0 (set later by a DNL marker, which is not supported)") }
        try limits.check(width: width, height: height, part: part)
        let count = Int(data[base + 5])
        guard count == 1 || count == 3 || count == 4 else { throw ImageDecodingError(part, "\(count) components (1, 3 or 4 are decoded)") }
        guard data.count >= 6 + 3 * count else { throw ImageDecodingError(part, "the frame header ends before its \(count) components") }
        var components: [JPEGComponent] = []
        for index in 0..<count {
            let start = base + 6 + 3 * index
            let horizontal = Int(data[start + 1] >> 4), vertical = Int(data[start + 1] & 15)
            guard (1...4).contains(horizontal), (1...4).contains(vertical) else {
                throw ImageDecodingError(part, "component \(data[start]) has sampling factors \(horizontal)×\(vertical) (1 to 4 each)")
            }
            let table = Int(data[start + 2])
            guard table < 4 else { throw ImageDecodingError(part, "component \(data[start]) names quantisation table \(table) (0 to 3)") }
            guard !components.contains(where: { $0.id == data[start] }) else {
                throw ImageDecodingError(part, "component \(data[start]) appears twice")
            }
            components.append(JPEGComponent(id: data[start], horizontal: horizontal, vertical: vertical, quantisationTable: table))
        }
        maximumHorizontal = components.map(\.horizontal).max() ?? 1
        maximumVertical = components.map(\.vertical).max() ?? 1
        mcusAcross = (width + 8 * maximumHorizontal - 1) / (8 * maximumHorizontal)
        mcusDown = (height + 8 * maximumVertical - 1) / (8 * maximumVertical)
        for index in components.indices {
            components[index].allocate(frameWidth: width, frameHeight: height, maximumHorizontal: maximumHorizontal,
                                       maximumVertical: maximumVertical, mcusAcross: mcusAcross, mcusDown: mcusDown)
        }
        self.components = components
        self.progressive = progressive
    }
}

/// One colour component of a frame and its DCT coefficients, block by block (64 each, in natural
/// row-major order, not zig-zag), for the whole padded MCU area.
struct JPEGComponent {
    let id: UInt8
    let horizontal: Int
    let vertical: Int
    let quantisationTable: Int
    /// Blocks stored per row and rows of blocks (whole MCUs).
    private(set) var blocksPerLine = 0
    private(set) var blockRows = 0
    /// Blocks that cover the component's own samples (what a non-interleaved scan visits, T.81 §A.2.2).
    private(set) var usedBlocksPerLine = 0
    private(set) var usedBlockRows = 0
    /// Samples across and down (the image size scaled by the sampling factors, rounded up).
    private(set) var sampleWidth = 0
    private(set) var sampleHeight = 0
    var coefficients: [Int16] = []
    /// The quantisation values (natural order) latched when the component's first scan starts.
    var quantisation: [Int32]?
    var dcPredictor: Int32 = 0

    init(id: UInt8, horizontal: Int, vertical: Int, quantisationTable: Int) {
        self.id = id
        self.horizontal = horizontal
        self.vertical = vertical
        self.quantisationTable = quantisationTable
    }

    mutating func allocate(frameWidth: Int, frameHeight: Int, maximumHorizontal: Int, maximumVertical: Int,
                           mcusAcross: Int, mcusDown: Int) {
        sampleWidth = (frameWidth * horizontal + maximumHorizontal - 1) / maximumHorizontal
        sampleHeight = (frameHeight * vertical + maximumVertical - 1) / maximumVertical
        usedBlocksPerLine = (sampleWidth + 7) / 8
        usedBlockRows = (sampleHeight + 7) / 8
        blocksPerLine = mcusAcross * horizontal
        blockRows = mcusDown * vertical
        coefficients = [Int16](repeating: 0, count: blocksPerLine * blockRows * 64)
    }

    /// Index of the first coefficient of the block in block row `row`, column `column`.
    func blockOffset(row: Int, column: Int) -> Int { (row * blocksPerLine + column) * 64 }
}
