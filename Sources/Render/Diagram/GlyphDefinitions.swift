import FontTables

/// The glyph outlines a diagram draws its text with, each defined once in `<defs>` and placed by
/// `<use>`: the glyphs drawn are the glyphs measured, whatever fonts the viewer has.
struct GlyphDefinitions {
    let scope: String
    /// Fonts seen so far, by identity key; their index names their glyphs' ids.
    private var fontKeys: [String] = []
    private(set) var definitions: [XMLElement] = []
    /// The id of every glyph defined so far by font index and glyph (`""` for an empty
    /// outline), so a glyph used again costs one integer lookup, not a string built and hashed.
    private var defined: [Int: String] = [:]

    /// Path data already made for these fonts, shared with the renderer's other diagrams.
    private let paths: GlyphPathCache

    init(scope: String, paths: GlyphPathCache = GlyphPathCache()) {
        self.scope = scope
        self.paths = paths
    }

    /// The ids of the glyphs defined, in the order they were first used.
    var definedIDs: [String] { definitions.compactMap { $0.attributes.first { $0.name == "id" }?.value } }

    /// The number that names `font`'s glyphs, registering the font on first use. A line of text
    /// has one font: its drawer asks once and passes the index to `reference(_:in:fontIndex:)`.
    mutating func index(of font: OpenTypeFont) -> Int {
        let key = Self.key(font)
        if let known = fontKeys.firstIndex(of: key) { return known }
        fontKeys.append(key)
        return fontKeys.count - 1
    }

    /// The id of `glyph`'s definition (its font's index from `index(of:)`), defining it on first
    /// use; nil when the font cannot give its outline. Empty outlines (spaces) are not defined and
    /// not drawn: `""`.
    mutating func reference(_ glyph: GlyphID, in font: OpenTypeFont, fontIndex: Int) -> String? {
        let key = fontIndex << 16 | Int(glyph)
        if let known = defined[key] { return known }
        let id = "\(scope)-g\(fontIndex)-\(glyph)"
        let data: String
        switch paths.entry(glyph, in: font, fontKey: fontKeys[fontIndex]) {
        case .unavailable: return nil
        case .empty:
            defined[key] = ""
            return ""
        case .path(let path):
            defined[key] = id
            data = path
        }
        var path = XMLElement("path")
        path.set("id", id)
        path.set("d", data)
        definitions.append(path)
        return id
    }

    /// Tells fonts apart without comparing their bytes: names, glyph count, revision.
    private static func key(_ font: OpenTypeFont) -> String {
        [font.postScriptName ?? "", font.fullName ?? "", String(font.numberOfGlyphs), String(font.head.fontRevision),
         String(font.unitsPerEm)].joined(separator: "|")
    }
}
