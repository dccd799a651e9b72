/// The 'cmap' table, decoded into a dense Basic Multilingual Plane table plus the supplementary
/// ranges of a format 12 subtable.
///
/// Subtable preference (text-metrics.md §3.4): a full-Unicode format 12 subtable — (3,10), (0,6)
/// or (0,4) — then a BMP format 4 subtable — (3,1), (0,3), (0,2), (0,1), (0,0) — then the (3,0)
/// symbol subtable. A malformed preferred subtable is skipped with a warning and the next one used.
public struct CharacterMap: Sendable, Equatable {
    /// The (platformID, encodingID, format) of the subtable that was decoded.
    public private(set) var source: (platform: Int, encoding: Int, format: Int)?
    private var basicPlane: [UInt16]
    private var supplementary: [Group]

    struct Group: Sendable, Equatable {
        var first: UInt32
        var last: UInt32
        var firstGlyph: UInt32
    }

    public static func == (lhs: CharacterMap, rhs: CharacterMap) -> Bool {
        lhs.basicPlane == rhs.basicPlane && lhs.supplementary == rhs.supplementary
    }

    static let maximumSubtables = 256
    /// Bounds the work of overlapping or hostile segments: real fonts map at most 1.1 M code points once.
    static let maximumMappedCodePoints = 1 << 21

    init(_ reader: FontDataReader, numGlyphs: Int, warnings: inout [FontWarning]) throws {
        let subtableCount = Int(try reader.uint16(2))
        guard subtableCount <= Self.maximumSubtables else {
            throw reader.error(at: 2, "the cmap claims \(subtableCount) subtables")
        }
        try reader.requireArray(4, count: subtableCount, size: 8)
        var candidates: [(rank: Int, platform: Int, encoding: Int, offset: Int)] = []
        for index in 0..<subtableCount {
            let at = 4 + index * 8
            let platform = Int(try reader.uint16(at))
            let encoding = Int(try reader.uint16(at + 2))
            let offset = Int(try reader.uint32(at + 4))
            let rank: Int? = switch (platform, encoding) {
            case (3, 10): 0
            case (0, 6): 1
            case (0, 4): 2
            case (3, 1): 3
            case (0, 3): 4
            case (0, 2), (0, 1), (0, 0): 5
            case (3, 0): 6
            default: nil
            }
            if let rank { candidates.append((rank, platform, encoding, offset)) }
        }
        candidates.sort { ($0.rank, $0.offset) < ($1.rank, $1.offset) }
        basicPlane = []
        supplementary = []
        for candidate in candidates {
            do {
                let subtable = try reader.subReader(at: candidate.offset)
                let format = Int(try subtable.uint16(0))
                switch format {
                case 4: try decodeFormat4(subtable, numGlyphs: numGlyphs)
                case 12: try decodeFormat12(subtable, numGlyphs: numGlyphs)
                default: continue
                }
                source = (candidate.platform, candidate.encoding, format)
                return
            } catch let error as FontError {
                warnings.append(.ignoredTable(error))
            }
        }
        throw reader.error(at: 0, "no usable Unicode subtable (format 4 or 12) in cmap")
    }

    /// The glyph for `scalar`, or 0 (.notdef) when the font has none.
    public func glyphID(for scalar: Unicode.Scalar) -> GlyphID {
        let value = scalar.value
        if value < 0x1_0000 {
            return basicPlane.isEmpty ? 0 : basicPlane[Int(value)]
        }
        var low = 0
        var high = supplementary.count
        while low < high {
            let middle = (low + high) / 2
            let group = supplementary[middle]
            if value < group.first { high = middle } else if value > group.last { low = middle + 1 } else {
                return GlyphID(truncatingIfNeeded: group.firstGlyph + (value - group.first))
            }
        }
        return 0
    }

    private mutating func decodeFormat4(_ table: FontDataReader, numGlyphs: Int) throws {
        let segmentCount = Int(try table.uint16(6)) / 2
        let endCodes = 14
        let startCodes = endCodes + segmentCount * 2 + 2
        let deltas = startCodes + segmentCount * 2
        let rangeOffsets = deltas + segmentCount * 2
        try table.requireArray(endCodes, count: segmentCount * 4 + 1, size: 2)
        var plane = [UInt16](repeating: 0, count: 0x1_0000)
        var budget = Self.maximumMappedCodePoints
        for segment in 0..<segmentCount {
            let end = Int(try table.uint16(endCodes + segment * 2))
            let start = Int(try table.uint16(startCodes + segment * 2))
            let delta = Int(try table.uint16(deltas + segment * 2))
            let rangeOffsetPosition = rangeOffsets + segment * 2
            let rangeOffset = Int(try table.uint16(rangeOffsetPosition))
            guard start <= end else {
                throw table.error(at: startCodes + segment * 2, "segment \(segment) starts at \(start) after its end \(end)")
            }
            budget -= end - start + 1
            guard budget >= 0 else { throw table.error(at: endCodes, "format 4 segments map too many code points") }
            for code in start...end {
                var glyph: Int
                if rangeOffset == 0 {
                    glyph = (code + delta) & 0xFFFF
                } else {
                    glyph = Int(try table.uint16(rangeOffsetPosition + rangeOffset + (code - start) * 2))
                    if glyph != 0 { glyph = (glyph + delta) & 0xFFFF }
                }
                if glyph < numGlyphs, plane[code] == 0 { plane[code] = UInt16(glyph) }
            }
        }
        basicPlane = plane
    }

    private mutating func decodeFormat12(_ table: FontDataReader, numGlyphs: Int) throws {
        let groupCount = Int(try table.uint32(12))
        try table.requireArray(16, count: groupCount, size: 12)
        var plane = [UInt16](repeating: 0, count: 0x1_0000)
        var groups: [Group] = []
        var budget = Self.maximumMappedCodePoints
        let start = table.start + 16
        // Every group lies inside the bytes (`requireArray` above), so they are read unchecked, as
        // `GlyphPairSets` reads its records: a font's groups are some thousands (Inter: 1 726).
        try table.bytes.withUnsafeBufferPointer { bytes in
            func uint32(_ at: Int) -> UInt32 {
                UInt32(bytes[at]) << 24 | UInt32(bytes[at + 1]) << 16 | UInt32(bytes[at + 2]) << 8 | UInt32(bytes[at + 3])
            }
            try plane.withUnsafeMutableBufferPointer { plane in
                for index in 0..<groupCount {
                    let at = start + index * 12
                    let group = Group(first: uint32(at), last: uint32(at + 4), firstGlyph: uint32(at + 8))
                    guard group.first <= group.last, group.last <= 0x10_FFFF else {
                        throw table.error(at: 16 + index * 12, "group \(index) covers \(group.first)…\(group.last), not a valid Unicode range")
                    }
                    budget -= Int(group.last - group.first) + 1
                    guard budget >= 0 else { throw table.error(at: 16 + index * 12, "format 12 groups map too many code points") }
                    guard Int(group.firstGlyph) + Int(group.last - group.first) < numGlyphs else { continue }
                    if group.first < 0x1_0000 {
                        for code in group.first...min(group.last, 0xFFFF) where plane[Int(code)] == 0 {
                            plane[Int(code)] = UInt16(group.firstGlyph + (code - group.first))
                        }
                    }
                    if group.last >= 0x1_0000 {
                        let first = max(group.first, 0x1_0000)
                        groups.append(Group(first: first, last: group.last, firstGlyph: group.firstGlyph + (first - group.first)))
                    }
                }
            }
        }
        groups.sort { $0.first < $1.first }
        basicPlane = plane
        supplementary = groups
    }
}
