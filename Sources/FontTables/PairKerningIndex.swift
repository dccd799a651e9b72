/// For each left glyph, the PairPos subtables whose coverage holds it, in lookup and subtable
/// order, with the glyph's coverage index: kerning a pair then visits only the subtables that can
/// apply instead of searching every subtable's coverage (Inter has dozens).
struct PairKerningIndex: Sendable, Equatable {
    struct Candidate: Sendable, Equatable {
        var lookup: UInt16
        var subtable: UInt16
        var coverageIndex: UInt32
    }

    /// Candidates of glyph g are `candidates[starts[g]..<starts[g + 1]]`.
    private var starts: [UInt32]
    private var candidates: [Candidate]

    /// More covered (glyph, subtable) pairs than this and the index is not built.
    static let maximumCandidates = 2_000_000

    /// nil when the coverages hold more entries than `maximumCandidates` or too many lookups.
    init?(_ coverages: [[Coverage]]) {
        guard coverages.count <= Int(UInt16.max), coverages.allSatisfy({ $0.count <= Int(UInt16.max) }) else { return nil }
        // Sized by the highest glyph covered, not by every glyph id: building and zeroing two
        // tables of 65 537 entries cost more than filling them for a font of a few thousand glyphs.
        var highest = -1
        for lookup in coverages {
            for coverage in lookup {
                for range in coverage.ranges { highest = max(highest, Int(range.last)) }
            }
        }
        let glyphCount = highest + 1
        var counts = [UInt32](repeating: 0, count: glyphCount)
        var total = 0
        for lookup in coverages {
            for coverage in lookup {
                for range in coverage.ranges {
                    total += Int(range.last - range.first) + 1
                    guard total <= Self.maximumCandidates else { return nil }
                    for glyph in Int(range.first)...Int(range.last) { counts[glyph] += 1 }
                }
            }
        }
        var starts = [UInt32](repeating: 0, count: glyphCount + 1)
        var running: UInt32 = 0
        for glyph in 0..<glyphCount {
            starts[glyph] = running
            running += counts[glyph]
        }
        starts[glyphCount] = running
        var cursor = starts
        var candidates = [Candidate](repeating: Candidate(lookup: 0, subtable: 0, coverageIndex: 0), count: total)
        for (lookupIndex, lookup) in coverages.enumerated() {
            for (subtableIndex, coverage) in lookup.enumerated() {
                for range in coverage.ranges {
                    for glyph in Int(range.first)...Int(range.last) {
                        candidates[Int(cursor[glyph])] = Candidate(
                            lookup: UInt16(lookupIndex), subtable: UInt16(subtableIndex),
                            coverageIndex: UInt32(range.value + glyph - Int(range.first)))
                        cursor[glyph] += 1
                    }
                }
            }
        }
        self.starts = starts
        self.candidates = candidates
    }

    func candidates(for glyph: GlyphID) -> ArraySlice<Candidate> {
        // A glyph past the highest covered one is in no subtable's coverage.
        guard Int(glyph) + 1 < starts.count else { return [] }
        return candidates[Int(starts[Int(glyph)])..<Int(starts[Int(glyph) + 1])]
    }
}
