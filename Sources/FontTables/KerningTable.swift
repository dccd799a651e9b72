/// The legacy 'kern' table, format 0 subtables (sorted glyph pairs), in both the Microsoft
/// header (version 0, 16-bit counts) and Apple's (version 1.0, 32-bit counts).
///
/// Used only when a font has no GPOS kerning: Open Sans 1.10, for one, kerns only here
/// (text-metrics.md §3.4). Horizontal, non-cross-stream subtables add up; an "override"
/// subtable replaces what earlier ones gave.
public struct KerningTable: Sendable, Equatable {
    private var pairs: [UInt32: Int]

    public var isEmpty: Bool { pairs.isEmpty }
    public var pairCount: Int { pairs.count }

    static let maximumSubtables = 64

    init(_ reader: FontDataReader) throws {
        let isApple = try reader.uint16(0) == 1
        let subtableCount = isApple ? Int(try reader.uint32(4)) : Int(try reader.uint16(2))
        guard subtableCount <= Self.maximumSubtables else {
            throw reader.error(at: 2, "the kern table claims \(subtableCount) subtables")
        }
        var offset = isApple ? 8 : 4
        var pairs: [UInt32: Int] = [:]
        for _ in 0..<subtableCount {
            let length: Int
            let format: UInt16
            let isUsable: Bool
            let overrides: Bool
            let pairsStart: Int
            if isApple {
                length = Int(try reader.uint32(offset))
                let coverage = try reader.uint16(offset + 4)
                format = coverage & 0xFF
                isUsable = coverage & 0xE000 == 0  // not vertical, cross-stream or variation
                overrides = false
                pairsStart = offset + 8
            } else {
                length = Int(try reader.uint16(offset + 2))
                let coverage = try reader.uint16(offset + 4)
                format = coverage >> 8
                isUsable = coverage & 0x1 != 0 && coverage & 0x4 == 0  // horizontal, not cross-stream
                overrides = coverage & 0x8 != 0
                pairsStart = offset + 6
            }
            if format == 0 && isUsable {
                let pairCount = Int(try reader.uint16(pairsStart))
                try reader.requireArray(pairsStart + 8, count: pairCount, size: 6)
                for index in 0..<pairCount {
                    let at = pairsStart + 8 + index * 6
                    let key = UInt32(try reader.uint16(at)) << 16 | UInt32(try reader.uint16(at + 2))
                    let value = Int(try reader.int16(at + 4))
                    pairs[key] = overrides ? value : (pairs[key] ?? 0) + value
                }
            }
            guard length > 0 else { break }
            offset += length
        }
        self.pairs = pairs
    }

    /// The adjustment between two glyphs in font units, 0 when the pair is not listed.
    public func kerning(left: GlyphID, right: GlyphID) -> Int {
        pairs[UInt32(left) << 16 | UInt32(right)] ?? 0
    }
}
