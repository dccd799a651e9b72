/// The tabular figures of a 'GSUB' table: the single substitutions (lookup type 1, possibly wrapped
/// in Extension lookups, type 7) of the 'tnum' feature of the Latin (else default) script, which
/// replace each proportional figure with one of a common advance (OpenType feature registry,
/// "tnum": "Replaces figure glyphs set on proportional widths with corresponding glyphs set on
/// uniform (tabular) widths").
///
/// SwiftUI's `monospacedDigit()` asks for these figures ("Modifies the font to use fixed-width
/// digits, while leaving other characters proportionally spaced", Apple, `Font.monospacedDigit()`).
public struct TabularFigures: Sendable, Equatable {
    /// Each substituted glyph's tabular glyph.
    private var substitutes: [GlyphID: GlyphID]

    public var isEmpty: Bool { substitutes.isEmpty }

    /// The most substitutions decoded: a font's figures are a few dozen glyphs (Inter: 80 across
    /// its figure sets); the cap keeps a hostile table cheap.
    static let maximumRecords = 100_000

    init(_ reader: FontDataReader) throws {
        let feature = try FeatureLookups(reader, table: "GSUB", feature: "tnum")
        let lookupList = feature.lookupList, lookupCount = feature.lookupCount, lookupIndices = feature.indices
        var budget = WorkBudget(remaining: Self.maximumRecords)
        var substitutes: [GlyphID: GlyphID] = [:]
        for index in lookupIndices where index < lookupCount {
            let lookup = try lookupList.subReader(at: Int(try lookupList.uint16(2 + index * 2)))
            let lookupType = try lookup.uint16(0)
            let subtableCount = Int(try lookup.uint16(4))
            try lookup.requireArray(6, count: subtableCount, size: 2)
            try budget.spend(subtableCount, reader: lookup)
            for subtableIndex in 0..<subtableCount {
                var subtable = try lookup.subReader(at: Int(try lookup.uint16(6 + subtableIndex * 2)))
                var type = lookupType
                if lookupType == 7 {
                    type = try subtable.uint16(2)
                    subtable = try subtable.subReader(at: Int(try subtable.uint32(4)))
                }
                guard type == 1 else { continue }
                // The first subtable that covers a glyph wins (OpenType, "Lookup table").
                for (glyph, substitute) in try Self.singleSubstitutions(subtable, budget: &budget) where substitutes[glyph] == nil {
                    substitutes[glyph] = substitute
                }
            }
        }
        self.substitutes = substitutes
    }

    /// SingleSubst format 1 (a delta added to every covered glyph) or 2 (a substitute per
    /// coverage index).
    private static func singleSubstitutions(_ subtable: FontDataReader, budget: inout WorkBudget) throws -> [(GlyphID, GlyphID)] {
        let format = try subtable.uint16(0)
        let coverage = try Coverage(try subtable.subReader(at: Int(try subtable.uint16(2))), budget: &budget)
        var pairs: [(GlyphID, GlyphID)] = []
        switch format {
        case 1:
            let delta = Int(try subtable.int16(4))
            for range in coverage.ranges {
                try budget.spend(Int(range.last - range.first) + 1, reader: subtable)
                for glyph in range.first...range.last {
                    pairs.append((glyph, GlyphID(truncatingIfNeeded: (Int(glyph) + delta) & 0xFFFF)))
                }
            }
        case 2:
            let count = Int(try subtable.uint16(4))
            try subtable.requireArray(6, count: count, size: 2)
            for range in coverage.ranges {
                try budget.spend(Int(range.last - range.first) + 1, reader: subtable)
                for glyph in range.first...range.last {
                    let index = range.value + Int(glyph - range.first)
                    guard index < count else { throw subtable.error(at: 4, "a covered glyph has no substitute") }
                    pairs.append((glyph, try subtable.uint16(6 + index * 2)))
                }
            }
        default:
            throw subtable.error(at: 0, "unknown single substitution format \(format)")
        }
        return pairs
    }

    /// The tabular glyph for `glyph`, or `glyph` itself when the feature does not replace it.
    public func substitute(for glyph: GlyphID) -> GlyphID {
        substitutes[glyph] ?? glyph
    }
}
