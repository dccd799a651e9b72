/// Writes a minimal, valid OpenType font (TrueType flavour, no outlines) from glyph advances.
///
/// LayoutLens uses it for deterministic fixed-advance test fonts, the way browser and Yoga tests
/// use Ahem: measurements then follow from simple arithmetic instead of a real font's design.
/// The written tables are head, hhea, maxp, OS/2, hmtx, cmap (format 4, plus format 12 when a
/// glyph is outside the BMP), name, and optionally GPOS (PairPos formats 1 and 2, optionally
/// wrapped in an Extension lookup), kern (format 0) and trak. Checksums are correct.
public struct FontBuilder: Sendable {
    public struct Glyph: Sendable {
        public var scalars: [Unicode.Scalar]
        public var advance: Int
        public init(_ scalars: [Unicode.Scalar], advance: Int) {
            self.scalars = scalars
            self.advance = advance
        }
    }

    /// A class-based kerning rule: every left scalar followed by every right scalar.
    public struct ClassKerning: Sendable {
        public var left: [Unicode.Scalar]
        public var right: [Unicode.Scalar]
        public var value: Int
        public init(left: [Unicode.Scalar], right: [Unicode.Scalar], value: Int) {
            self.left = left
            self.right = right
            self.value = value
        }
    }

    public var familyName = "LayoutLens Test"
    public var unitsPerEm = 1000
    public var ascender = 800
    public var descender = -200
    public var lineGap = 0
    public var capHeight = 700
    public var xHeight = 500
    /// Glyph 0 (.notdef) comes first with this advance; `glyphs` get IDs 1, 2, …
    public var notdefAdvance = 1000
    public var glyphs: [Glyph] = []
    /// GPOS PairPos format 1 pairs.
    public var pairKerning: [(left: Unicode.Scalar, right: Unicode.Scalar, value: Int)] = []
    /// GPOS PairPos format 2 rules.
    public var classKerning: [ClassKerning] = []
    /// Wrap the GPOS PairPos subtables in an Extension lookup (type 9), as variable Inter does.
    public var usesExtensionLookup = false
    /// Legacy 'kern' format 0 pairs.
    public var legacyKerning: [(left: Unicode.Scalar, right: Unicode.Scalar, value: Int)] = []
    /// 'trak' normal-track entries: (point size, tracking in font units).
    public var tracking: [(size: Double, value: Int)] = []

    public init() {}

    public func build() -> [UInt8] {
        var tables: [(tag: String, data: [UInt8])] = [
            ("OS/2", os2()), ("cmap", cmap()), ("head", head()), ("hhea", hhea()), ("hmtx", hmtx()),
            ("maxp", maxp()), ("name", name()),
        ]
        if !pairKerning.isEmpty || !classKerning.isEmpty { tables.append(("GPOS", gpos())) }
        if !legacyKerning.isEmpty { tables.append(("kern", kern())) }
        if !tracking.isEmpty { tables.append(("trak", trak())) }
        tables.sort { $0.tag < $1.tag }
        return Self.assemble(tables)
    }

    // MARK: - Glyph lookup

    private var glyphCount: Int { glyphs.count + 1 }

    private func glyph(for scalar: Unicode.Scalar) -> Int {
        (glyphs.firstIndex { $0.scalars.contains(scalar) }).map { $0 + 1 } ?? 0
    }

    // MARK: - Tables

    private func head() -> [UInt8] {
        var writer = ByteWriter()
        writer.u16(1); writer.u16(0); writer.u32(0x0001_0000); writer.u32(0); writer.u32(0x5F0F_3CF5)
        writer.u16(0); writer.u16(unitsPerEm); writer.u32(0); writer.u32(0); writer.u32(0); writer.u32(0)
        writer.i16(0); writer.i16(descender); writer.i16(maxAdvance); writer.i16(ascender)
        writer.u16(0); writer.u16(8); writer.i16(2); writer.i16(0); writer.i16(0)
        return writer.bytes
    }

    private var maxAdvance: Int { ([notdefAdvance] + glyphs.map(\.advance)).max() ?? 0 }

    private func hhea() -> [UInt8] {
        var writer = ByteWriter()
        writer.u16(1); writer.u16(0); writer.i16(ascender); writer.i16(descender); writer.i16(lineGap)
        writer.u16(maxAdvance); writer.i16(0); writer.i16(0); writer.i16(maxAdvance); writer.i16(1); writer.i16(0)
        writer.i16(0); for _ in 0..<4 { writer.i16(0) }; writer.i16(0); writer.u16(glyphCount)
        return writer.bytes
    }

    private func maxp() -> [UInt8] {
        var writer = ByteWriter()
        writer.u32(0x0000_5000); writer.u16(glyphCount)
        return writer.bytes
    }

    private func hmtx() -> [UInt8] {
        var writer = ByteWriter()
        for advance in [notdefAdvance] + glyphs.map(\.advance) { writer.u16(advance); writer.i16(0) }
        return writer.bytes
    }

    private func os2() -> [UInt8] {
        var writer = ByteWriter()
        writer.u16(4); writer.i16(maxAdvance / 2); writer.u16(400); writer.u16(5); writer.u16(0)
        for _ in 0..<11 { writer.i16(0) }  // sub/superscript, strikeout, family class
        for _ in 0..<10 { writer.u8(0) }  // panose
        for _ in 0..<4 { writer.u32(0) }  // unicode ranges
        for byte in "NONE".utf8 { writer.u8(byte) }
        writer.u16(0x00C0)  // REGULAR | USE_TYPO_METRICS
        writer.u16(0x20); writer.u16(0xFFFF)
        writer.i16(ascender); writer.i16(descender); writer.i16(lineGap); writer.u16(ascender); writer.u16(-descender)
        writer.u32(1); writer.u32(0); writer.i16(xHeight); writer.i16(capHeight); writer.u16(0); writer.u16(0x20); writer.u16(2)
        return writer.bytes
    }

    private func cmap() -> [UInt8] {
        var mapping: [(code: Int, glyph: Int)] = []
        for (index, glyph) in glyphs.enumerated() {
            for scalar in glyph.scalars { mapping.append((Int(scalar.value), index + 1)) }
        }
        mapping.sort { $0.code < $1.code }
        let basic = mapping.filter { $0.code < 0xFFFF }
        // Format 4: one segment per code point (idDelta), plus the closing 0xFFFF segment.
        var format4 = ByteWriter()
        let segmentCount = basic.count + 1
        format4.u16(4); format4.u16(16 + segmentCount * 8); format4.u16(0); format4.u16(segmentCount * 2)
        format4.u16(0); format4.u16(0); format4.u16(0)
        for entry in basic { format4.u16(entry.code) }; format4.u16(0xFFFF)
        format4.u16(0)
        for entry in basic { format4.u16(entry.code) }; format4.u16(0xFFFF)
        for entry in basic { format4.u16((entry.glyph - entry.code) & 0xFFFF) }; format4.u16(1)
        for _ in 0..<segmentCount { format4.u16(0) }
        var format12 = ByteWriter()
        format12.u16(12); format12.u16(0); format12.u32(16 + mapping.count * 12); format12.u32(0); format12.u32(mapping.count)
        for entry in mapping { format12.u32(entry.code); format12.u32(entry.code); format12.u32(entry.glyph) }
        let needsFormat12 = mapping.contains { $0.code > 0xFFFF }
        var writer = ByteWriter()
        writer.u16(0); writer.u16(needsFormat12 ? 2 : 1)
        let headerSize = 4 + (needsFormat12 ? 16 : 8)
        writer.u16(3); writer.u16(1); writer.u32(headerSize)
        if needsFormat12 { writer.u16(3); writer.u16(10); writer.u32(headerSize + format4.bytes.count) }
        writer.append(format4.bytes)
        if needsFormat12 { writer.append(format12.bytes) }
        return writer.bytes
    }

    private func name() -> [UInt8] {
        let records: [(id: Int, text: String)] = [(1, familyName), (2, "Regular"), (4, familyName + " Regular"),
                                                  (5, "Version 1.000"), (6, familyName.filter { $0 != " " } + "-Regular")]
        var storage = ByteWriter()
        var writer = ByteWriter()
        writer.u16(0); writer.u16(records.count); writer.u16(6 + records.count * 12)
        for record in records {
            let start = storage.bytes.count
            for unit in record.text.utf16 { storage.u16(Int(unit)) }
            writer.u16(3); writer.u16(1); writer.u16(0x409); writer.u16(record.id)
            writer.u16(storage.bytes.count - start); writer.u16(start)
        }
        writer.append(storage.bytes)
        return writer.bytes
    }

    private func gpos() -> [UInt8] {
        var subtables: [[UInt8]] = []
        if !pairKerning.isEmpty { subtables.append(pairPosFormat1()) }
        for rule in classKerning { subtables.append(pairPosFormat2(rule)) }
        if usesExtensionLookup {
            subtables = subtables.map { subtable in
                var writer = ByteWriter()
                writer.u16(1); writer.u16(2); writer.u32(8); writer.append(subtable)
                return writer.bytes
            }
        }
        var lookup = ByteWriter()
        lookup.u16(usesExtensionLookup ? 9 : 2); lookup.u16(0); lookup.u16(subtables.count)
        var offset = 6 + subtables.count * 2
        for subtable in subtables { lookup.u16(offset); offset += subtable.count }
        for subtable in subtables { lookup.append(subtable) }

        var writer = ByteWriter()
        writer.u16(1); writer.u16(0); writer.u16(10); writer.u16(30); writer.u16(44)
        // ScriptList at 10: one script 'DFLT' → Script at +8 → default LangSys at +4.
        writer.u16(1); writer.tag("DFLT"); writer.u16(8)
        writer.u16(4); writer.u16(0)
        writer.u16(0); writer.u16(0xFFFF); writer.u16(1); writer.u16(0)
        // FeatureList at 30: one feature 'kern' → Feature at +8 → lookup 0.
        writer.u16(1); writer.tag("kern"); writer.u16(8)
        writer.u16(0); writer.u16(1); writer.u16(0)
        // LookupList at 44: one lookup at +4.
        writer.u16(1); writer.u16(4)
        writer.append(lookup.bytes)
        return writer.bytes
    }

    private func pairPosFormat1() -> [UInt8] {
        var byLeft: [Int: [(right: Int, value: Int)]] = [:]
        for pair in pairKerning { byLeft[glyph(for: pair.left), default: []].append((glyph(for: pair.right), pair.value)) }
        let lefts = byLeft.keys.sorted()
        var writer = ByteWriter()
        let headerSize = 10 + lefts.count * 2
        var pairSets: [[UInt8]] = []
        for left in lefts {
            var set = ByteWriter()
            let pairs = byLeft[left]!.sorted { $0.right < $1.right }
            set.u16(pairs.count)
            for pair in pairs { set.u16(pair.right); set.i16(pair.value) }
            pairSets.append(set.bytes)
        }
        let coverageOffset = headerSize + pairSets.reduce(0) { $0 + $1.count }
        writer.u16(1); writer.u16(coverageOffset); writer.u16(4); writer.u16(0); writer.u16(lefts.count)
        var offset = headerSize
        for set in pairSets { writer.u16(offset); offset += set.count }
        for set in pairSets { writer.append(set) }
        writer.append(Self.coverageFormat1(lefts))
        return writer.bytes
    }

    private func pairPosFormat2(_ rule: ClassKerning) -> [UInt8] {
        let lefts = Array(Set(rule.left.map(glyph(for:)))).sorted()
        let rights = Array(Set(rule.right.map(glyph(for:)))).sorted()
        var writer = ByteWriter()
        // Header 16 bytes, then 2 × 2 class records of one Int16 (XAdvance) each.
        let coverageOffset = 16 + 8
        let coverage = Self.coverageFormat1(lefts)
        let classDef1Offset = coverageOffset + coverage.count
        let classDef1 = Self.classDefFormat2(lefts)
        let classDef2Offset = classDef1Offset + classDef1.count
        writer.u16(2); writer.u16(coverageOffset); writer.u16(4); writer.u16(0)
        writer.u16(classDef1Offset); writer.u16(classDef2Offset); writer.u16(2); writer.u16(2)
        writer.i16(0); writer.i16(0); writer.i16(0); writer.i16(rule.value)
        writer.append(coverage); writer.append(classDef1); writer.append(Self.classDefFormat2(rights))
        return writer.bytes
    }

    private static func coverageFormat1(_ glyphs: [Int]) -> [UInt8] {
        var writer = ByteWriter()
        writer.u16(1); writer.u16(glyphs.count)
        for glyph in glyphs { writer.u16(glyph) }
        return writer.bytes
    }

    /// Every listed glyph in class 1.
    private static func classDefFormat2(_ glyphs: [Int]) -> [UInt8] {
        var writer = ByteWriter()
        writer.u16(2); writer.u16(glyphs.count)
        for glyph in glyphs { writer.u16(glyph); writer.u16(glyph); writer.u16(1) }
        return writer.bytes
    }

    private func kern() -> [UInt8] {
        let pairs = legacyKerning.map { (UInt32(glyph(for: $0.left)) << 16 | UInt32(glyph(for: $0.right)), $0.value) }
            .sorted { $0.0 < $1.0 }
        var writer = ByteWriter()
        writer.u16(0); writer.u16(1)
        writer.u16(0); writer.u16(14 + pairs.count * 6); writer.u16(0x0001)
        writer.u16(pairs.count); writer.u16(0); writer.u16(0); writer.u16(0)
        for (key, value) in pairs { writer.u32(Int(key)); writer.i16(value) }
        return writer.bytes
    }

    private func trak() -> [UInt8] {
        let entries = tracking.sorted { $0.size < $1.size }
        var writer = ByteWriter()
        writer.u32(0x0001_0000); writer.u16(0); writer.u16(12); writer.u16(0); writer.u16(0)
        // TrackData at 12: one track (value 0), sizes at 28, values after them.
        let sizeTable = 12 + 8 + 8
        let valueTable = sizeTable + entries.count * 4
        writer.u16(1); writer.u16(entries.count); writer.u32(sizeTable)
        writer.u32(0); writer.u16(256); writer.u16(valueTable)
        for entry in entries { writer.u32(Int((entry.size * 65536).rounded())) }
        for entry in entries { writer.i16(entry.value) }
        return writer.bytes
    }

    // MARK: - File

    private static func assemble(_ tables: [(tag: String, data: [UInt8])]) -> [UInt8] {
        var writer = ByteWriter()
        var power = 1, exponent = 0
        while power * 2 <= tables.count { power *= 2; exponent += 1 }
        writer.u32(0x0001_0000); writer.u16(tables.count); writer.u16(power * 16); writer.u16(exponent)
        writer.u16(tables.count * 16 - power * 16)
        var offset = 12 + tables.count * 16
        var placed: [(record: TableRecord, data: [UInt8])] = []
        for table in tables {
            let record = TableRecord(tag: table.tag, checksum: 0, offset: offset, length: table.data.count)
            placed.append((record, table.data))
            offset += (table.data.count + 3) / 4 * 4
        }
        for (record, data) in placed {
            writer.tag(record.tag)
            writer.u32(Int(TableDirectory.checksum(of: data, record: TableRecord(tag: record.tag, checksum: 0, offset: 0, length: data.count))))
            writer.u32(record.offset); writer.u32(record.length)
        }
        for (_, data) in placed {
            writer.append(data)
            while writer.bytes.count % 4 != 0 { writer.u8(0) }
        }
        return writer.bytes
    }
}

/// Big-endian byte output for `FontBuilder`; values are truncated to the field width.
struct ByteWriter {
    var bytes: [UInt8] = []

    mutating func u8(_ value: UInt8) { bytes.append(value) }
    mutating func u16(_ value: Int) { bytes += [UInt8(truncatingIfNeeded: value >> 8), UInt8(truncatingIfNeeded: value)] }
    mutating func i16(_ value: Int) { u16(value) }
    mutating func u32(_ value: Int) { u16(value >> 16); u16(value) }
    mutating func tag(_ value: String) { bytes += Array(value.utf8.prefix(4)) }
    mutating func append(_ other: [UInt8]) { bytes += other }
}
