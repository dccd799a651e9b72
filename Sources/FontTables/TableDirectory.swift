/// One entry of the sfnt table directory: where a table lives in the file.
public struct TableRecord: Sendable, Equatable {
    public var tag: String
    public var checksum: UInt32
    public var offset: Int
    public var length: Int
}

/// The sfnt header and table directory (OpenType spec, "Organization of an OpenType Font").
///
/// Each record is checked to lie inside the file. Checksums are verified, but a mismatch is only a
/// warning: many fonts in the wild carry stale checksums and still render correctly everywhere.
struct TableDirectory: Sendable {
    /// 0x00010000 or 'true' for TrueType outlines, 'OTTO' for CFF outlines.
    var sfntVersion: UInt32
    var records: [TableRecord]
    var warnings: [FontWarning]

    static let maximumTableCount = 512

    /// Reads the directory of the font starting at `fontOffset` (non-zero inside a collection).
    /// `verifiesChecksums` false skips summing every table (the bundled fonts, whose checksums
    /// a test verifies): for them it is most of the cost of reading the directory.
    init(bytes: [UInt8], fontOffset: Int, verifiesChecksums: Bool = true) throws {
        let header = try FontDataReader(bytes: bytes, table: "sfnt", start: fontOffset)
        sfntVersion = try header.uint32(0)
        guard [0x0001_0000, 0x4F54_544F /* OTTO */, 0x7472_7565 /* true */].contains(sfntVersion) else {
            throw header.error(at: 0, "not an OpenType or TrueType font (sfnt version \(try header.tag(0)))")
        }
        let tableCount = Int(try header.uint16(4))
        guard tableCount <= Self.maximumTableCount else {
            throw header.error(at: 4, "the directory claims \(tableCount) tables; at most \(Self.maximumTableCount) are read")
        }
        try header.requireArray(12, count: tableCount, size: 16)
        var records: [TableRecord] = []
        var warnings: [FontWarning] = []
        var seen = Set<String>()
        for index in 0..<tableCount {
            let at = 12 + index * 16
            let record = TableRecord(tag: try header.tag(at), checksum: try header.uint32(at + 4),
                                     offset: Int(try header.uint32(at + 8)), length: Int(try header.uint32(at + 12)))
            guard record.offset <= bytes.count, record.length <= bytes.count - record.offset else {
                throw FontError(table: record.tag, offset: record.offset,
                                reason: "the directory places \(record.length) bytes here, past the end of the \(bytes.count)-byte file")
            }
            guard seen.insert(record.tag).inserted else {
                throw header.error(at: at, "table '\(record.tag)' is listed twice")
            }
            let computed = verifiesChecksums ? Self.checksum(of: bytes, record: record) : record.checksum
            if computed != record.checksum {
                warnings.append(.checksumMismatch(table: record.tag, stored: record.checksum, computed: computed))
            }
            records.append(record)
        }
        self.records = records
        self.warnings = warnings
    }

    func record(_ tag: String) -> TableRecord? {
        records.first { $0.tag == tag }
    }

    /// A reader over table `tag`, or nil when the font has no such table.
    func reader(_ tag: String, in bytes: [UInt8]) throws -> FontDataReader? {
        guard let record = record(tag) else { return nil }
        return try FontDataReader(bytes: bytes, table: tag, start: record.offset, count: record.length)
    }

    /// A reader over a table every font must have.
    func requiredReader(_ tag: String, in bytes: [UInt8]) throws -> FontDataReader {
        guard let reader = try reader(tag, in: bytes) else {
            throw FontError(table: tag, offset: 0, reason: "the font has no '\(tag)' table, which is required")
        }
        return reader
    }

    /// The sum of the table's big-endian 32-bit words, the last one zero-padded. For 'head' the
    /// checksumAdjustment field (bytes 8–11) counts as zero, as the spec requires.
    static func checksum(of bytes: [UInt8], record: TableRecord) -> UInt32 {
        let isHead = record.tag == "head"
        // Whole words are read four bytes at a time (a font is hundreds of kilobytes, summed
        // once per process for the bundled ones); the record lies inside `bytes` (checked by
        // the caller), and only a last partial word needs padding.
        return bytes.withUnsafeBufferPointer { buffer in
            let table = UnsafeBufferPointer(rebasing: buffer[record.offset..<record.offset + record.length])
            let whole = table.count / 4 * 4
            var sum: UInt32 = 0
            var index = 0
            while index < whole {
                let word = UInt32(table[index]) << 24 | UInt32(table[index + 1]) << 16
                    | UInt32(table[index + 2]) << 8 | UInt32(table[index + 3])
                if !(isHead && index == 8) { sum &+= word }
                index += 4
            }
            if whole < table.count {
                var word: UInt32 = 0
                for position in whole..<whole + 4 {
                    let isAdjustment = isHead && (8..<12).contains(position)
                    let byte: UInt8 = position < table.count && !isAdjustment ? table[position] : 0
                    word = word << 8 | UInt32(byte)
                }
                sum &+= word
            }
            return sum
        }
    }
}
