/// The 'CFF ' table (Adobe Technical Note #5176, "The Compact Font Format Specification"): just
/// what drawing glyphs needs — the CharStrings INDEX, the global and local subroutines. Only
/// name-keyed fonts with one Private DICT are read (Inter, Source Sans, most OTF text faces);
/// CID-keyed fonts are refused with a `FontError`, and callers then draw text another way.
struct CompactFontFormat: Sendable {
    /// Where each item of an INDEX lives in the file, as (start, length) absolute ranges.
    struct Index: Sendable {
        var items: [Range<Int>]
        /// The absolute offset just past the INDEX.
        var end: Int
        var count: Int { items.count }
    }

    let bytes: [UInt8]
    let charStrings: Index
    let globalSubroutines: Index
    let localSubroutines: Index

    init(_ table: FontDataReader) throws {
        bytes = table.bytes
        let headerSize = Int(try table.uint8(2))
        let names = try Self.index(table, at: headerSize)
        let topDicts = try Self.index(table, at: names.end - table.start)
        let strings = try Self.index(table, at: topDicts.end - table.start)
        globalSubroutines = try Self.index(table, at: strings.end - table.start)
        guard let topRange = topDicts.items.first else { throw table.error(at: headerSize, "the CFF has no Top DICT") }
        let top = try Self.dict(table, range: topRange)
        if top[0x0C1E] != nil { throw table.error(at: topRange.lowerBound - table.start, "CID-keyed CFF fonts are not drawn") }
        guard let charStringsOffset = top[17]?.first else {
            throw table.error(at: topRange.lowerBound - table.start, "the Top DICT has no CharStrings offset")
        }
        charStrings = try Self.index(table, at: Int(charStringsOffset))
        if let privateEntry = top[18], privateEntry.count == 2 {
            let size = Int(privateEntry[0]), offset = Int(privateEntry[1])
            try table.require(offset, size)
            let privateDict = try Self.dict(table, range: (table.start + offset)..<(table.start + offset + size))
            if let subroutines = privateDict[19]?.first {
                localSubroutines = try Self.index(table, at: offset + Int(subroutines))
            } else {
                localSubroutines = Index(items: [], end: 0)
            }
        } else {
            localSubroutines = Index(items: [], end: 0)
        }
    }

    /// The outline of `glyph`, or nil when the font has no such glyph.
    func outline(of glyph: Int) throws -> GlyphOutline? {
        guard glyph >= 0, glyph < charStrings.count else { return nil }
        var interpreter = Type2Charstring(bytes: bytes, globalSubroutines: globalSubroutines,
                                          localSubroutines: localSubroutines)
        return try interpreter.run(charStrings.items[glyph])
    }

    /// Reads an INDEX at `offset` (relative to the table): count, offset size, offsets, data.
    static func index(_ table: FontDataReader, at offset: Int) throws -> Index {
        let count = Int(try table.uint16(offset))
        guard count > 0 else { return Index(items: [], end: table.start + offset + 2) }
        let offsetSize = Int(try table.uint8(offset + 2))
        guard (1...4).contains(offsetSize) else { throw table.error(at: offset + 2, "INDEX offset size \(offsetSize)") }
        try table.requireArray(offset + 3, count: count + 1, size: offsetSize)
        func readOffset(_ index: Int) throws -> Int {
            var value = 0
            for byte in 0..<offsetSize { value = value << 8 | Int(try table.uint8(offset + 3 + index * offsetSize + byte)) }
            return value
        }
        let dataStart = offset + 3 + (count + 1) * offsetSize - 1
        var items: [Range<Int>] = []
        items.reserveCapacity(count)
        var previous = try readOffset(0)
        for index in 1...count {
            let next = try readOffset(index)
            guard previous >= 1, next >= previous else { throw table.error(at: offset, "INDEX offsets out of order") }
            try table.require(dataStart + previous, next - previous)
            items.append((table.start + dataStart + previous)..<(table.start + dataStart + next))
            previous = next
        }
        return Index(items: items, end: table.start + dataStart + previous)
    }

    /// Decodes a DICT into operator → operands (escaped operators as 0x0C00 + second byte).
    static func dict(_ table: FontDataReader, range: Range<Int>) throws -> [Int: [Double]] {
        var result: [Int: [Double]] = [:]
        var operands: [Double] = []
        var at = range.lowerBound - table.start
        let end = range.upperBound - table.start
        while at < end {
            let b0 = Int(try table.uint8(at))
            switch b0 {
            case 0...21:
                var op = b0
                if b0 == 12 { op = 0x0C00 | Int(try table.uint8(at + 1)); at += 1 }
                result[op] = operands
                operands = []
                at += 1
            case 28: operands.append(Double(try table.int16(at + 1))); at += 3
            case 29: operands.append(Double(Int32(bitPattern: try table.uint32(at + 1)))); at += 5
            case 30:
                at += 1
                // A real number in nibbles; only its presence matters here, so skip it.
                while at < end {
                    let byte = try table.uint8(at)
                    at += 1
                    if byte & 0x0F == 0x0F || byte >> 4 == 0x0F { break }
                }
                operands.append(0)
            case 32...246: operands.append(Double(b0 - 139)); at += 1
            case 247...250: operands.append(Double((b0 - 247) * 256 + Int(try table.uint8(at + 1)) + 108)); at += 2
            case 251...254: operands.append(Double(-(b0 - 251) * 256 - Int(try table.uint8(at + 1)) - 108)); at += 2
            default: throw table.error(at: at, "reserved DICT byte \(b0)")
            }
            guard operands.count <= 48 else { throw table.error(at: at, "too many DICT operands") }
        }
        return result
    }
}
