/// The 'hhea' table: the line metrics Apple's text stack uses, and how many advances 'hmtx' holds.
public struct HorizontalHeaderTable: Sendable, Equatable {
    /// Distance from the baseline to the top of the line, in font units (positive).
    public var ascender: Int
    /// Distance from the baseline to the bottom of the line, in font units (negative below the baseline).
    public var descender: Int
    public var lineGap: Int
    public var advanceWidthMax: Int
    /// The number of explicit advances in 'hmtx'; later glyphs reuse the last one.
    public var numberOfHMetrics: Int

    init(_ reader: FontDataReader) throws {
        ascender = Int(try reader.int16(4))
        descender = Int(try reader.int16(6))
        lineGap = Int(try reader.int16(8))
        advanceWidthMax = Int(try reader.uint16(10))
        numberOfHMetrics = Int(try reader.uint16(34))
    }
}
