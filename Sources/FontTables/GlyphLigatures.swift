/// The ligature substitutions of a 'GSUB' table (OpenType: LookupType 4, Ligature Substitution,
/// possibly wrapped in Extension lookups, type 7): sequences of glyphs drawn as one glyph.
///
/// Read for colour emoji fonts, whose GSUB forms ZWJ sequences (👨‍👩‍👧: man, ZWJ, woman, ZWJ,
/// girl), flags (two regional indicator letters) and skin-tone modifiers as single glyphs, as
/// Apple Color Emoji does on iOS. Every type 4 lookup of the LookupList is taken, whichever
/// feature names it (Noto Color Emoji lists them under 'ccmp'); contextual lookups (types 5, 6)
/// and the other substitution types are not applied, so a text font's `fi` or `liga` rules are
/// not what this is for.
public struct GlyphLigatures: Sendable, Equatable {
    struct Ligature: Sendable, Equatable {
        /// The glyphs after the first, in order.
        var components: [GlyphID]
        var glyph: GlyphID
    }

    /// Ligatures by first glyph, longest first (the first that matches wins, as OpenType applies
    /// a ligature set's entries in order and fonts list longer ones first).
    private var byFirst: [GlyphID: [Ligature]]

    public var isEmpty: Bool { byFirst.isEmpty }

    static let maximumRecords = 1_000_000

    init(_ reader: FontDataReader) throws {
        let major = try reader.uint16(0)
        guard major == 1 else { throw reader.error(at: 0, "unknown GSUB major version \(major)") }
        let lookupList = try reader.subReader(at: Int(try reader.uint16(8)))
        let lookupCount = Int(try lookupList.uint16(0))
        try lookupList.requireArray(2, count: lookupCount, size: 2)
        var budget = WorkBudget(remaining: Self.maximumRecords)
        var byFirst: [GlyphID: [Ligature]] = [:]
        var decoded: Set<Int> = []
        for index in 0..<lookupCount {
            let lookup = try lookupList.subReader(at: Int(try lookupList.uint16(2 + index * 2)))
            let lookupType = try lookup.uint16(0)
            guard lookupType == 4 || lookupType == 7 else { continue }
            let subtableCount = Int(try lookup.uint16(4))
            try lookup.requireArray(6, count: subtableCount, size: 2)
            try budget.spend(subtableCount, reader: lookup)
            for subtableIndex in 0..<subtableCount {
                var subtable = try lookup.subReader(at: Int(try lookup.uint16(6 + subtableIndex * 2)))
                if lookupType == 7 {
                    guard try subtable.uint16(2) == 4 else { continue }
                    subtable = try subtable.subReader(at: Int(try subtable.uint32(4)))
                }
                guard decoded.insert(subtable.start).inserted else { continue }
                try Self.readLigatureSubstitution(subtable, into: &byFirst, budget: &budget)
            }
        }
        for (first, ligatures) in byFirst {
            // Longest first; among equals the font's order stays (a stable sort).
            byFirst[first] = ligatures.enumerated().sorted { a, b in
                (a.element.components.count, -a.offset) > (b.element.components.count, -b.offset)
            }.map(\.element)
        }
        self.byFirst = byFirst
    }

    /// LigatureSubstFormat1: a coverage of first glyphs, for each a LigatureSet of Ligature
    /// tables (ligature glyph, component count, the components after the first).
    private static func readLigatureSubstitution(_ subtable: FontDataReader, into byFirst: inout [GlyphID: [Ligature]],
                                                 budget: inout WorkBudget) throws {
        let format = try subtable.uint16(0)
        guard format == 1 else { throw subtable.error(at: 0, "unknown ligature substitution format \(format)") }
        let coverage = try Coverage(try subtable.subReader(at: Int(try subtable.uint16(2))), budget: &budget)
        var firstGlyphs: [Int: GlyphID] = [:]
        for range in coverage.ranges where range.first <= range.last {
            try budget.spend(Int(range.last) - Int(range.first) + 1, reader: subtable)
            for glyph in range.first...range.last { firstGlyphs[range.value + Int(glyph - range.first)] = glyph }
        }
        let setCount = Int(try subtable.uint16(4))
        try subtable.requireArray(6, count: setCount, size: 2)
        try budget.spend(setCount, reader: subtable)
        for setIndex in 0..<setCount {
            guard let first = firstGlyphs[setIndex] else { continue }
            let set = try subtable.subReader(at: Int(try subtable.uint16(6 + setIndex * 2)))
            let count = Int(try set.uint16(0))
            try set.requireArray(2, count: count, size: 2)
            try budget.spend(count, reader: set)
            for ligatureIndex in 0..<count {
                let ligature = try set.subReader(at: Int(try set.uint16(2 + ligatureIndex * 2)))
                let glyph = try ligature.uint16(0)
                let componentCount = Int(try ligature.uint16(2))
                guard componentCount >= 1 else { throw ligature.error(at: 2, "a ligature of no components") }
                try ligature.requireArray(4, count: componentCount - 1, size: 2)
                try budget.spend(componentCount, reader: ligature)
                let components = try (0..<(componentCount - 1)).map { try ligature.uint16(4 + $0 * 2) }
                byFirst[first, default: []].append(Ligature(components: components, glyph: glyph))
            }
        }
    }

    /// The ligature that starts at `glyphs[start]`, and how many glyphs it replaces; nil when none.
    public func ligature(in glyphs: [GlyphID], at start: Int) -> (glyph: GlyphID, length: Int)? {
        guard start < glyphs.count, let candidates = byFirst[glyphs[start]] else { return nil }
        for candidate in candidates where start + candidate.components.count < glyphs.count {
            if glyphs[(start + 1)..<(start + 1 + candidate.components.count)].elementsEqual(candidate.components) {
                return (candidate.glyph, candidate.components.count + 1)
            }
        }
        return nil
    }

    /// `glyphs` with every ligature applied, left to right, longest match first.
    public func apply(_ glyphs: [GlyphID]) -> [GlyphID] {
        var result: [GlyphID] = []
        var index = 0
        while index < glyphs.count {
            if let (glyph, length) = ligature(in: glyphs, at: index) {
                result.append(glyph)
                index += length
            } else {
                result.append(glyphs[index])
                index += 1
            }
        }
        return result
    }
}
