/// One GPOS PairPos subtable (lookup type 2), reduced to the horizontal advance change it makes.
///
/// Format 1 lists glyph pairs; format 2 adjusts by (class of left, class of right). The value is
/// the XAdvance of the first value record plus that of the second, in font units.
enum PairAdjustment: Sendable, Equatable {
    case glyphPairs(coverage: Coverage, pairSets: GlyphPairSets)
    case classPairs(coverage: Coverage, left: ClassDefinition, right: ClassDefinition,
                    rightClassCount: Int, values: ClassPairValues)

    struct GlyphPairValue: Sendable, Equatable {
        var second: GlyphID
        var xAdvance: Int16
    }

    init(_ reader: FontDataReader, budget: inout WorkBudget) throws {
        let format = try reader.uint16(0)
        let coverage = try Coverage(try reader.subReader(at: Int(try reader.uint16(2))), budget: &budget)
        let valueFormat1 = try reader.uint16(4)
        let valueFormat2 = try reader.uint16(6)
        let size1 = Self.valueRecordSize(valueFormat1)
        let size2 = Self.valueRecordSize(valueFormat2)
        switch format {
        case 1:
            let sets = try GlyphPairSets(reader, offsetsAt: 10, setCount: Int(try reader.uint16(8)),
                                         valueFormat1: valueFormat1, valueFormat2: valueFormat2, budget: &budget)
            self = .glyphPairs(coverage: coverage, pairSets: sets)
        case 2:
            let left = try ClassDefinition(try reader.subReader(at: Int(try reader.uint16(8))), budget: &budget)
            let right = try ClassDefinition(try reader.subReader(at: Int(try reader.uint16(10))), budget: &budget)
            let leftCount = Int(try reader.uint16(12))
            let rightCount = Int(try reader.uint16(14))
            try reader.requireArray(16, count: leftCount * rightCount, size: max(size1 + size2, 1))
            try budget.spend(leftCount * rightCount, reader: reader)
            let values = ClassPairValues(reader, offset: 16, count: leftCount * rightCount,
                                         valueFormat1: valueFormat1, valueFormat2: valueFormat2)
            self = .classPairs(coverage: coverage, left: left, right: right, rightClassCount: rightCount, values: values)
        default:
            throw reader.error(at: 0, "unknown PairPos format \(format)")
        }
    }

    /// The adjustment for the pair, or nil when this subtable does not apply to it (so the next
    /// subtable of the lookup is tried, as the OpenType spec prescribes).
    func adjustment(left: GlyphID, right: GlyphID) -> Int? {
        coverage.index(of: left).flatMap { adjustment(coverageIndex: $0, left: left, right: right) }
    }

    var coverage: Coverage {
        switch self {
        case let .glyphPairs(coverage, _), let .classPairs(coverage, _, _, _, _): coverage
        }
    }

    /// `adjustment(left:right:)` when the left glyph's coverage index is already known.
    func adjustment(coverageIndex index: Int, left: GlyphID, right: GlyphID) -> Int? {
        switch self {
        case let .glyphPairs(_, pairSets):
            return index < pairSets.count ? pairSets.adjustment(set: index, right: right) : nil
        case let .classPairs(_, leftClasses, rightClasses, rightClassCount, values):
            guard rightClassCount > 0 else { return nil }
            let leftClass = leftClasses.classOf(left)
            let rightClass = rightClasses.classOf(right)
            guard leftClass < values.count / rightClassCount, rightClass < rightClassCount else { return nil }
            return Int(values[leftClass * rightClassCount + rightClass])
        }
    }

    /// A ValueRecord holds one Int16 per set bit of the low byte of its format.
    static func valueRecordSize(_ format: UInt16) -> Int {
        (format & 0xFF).nonzeroBitCount * 2
    }

    /// XAdvance (bit 0x0004) follows XPlacement and YPlacement when those are present.
    static func xAdvance(_ reader: FontDataReader, _ offset: Int, _ format: UInt16) throws -> Int {
        guard let at = xAdvanceOffset(format) else { return 0 }
        return Int(try reader.int16(offset + at))
    }

    /// Where XAdvance lies in a ValueRecord of `format`; nil when the record has none.
    static func xAdvanceOffset(_ format: UInt16) -> Int? {
        format & 0x0004 == 0 ? nil : (format & 0x0003).nonzeroBitCount * 2
    }
}
