/// Apple's 'trak' table: size-dependent tracking added to every glyph's advance.
///
/// SF carries one: its advances shrink by about −26/1000 em at 17 pt and not at all at 12 pt
/// (Apple's SF tracking table; text-metrics.md §1.3). Only the horizontal "normal" track (track
/// value 0) is read. Between two listed sizes the value is interpolated linearly; outside them it
/// is extended along the nearest two sizes, the way HarfBuzz's AAT code applies the table.
public struct TrackingTable: Sendable, Equatable {
    /// Point sizes, ascending.
    public private(set) var sizes: [Double]
    /// Tracking at each size, font units.
    public private(set) var values: [Int]

    static let maximumEntries = 1024

    init(_ reader: FontDataReader) throws {
        let version = try reader.uint32(0)
        guard version == 0x0001_0000 else { throw reader.error(at: 0, "unknown trak version 0x\(String(version, radix: 16))") }
        let horizontalOffset = Int(try reader.uint16(6))
        sizes = []
        values = []
        guard horizontalOffset != 0 else { return }
        let data = try reader.subReader(at: horizontalOffset)
        let trackCount = Int(try data.uint16(0))
        let sizeCount = Int(try data.uint16(2))
        let sizeTableOffset = Int(try data.uint32(4))
        guard trackCount <= Self.maximumEntries, sizeCount <= Self.maximumEntries else {
            throw data.error(at: 0, "the trak table claims \(trackCount) tracks and \(sizeCount) sizes")
        }
        try data.requireArray(8, count: trackCount, size: 8)
        try reader.requireArray(sizeTableOffset, count: sizeCount, size: 4)
        for track in 0..<trackCount where try data.fixed(8 + track * 8) == 0 {
            let valuesOffset = Int(try data.uint16(8 + track * 8 + 6))
            try reader.requireArray(valuesOffset, count: sizeCount, size: 2)
            var rows: [(size: Double, value: Int)] = []
            for index in 0..<sizeCount {
                rows.append((try reader.fixed(sizeTableOffset + index * 4), Int(try reader.int16(valuesOffset + index * 2))))
            }
            rows.sort { $0.size < $1.size }
            sizes = rows.map(\.size)
            values = rows.map(\.value)
            return
        }
    }

    /// The tracking at `pointSize`, in font units (0 when the table has no normal track).
    public func tracking(forSize pointSize: Double) -> Double {
        guard let firstValue = values.first else { return 0 }
        guard values.count > 1 else { return Double(firstValue) }
        var upper = 1
        while upper < sizes.count - 1 && sizes[upper] < pointSize { upper += 1 }
        let size0 = sizes[upper - 1], size1 = sizes[upper]
        let value0 = Double(values[upper - 1]), value1 = Double(values[upper])
        guard size1 != size0 else { return value0 }
        return value0 + (value1 - value0) * (pointSize - size0) / (size1 - size0)
    }
}
