/// The SF Symbols one diagram draws: each look-alike outline defined once in `<defs>` and placed
/// by `<use>`, the names drawn as look-alikes and those drawn as outlined boxes, for the
/// diagram's `<metadata>` and its warnings.
struct SymbolDrawing {
    let scope: String
    private(set) var definitions: [XMLElement] = []
    /// Each symbol name drawn with a look-alike, in the order first drawn.
    private(set) var approximated: [SymbolOutline] = []
    /// Each symbol name with no look-alike (drawn as a crossed box), in the order first drawn.
    private(set) var unmapped: [String] = []
    private var definedGlyphs: Set<String> = []

    init(scope: String) { self.scope = scope }

    /// The id of `outline`'s glyph definition, defining it on first use; records the name.
    mutating func reference(_ outline: SymbolOutline) -> String {
        let id = "\(scope)-sym-\(outline.glyphName)"
        if definedGlyphs.insert(outline.glyphName).inserted {
            var path = XMLElement("path")
            path.set("id", id)
            path.set("d", outline.pathData)
            definitions.append(path)
        }
        if !approximated.contains(where: { $0.symbolName == outline.symbolName }) { approximated.append(outline) }
        return id
    }

    mutating func recordUnmapped(_ name: String) {
        if !unmapped.contains(name) { unmapped.append(name) }
    }

    /// One warning per kind per diagram: the look-alikes drawn, and the symbols left as boxes.
    var warnings: [RenderWarning] {
        (approximated.isEmpty ? [] : [.symbolApproximated(approximated.map(\.symbolName))])
            + (unmapped.isEmpty ? [] : [.symbolNotDrawn(unmapped)])
    }

    /// `<metadata>` saying which symbols are look-alikes and where their outlines come from.
    var metadata: XMLElement? {
        guard !approximated.isEmpty || !unmapped.isEmpty else { return nil }
        var lines: [String] = []
        if !approximated.isEmpty {
            lines.append("SF Symbols drawn as look-alikes from Material Icons (Apache-2.0, Google; not Apple's artwork): "
                + approximated.map { "\($0.symbolName) as \($0.glyphName)" }.joined(separator: ", "))
        }
        if !unmapped.isEmpty {
            lines.append("SF Symbols with no look-alike, drawn as crossed boxes: " + unmapped.joined(separator: ", "))
        }
        var element = XMLElement("metadata", ["id": "\(scope)-symbols"], text: lines.joined(separator: ". "))
        element.set("data-symbol-source", "Material Icons (Apache-2.0)")
        return element
    }
}
