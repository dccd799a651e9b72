import FontTables
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif
import Workers

/// Glyph outlines as SVG path data, kept by a `DiagramRenderer` for the fonts it draws with:
/// every diagram defines the glyphs it draws (its own ids, `GlyphDefinitions`), and a site of a
/// thousand diagrams draws the same few dozen glyphs a thousand times. Reading an outline and
/// writing its path data is the same work each time (about 70 000 instructions a glyph), so it is
/// done once per font and glyph. Fonts are told apart by `GlyphDefinitions`' identity key, as
/// within one diagram; the renderer starts a new cache when its fonts change. A class, so the
/// renderer's copies share it; under a lock, so they may draw on several threads.
final class GlyphPathCache: @unchecked Sendable {
    private struct Key: Hashable {
        var font: String
        var glyph: GlyphID
    }

    private let lock = MutualExclusion()
    /// What a font gives for a glyph.
    enum Entry {
        /// The font cannot give the outline.
        case unavailable
        /// An empty outline (a space): nothing to define or draw.
        case empty
        case path(String)
    }

    private var entries: [Key: Entry] = [:]

    /// `glyph`'s outline in `font` (whose identity key is `fontKey`) as path data.
    func entry(_ glyph: GlyphID, in font: OpenTypeFont, fontKey: String) -> Entry {
        let key = Key(font: fontKey, glyph: glyph)
        lock.lock()
        let known = entries[key]
        lock.unlock()
        if let known { return known }
        let entry: Entry
        if let outline = font.outline(of: glyph) {
            entry = outline.isEmpty ? .empty : .path(GlyphPathData.pathData(outline))
        } else {
            entry = .unavailable
        }
        lock.lock()
        entries[key] = entry
        lock.unlock()
        return entry
    }
}
