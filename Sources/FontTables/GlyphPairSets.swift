/// The pair sets of a glyph-pair PairPos subtable (format 1), one per covered left glyph, searched
/// in the font's bytes when a pair is kerned instead of all decoded up front.
///
/// OpenType orders a PairSet's PairValueRecords by their second glyph (OpenType GPOS, "Pair
/// Adjustment Positioning Format 1": "PairValueRecords, ordered by glyph ID of the second
/// glyph"), so a set in that order is binary-searched where it lies. A set out of order (a font
/// that breaks the rule) is decoded and sorted, as every set once was, so both give the same
/// answer. Inter Regular's 'kern' lookups hold some thousands of glyph pairs; decoding them into
/// one array per set cost more than the kerning queries of a small file.
///
/// Every set is bounds-checked when the subtable is read, so a later read cannot fail.
struct GlyphPairSets: Sendable {
    /// Where set `index` is: its first record's absolute offset and its record count, or the
    /// index of its sorted copy in `reordered` (-1 when it is searched in place).
    private struct Location: Sendable {
        var start: Int
        var count: Int32
        var reordered: Int32
    }

    private let bytes: [UInt8]
    private let recordSize: Int
    /// Offsets of the XAdvance of the first and second value records inside a record (after
    /// its second glyph); nil when the record's format has none.
    private let firstAdvance: Int?
    private let secondAdvance: Int?
    private var locations: [Location] = []
    private var reordered: [[PairAdjustment.GlyphPairValue]] = []

    var count: Int { locations.count }

    /// The `setCount` pair sets whose offsets follow `offsetsAt` in `reader` (a PairPos format 1
    /// subtable). Sets may share one offset (legal, and what a hostile font does thousands of
    /// times): each distinct set is checked and paid for once, in the order the sets are listed.
    init(_ reader: FontDataReader, offsetsAt: Int, setCount: Int, valueFormat1: UInt16, valueFormat2: UInt16,
         budget: inout WorkBudget) throws {
        bytes = reader.bytes
        let size1 = PairAdjustment.valueRecordSize(valueFormat1)
        recordSize = 2 + size1 + PairAdjustment.valueRecordSize(valueFormat2)
        firstAdvance = PairAdjustment.xAdvanceOffset(valueFormat1).map { 2 + $0 }
        secondAdvance = PairAdjustment.xAdvanceOffset(valueFormat2).map { 2 + size1 + $0 }
        try reader.requireArray(offsetsAt, count: setCount, size: 2)
        var offsets: [Int] = []
        offsets.reserveCapacity(setCount)
        for index in 0..<setCount { offsets.append(Int(try reader.uint16(offsetsAt + index * 2))) }
        // The first set at each offset, in an open-addressing table keyed by the offset itself:
        // hashing Inter Regular's offsets in a dictionary cost more than checking its sets, and an
        // array of every 16-bit offset more than that. The table is at least twice the set count,
        // so it always has a free slot, and a probe passes at most the sets already placed.
        var capacity = 16
        while capacity < setCount * 2 { capacity <<= 1 }
        let mask = capacity - 1
        var firstSetAt = [Int32](repeating: -1, count: capacity)
        locations.reserveCapacity(setCount)
        for index in 0..<setCount {
            let offset = offsets[index]
            var slot = offset & mask
            while firstSetAt[slot] >= 0 && offsets[Int(firstSetAt[slot])] != offset { slot = (slot + 1) & mask }
            if firstSetAt[slot] >= 0 {
                locations.append(locations[Int(firstSetAt[slot])])
                continue
            }
            firstSetAt[slot] = Int32(index)
            locations.append(try location(of: try reader.subReader(at: offset), budget: &budget))
        }
    }

    /// Checks the set `set` reads and finds whether its records are in glyph order.
    private mutating func location(of set: FontDataReader, budget: inout WorkBudget) throws -> Location {
        let pairCount = Int(try set.uint16(0))
        try set.requireArray(2, count: pairCount, size: recordSize)
        try budget.spend(pairCount, reader: set)
        let start = set.start + 2
        let recordSize = recordSize
        // Every record lies inside the bytes (`requireArray` above), so they are read unchecked.
        let inOrder = bytes.withUnsafeBufferPointer { bytes in
            var previous = -1
            for pair in 0..<pairCount {
                let at = start + pair * recordSize
                let second = Int(bytes[at]) << 8 | Int(bytes[at + 1])
                if second < previous { return false }
                previous = second
            }
            return true
        }
        guard !inOrder else { return Location(start: start, count: Int32(pairCount), reordered: -1) }
        var pairs = (0..<pairCount).map { record(at: start + $0 * recordSize) }
        pairs.sort { $0.second < $1.second }
        reordered.append(pairs)
        return Location(start: start, count: Int32(pairCount), reordered: Int32(reordered.count - 1))
    }

    /// The summed XAdvance for `right` after the left glyph of set `index` (< `count`), or nil
    /// when the set has no record for it.
    func adjustment(set index: Int, right: GlyphID) -> Int? {
        let location = locations[index]
        if location.reordered >= 0 {
            let pairs = reordered[Int(location.reordered)]
            let found = firstIndex(count: pairs.count) { pairs[$0].second < right }
            return found < pairs.count && pairs[found].second == right ? Int(pairs[found].xAdvance) : nil
        }
        let count = Int(location.count)
        let found = firstIndex(count: count) { secondGlyph(at: location.start + $0 * recordSize) < right }
        guard found < count, secondGlyph(at: location.start + found * recordSize) == right else { return nil }
        return Int(record(at: location.start + found * recordSize).xAdvance)
    }

    /// The records of set `index` in glyph order.
    func pairs(set index: Int) -> [PairAdjustment.GlyphPairValue] {
        let location = locations[index]
        if location.reordered >= 0 { return reordered[Int(location.reordered)] }
        return (0..<Int(location.count)).map { record(at: location.start + $0 * recordSize) }
    }

    /// The first of `0..<count` for which `isBefore` is false (`isBefore` holds for a prefix).
    private func firstIndex(count: Int, _ isBefore: (Int) -> Bool) -> Int {
        var low = 0
        var high = count
        while low < high {
            let middle = (low + high) / 2
            if isBefore(middle) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    private func secondGlyph(at offset: Int) -> GlyphID {
        UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1])
    }

    private func record(at offset: Int) -> PairAdjustment.GlyphPairValue {
        var advance = 0
        if let firstAdvance { advance += Int(int16(at: offset + firstAdvance)) }
        if let secondAdvance { advance += Int(int16(at: offset + secondAdvance)) }
        return PairAdjustment.GlyphPairValue(second: secondGlyph(at: offset), xAdvance: Int16(clamping: advance))
    }

    private func int16(at offset: Int) -> Int16 {
        Int16(bitPattern: UInt16(bytes[offset]) << 8 | UInt16(bytes[offset + 1]))
    }
}

extension GlyphPairSets: Equatable {
    /// Equal when every set has the same records (wherever in which file they lie).
    static func == (lhs: GlyphPairSets, rhs: GlyphPairSets) -> Bool {
        lhs.count == rhs.count && (0..<lhs.count).allSatisfy { lhs.pairs(set: $0) == rhs.pairs(set: $0) }
    }
}
