/// The 'hmtx' table, decoded into one advance width per glyph (font units).
public struct HorizontalMetricsTable: Sendable, Equatable {
    /// `advances[glyph]`; glyphs at or past numberOfHMetrics already carry the last explicit advance.
    public private(set) var advances: [UInt16]
    /// `leftSideBearings[glyph]`: the glyph's xMin as the font declares it (from the long metrics,
    /// or the trailing bearing array for glyphs past numberOfHMetrics; 0 where the table is short).
    public private(set) var leftSideBearings: [Int16]

    init(_ reader: FontDataReader, numberOfHMetrics: Int, numGlyphs: Int) throws {
        guard numberOfHMetrics >= 1 else {
            throw reader.error(at: 0, "hhea.numberOfHMetrics is 0; at least one advance is required")
        }
        guard numberOfHMetrics <= numGlyphs else {
            throw reader.error(at: 0, "hhea.numberOfHMetrics (\(numberOfHMetrics)) exceeds maxp.numGlyphs (\(numGlyphs))")
        }
        try reader.requireArray(0, count: numberOfHMetrics, size: 4)
        var advances = [UInt16](repeating: 0, count: numGlyphs)
        for glyph in 0..<numberOfHMetrics {
            advances[glyph] = try reader.uint16(glyph * 4)
        }
        let last = advances[numberOfHMetrics - 1]
        for glyph in numberOfHMetrics..<numGlyphs {
            advances[glyph] = last
        }
        self.advances = advances
        var bearings = [Int16](repeating: 0, count: numGlyphs)
        for glyph in 0..<numGlyphs {
            let at = glyph < numberOfHMetrics ? glyph * 4 + 2 : numberOfHMetrics * 4 + (glyph - numberOfHMetrics) * 2
            guard let value = try? reader.int16(at) else { break }
            bearings[glyph] = value
        }
        leftSideBearings = bearings
    }

    /// The advance of `glyph`; 0 for a glyph ID the font does not have.
    public func advance(of glyph: GlyphID) -> Int {
        Int(glyph) < advances.count ? Int(advances[Int(glyph)]) : 0
    }
}

/// A glyph index inside one font (0 is .notdef, drawn for characters the font lacks).
public typealias GlyphID = UInt16
