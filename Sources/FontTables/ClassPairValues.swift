/// The value records of a class-pair PairPos subtable (format 2): one per (left class, right
/// class), read from the font's bytes when a pair is kerned instead of all decoded up front.
///
/// A font's class-pair matrices are large (Inter Regular's 'kern' lookups hold about 19 000
/// records) and a text measures a few dozen pairs, so decoding them all cost more than every
/// kerning query of a small file. The whole matrix is bounds-checked when the subtable is read
/// (`PairAdjustment.init`), so a later read cannot fail.
struct ClassPairValues: Sendable {
    private let bytes: [UInt8]
    /// Absolute offset of the first record.
    private let start: Int
    let count: Int
    private let recordSize: Int
    /// Offsets of the XAdvance of the first and second value records inside a record; nil when
    /// the record's format has none.
    private let firstAdvance: Int?
    private let secondAdvance: Int?

    /// The `count` records of `recordSize` bytes from `offset` of `reader` (already checked to
    /// lie inside it), in the value formats given.
    init(_ reader: FontDataReader, offset: Int, count: Int, valueFormat1: UInt16, valueFormat2: UInt16) {
        bytes = reader.bytes
        start = reader.start + offset
        self.count = count
        let size1 = PairAdjustment.valueRecordSize(valueFormat1)
        recordSize = size1 + PairAdjustment.valueRecordSize(valueFormat2)
        firstAdvance = PairAdjustment.xAdvanceOffset(valueFormat1)
        secondAdvance = PairAdjustment.xAdvanceOffset(valueFormat2).map { size1 + $0 }
    }

    /// The summed XAdvance of record `index` (< `count`), clamped to 16 bits as stored.
    subscript(index: Int) -> Int16 {
        let record = start + index * recordSize
        var advance = 0
        if let firstAdvance { advance += Int(int16(at: record + firstAdvance)) }
        if let secondAdvance { advance += Int(int16(at: record + secondAdvance)) }
        return Int16(clamping: advance)
    }

    private func int16(at offset: Int) -> Int16 {
        Int16(bitPattern: UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]))
    }
}

extension ClassPairValues: Equatable {
    /// Equal when every record has the same value (wherever in which file the records lie).
    static func == (lhs: ClassPairValues, rhs: ClassPairValues) -> Bool {
        lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs[$0] == rhs[$0] }
    }
}
