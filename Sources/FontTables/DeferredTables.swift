import Synchronization

/// The tables of a trusted font that measuring text never reads, or reads only for some text — its
/// names, its glyph outlines, the 'GSUB' table's tabular figures (read only by
/// `monospacedDigit()` text) and a colour font's 'GSUB' ligatures (read only for a cluster of
/// several scalars) — decoded the first time they are asked for, once, whichever thread asks
/// first.
///
/// A font read from a user's file decodes every table in its initializer, so a malformed one is
/// reported there (`OpenTypeFont.init(bytes:)`); such a font's box holds them from the start.
/// Only fonts known to be well formed (the bundled faces, which a test decodes eagerly) and the
/// system's fallback fonts, whose warnings no one reads, defer them
/// (`OpenTypeFont.init(trustedBytes:fontIndex:)`): for those, a table that turned out malformed
/// reads as absent, as `skipsBrokenOptionalTables` makes it.
final class DeferredTables: Sendable {
    private struct Decoded {
        var names: NameTable??
        var outlineSource: GlyphOutlineSource??
        var tabularFigures: TabularFigures??
        var ligatures: GlyphLigatures??
    }

    private let directory: TableDirectory?
    private let bytes: [UInt8]
    private let head: HeadTable
    private let numGlyphs: Int
    private let decoded: Mutex<Decoded>

    /// Tables already decoded.
    init(names: NameTable?, outlineSource: GlyphOutlineSource?, tabularFigures: TabularFigures?, ligatures: GlyphLigatures?,
         head: HeadTable, numGlyphs: Int) {
        directory = nil
        bytes = []
        self.head = head
        self.numGlyphs = numGlyphs
        decoded = Mutex(Decoded(names: .some(names), outlineSource: .some(outlineSource), tabularFigures: .some(tabularFigures),
                                ligatures: .some(ligatures)))
    }

    /// Tables to be decoded from `bytes` when first asked for.
    init(directory: TableDirectory, bytes: [UInt8], head: HeadTable, numGlyphs: Int) {
        self.directory = directory
        self.bytes = bytes
        self.head = head
        self.numGlyphs = numGlyphs
        decoded = Mutex(Decoded(names: nil, outlineSource: nil, tabularFigures: nil, ligatures: nil))
    }

    var names: NameTable? {
        decodedOnce(\.names) { directory, bytes in try? directory.reader("name", in: bytes).map(NameTable.init) }
    }

    var outlineSource: GlyphOutlineSource? {
        decodedOnce(\.outlineSource) { [head, numGlyphs] directory, bytes in
            var ignored: [FontWarning] = []
            return GlyphOutlineSource.read(directory: directory, bytes: bytes, head: head, numGlyphs: numGlyphs, warnings: &ignored)
        }
    }

    /// The 'tnum' figures of the 'GSUB' table, read leniently as `OpenTypeFont.init` reads them
    /// for any font: a table that cannot be read leaves the figures proportional (nil).
    var tabularFigures: TabularFigures? {
        decodedOnce(\.tabularFigures) { directory, bytes in try? directory.reader("GSUB", in: bytes).map(TabularFigures.init) }
    }

    /// The 'GSUB' ligatures of a colour font, read leniently as `OpenTypeFont.init` reads them
    /// with `skipsBrokenOptionalTables`: a table that cannot be read joins nothing (nil). Only a
    /// font with colour bitmaps asks (`OpenTypeFont.ligatures`).
    var ligatures: GlyphLigatures? {
        decodedOnce(\.ligatures) { directory, bytes in try? directory.reader("GSUB", in: bytes).map(GlyphLigatures.init) }
    }

    /// The table in `slot`, decoded by `decode` the first time it is asked for (nil without a
    /// directory: the font's tables were decoded in its initializer).
    private func decodedOnce<Table: Sendable>(_ slot: WritableKeyPath<Decoded, Table??>,
                                              _ decode: (TableDirectory, [UInt8]) -> Table?) -> Table? {
        decoded.withLock { decoded in
            if let table = decoded[keyPath: slot] { return table }
            let table = directory.flatMap { decode($0, bytes) }
            decoded[keyPath: slot] = .some(table)
            return table
        }
    }
}
