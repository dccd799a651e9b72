@testable import FontTables

extension OpenTypeFont {
    /// A one-line width at `size` points the way text-metrics.md §3.3 measured it: the plain sum of
    /// advances ("hmtx"), and that sum with pair kerning between adjacent glyphs ("+kern").
    func widthSums(of text: String, size: Double) -> (advances: Double, kerned: Double) {
        let glyphs = text.unicodeScalars.map(glyphID(for:))
        let advances = glyphs.reduce(0) { $0 + advance(of: $1) }
        let kerning = zip(glyphs, glyphs.dropFirst()).reduce(0) { $0 + self.kerning(left: $1.0, right: $1.1) }
        let scale = size / Double(unitsPerEm)
        return (Double(advances) * scale, Double(advances + kerning) * scale)
    }
}
