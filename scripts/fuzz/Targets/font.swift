// libFuzzer target: bytes as an OpenType/TrueType font (cmap, hmtx, GPOS, kern, trak, glyf/CFF,
// CBLC/CBDT colour bitmaps).
//
// The least work per input that reaches every table reader: one strict decode, and the lenient
// decode (`skipsBrokenOptionalTables`) only when the strict one threw — after a strict success
// both give the same font. Then the lookups a text measurement makes for a short sample, and
// the outlines of the sample's glyphs (not every glyph of the font: drawing one exercises the
// same charstring or glyf code as drawing all).
import FontTables

let sample = Array("AVTo, fi é 日 👍".unicodeScalars)

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    let decoded = (try? OpenTypeFont(bytes: bytes)) ?? (try? OpenTypeFont(bytes: bytes, skipsBrokenOptionalTables: true))
    guard let font = decoded else { return 0 }
    var previous: GlyphID?
    for scalar in sample {
        let glyph = font.glyphID(for: scalar)
        _ = font.advance(of: glyph)
        if let previous { _ = font.kerning(left: previous, right: glyph) }
        _ = font.outline(of: glyph)
        _ = font.colorBitmap(of: glyph, pixelsPerEm: 51)
        previous = glyph
    }
    _ = font.outline(of: GlyphID(truncatingIfNeeded: font.numberOfGlyphs &- 1))
    for pointSize in [1.0, 17, 1e6, 0] { _ = font.tracking(forSize: pointSize) }
    return 0
}
