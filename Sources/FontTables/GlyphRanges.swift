/// A sorted run of glyph IDs mapped to a value: a Coverage range (value = coverage index of the
/// first glyph) or a ClassDef range (value = class).
struct GlyphRange: Sendable, Equatable {
    var first: GlyphID
    var last: GlyphID
    var value: Int
}

/// Binary search over ranges sorted by `first`.
func lookUp(_ glyph: GlyphID, in ranges: [GlyphRange]) -> GlyphRange? {
    var low = 0
    var high = ranges.count
    while low < high {
        let middle = (low + high) / 2
        let range = ranges[middle]
        if glyph < range.first { high = middle } else if glyph > range.last { low = middle + 1 } else { return range }
    }
    return nil
}

/// The range records of Coverage and ClassDef format 2 (start glyph, end glyph, value; 6 bytes
/// each, from offset 4), bounds- and budget-checked.
func readRangeRecords(_ reader: FontDataReader, count: Int, budget: inout WorkBudget, kind: String) throws -> [GlyphRange] {
    try reader.requireArray(4, count: count, size: 6)
    try budget.spend(count, reader: reader)
    var ranges: [GlyphRange] = []
    ranges.reserveCapacity(count)
    for index in 0..<count {
        let at = 4 + index * 6
        let range = GlyphRange(first: try reader.uint16(at), last: try reader.uint16(at + 2),
                               value: Int(try reader.uint16(at + 4)))
        guard range.first <= range.last else { throw reader.error(at: at, "\(kind) range ends before it starts") }
        ranges.append(range)
    }
    return ranges
}

/// An OpenType Coverage table: which glyphs a subtable applies to, and each one's index.
struct Coverage: Sendable, Equatable {
    /// Sorted by first glyph; `value` is the coverage index of `first`.
    private(set) var ranges: [GlyphRange]

    init(_ reader: FontDataReader, budget: inout WorkBudget) throws {
        let format = try reader.uint16(0)
        let count = Int(try reader.uint16(2))
        var ranges: [GlyphRange] = []
        switch format {
        case 1:
            try reader.requireArray(4, count: count, size: 2)
            try budget.spend(count, reader: reader)
            for index in 0..<count {
                let glyph = try reader.uint16(4 + index * 2)
                ranges.append(GlyphRange(first: glyph, last: glyph, value: index))
            }
        case 2:
            ranges = try readRangeRecords(reader, count: count, budget: &budget, kind: "coverage")
        default:
            throw reader.error(at: 0, "unknown coverage format \(format)")
        }
        ranges.sort { $0.first < $1.first }
        self.ranges = ranges
    }

    func index(of glyph: GlyphID) -> Int? {
        lookUp(glyph, in: ranges).map { $0.value + Int(glyph - $0.first) }
    }
}

/// An OpenType ClassDef table: glyph → class, 0 for glyphs not listed.
struct ClassDefinition: Sendable, Equatable {
    private var ranges: [GlyphRange]

    init(_ reader: FontDataReader, budget: inout WorkBudget) throws {
        let format = try reader.uint16(0)
        var ranges: [GlyphRange] = []
        switch format {
        case 1:
            let start = try reader.uint16(2)
            let count = Int(try reader.uint16(4))
            try reader.requireArray(6, count: count, size: 2)
            try budget.spend(count, reader: reader)
            for index in 0..<count where Int(start) + index <= Int(GlyphID.max) {
                let glyph = start + GlyphID(index)
                ranges.append(GlyphRange(first: glyph, last: glyph, value: Int(try reader.uint16(6 + index * 2))))
            }
        case 2:
            ranges = try readRangeRecords(reader, count: Int(try reader.uint16(2)), budget: &budget, kind: "class")
        default:
            throw reader.error(at: 0, "unknown class definition format \(format)")
        }
        ranges.sort { $0.first < $1.first }
        self.ranges = ranges
    }

    func classOf(_ glyph: GlyphID) -> Int {
        lookUp(glyph, in: ranges)?.value ?? 0
    }
}

/// Caps the records a parser decodes, so overlapping offsets that reuse one big array many times
/// cannot make reading a small file take minutes.
struct WorkBudget {
    var remaining: Int

    mutating func spend(_ amount: Int, reader: FontDataReader) throws {
        remaining -= amount
        guard remaining >= 0 else {
            throw reader.error(at: 0, "the table asks for more work than any real font needs (overlapping or repeated offsets?)")
        }
    }
}
