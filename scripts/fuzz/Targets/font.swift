// libFuzzer target: bytes as an OpenType/TrueType font (cmap, hmtx, GPOS, kern, trak, …).
import FontTables

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFont(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    for skipping in [false, true] {
        guard let font = try? OpenTypeFont(bytes: bytes, skipsBrokenOptionalTables: skipping) else { continue }
        var previous: GlyphID?
        for scalar in "AV To, fi ﬁ é 日本 👍".unicodeScalars {
            let glyph = font.glyphID(for: scalar)
            _ = font.advance(of: glyph)
            if let previous { _ = font.kerning(left: previous, right: glyph) }
            previous = glyph
        }
        for size in [1.0, 17, 1e6, 0] { _ = font.tracking(forSize: size) }
    }
    return 0
}
