import Testing
@testable import FontTables

/// PairPos format 1 pair sets: searched where they lie when their records are in second-glyph
/// order (as OpenType requires), decoded and sorted when a font lists them out of order; both
/// give the same kerning.
@Suite struct GlyphPairSetTests {
    /// A PairPos format 1 subtable (value format 1 = XAdvance only, value format 2 = none) whose
    /// left glyphs 10, 11, … have the pair sets `sets` (second glyph, XAdvance), written in the
    /// order given; `setOrder` lists which set each left glyph uses (default: its own).
    static func subtable(_ sets: [[(UInt16, Int16)]], setOrder: [Int]? = nil) throws -> PairAdjustment {
        let order = setOrder ?? Array(sets.indices)
        var writer = ByteWriter()
        let coverageOffset = 10 + order.count * 2
        var setOffsets: [Int] = []
        var next = coverageOffset + 4 + order.count * 2
        for set in sets {
            setOffsets.append(next)
            next += 2 + set.count * 4
        }
        writer.u16(1); writer.u16(coverageOffset); writer.u16(4); writer.u16(0); writer.u16(order.count)
        for set in order { writer.u16(setOffsets[set]) }
        writer.u16(1); writer.u16(order.count)  // coverage format 1: glyphs 10, 11, …
        for glyph in order.indices { writer.u16(10 + glyph) }
        for set in sets {
            writer.u16(set.count)
            for (second, advance) in set { writer.u16(Int(second)); writer.i16(Int(advance)) }
        }
        var budget = WorkBudget(remaining: 1_000)
        return try PairAdjustment(try FontDataReader(bytes: writer.bytes, table: "GPOS"), budget: &budget)
    }

    @Test func aSetInGlyphOrderIsSearchedInPlace() throws {
        let adjustment = try Self.subtable([[(3, -5), (7, -9), (40, 12)]])
        #expect(adjustment.adjustment(left: 10, right: 3) == -5)
        #expect(adjustment.adjustment(left: 10, right: 7) == -9)
        #expect(adjustment.adjustment(left: 10, right: 40) == 12)
        #expect(adjustment.adjustment(left: 10, right: 8) == nil)
        #expect(adjustment.adjustment(left: 10, right: 41) == nil)
        #expect(adjustment.adjustment(left: 10, right: 0) == nil)
    }

    @Test func aSetOutOfGlyphOrderKernsAsWhenSorted() throws {
        let unordered = try Self.subtable([[(40, 12), (3, -5), (7, -9)]])
        let ordered = try Self.subtable([[(3, -5), (7, -9), (40, 12)]])
        for right: GlyphID in [0, 3, 5, 7, 40, 41] {
            #expect(unordered.adjustment(left: 10, right: right) == ordered.adjustment(left: 10, right: right))
        }
        #expect(unordered == ordered)
    }

    @Test func anEmptySetKernsNothing() throws {
        let adjustment = try Self.subtable([[], [(1, 4)]])
        #expect(adjustment.adjustment(left: 10, right: 1) == nil)
        #expect(adjustment.adjustment(left: 11, right: 1) == 4)
    }

    /// Left glyphs 10, 11, 12 use sets 1, 0, 1: the offsets fall and repeat, and each glyph
    /// still finds its own set.
    @Test func setsSharedOutOfOffsetOrderAreFoundByEveryLeftGlyph() throws {
        let adjustment = try Self.subtable([[(2, -1)], [(2, -3)]], setOrder: [1, 0, 1])
        #expect(adjustment.adjustment(left: 10, right: 2) == -3)
        #expect(adjustment.adjustment(left: 11, right: 2) == -1)
        #expect(adjustment.adjustment(left: 12, right: 2) == -3)
    }
}
