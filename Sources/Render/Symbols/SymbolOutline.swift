/// A look-alike outline for an SF Symbol, from the Material Icons glyphs LayoutLens ships
/// (`MaterialSymbolOutlines`, Apache-2.0; docs/render.md "SF Symbols").
///
/// Apple's SF Symbols artwork ships only with Apple's systems and may not be redistributed, so a
/// diagram draws a Material Icons glyph of similar shape, chosen by hand per SF Symbol name
/// (`scripts/sf-symbol-material-map.tsv`). A `.fill` name is mapped to a filled glyph and a plain
/// name to an outlined one where Material has both (`heart` → `favorite_border`, `heart.fill` →
/// `favorite`). A name not listed is drawn as its longest listed prefix of dot-separated
/// components (`person.crop.circle.badge.xmark` → `person.crop.circle`), as SF Symbols names
/// variants by appending components to the base name (Apple, SF Symbols app's naming).
public struct SymbolOutline: Sendable, Equatable {
    /// The SF Symbol name asked for.
    public var symbolName: String
    /// The listed SF Symbol name whose glyph is drawn: `symbolName` or a prefix of it.
    public var matchedName: String
    /// The Material Icons glyph drawn.
    public var glyphName: String
    /// SVG path data (absolute M/L/H/V/Q/Z) in font units, y down, in a square em of
    /// `unitsPerEm` (Material's 24-dp icon grid).
    public var pathData: String

    public static let unitsPerEm = MaterialSymbolOutlines.unitsPerEm

    /// The outline drawn for `symbolName`, nil when neither it nor a prefix is listed.
    public static func lookup(_ symbolName: String) -> SymbolOutline? {
        var candidate = Substring(symbolName)
        while !candidate.isEmpty {
            if let glyph = Tables.shared.glyphBySymbol[candidate], let path = Tables.shared.pathByGlyph[glyph] {
                return SymbolOutline(symbolName: symbolName, matchedName: String(candidate), glyphName: String(glyph),
                                     pathData: String(path))
            }
            guard let dot = candidate.lastIndex(of: ".") else { break }
            candidate = candidate[..<dot]
        }
        return nil
    }

    /// Every SF Symbol name listed, in the table's order.
    public static var listedNames: [String] { Tables.shared.order }

    /// The generated tables, split into dictionaries once.
    private struct Tables: Sendable {
        var glyphBySymbol: [Substring: Substring] = [:]
        var pathByGlyph: [Substring: Substring] = [:]
        var order: [String] = []

        static let shared = Tables()

        private init() {
            for line in MaterialSymbolOutlines.symbolTable.split(separator: "\n") {
                let fields = line.split(separator: "\t", maxSplits: 1)
                guard fields.count == 2 else { continue }
                glyphBySymbol[fields[0]] = fields[1]
                order.append(String(fields[0]))
            }
            for line in MaterialSymbolOutlines.outlineTable.split(separator: "\n") {
                let fields = line.split(separator: "\t", maxSplits: 1)
                guard fields.count == 2 else { continue }
                pathByGlyph[fields[0]] = fields[1]
            }
        }
    }
}
