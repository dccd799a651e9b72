import Synchronization

/// The tables of a trusted font that measuring text never reads — its names and its glyph
/// outlines — decoded the first time they are asked for, once, whichever thread asks first.
///
/// A font read from a user's file decodes every table in its initializer, so a malformed one is
/// reported there (`OpenTypeFont.init(bytes:)`); such a font's box holds them from the start.
/// Only fonts known to be well formed (the bundled faces, which a test decodes eagerly) defer
/// them (`OpenTypeFont.init(trustedBytes:)`): for those, a table that turned out malformed would
/// read as absent, as `skipsBrokenOptionalTables` makes it.
final class DeferredTables: Sendable {
    private struct Decoded {
        var names: NameTable??
        var outlineSource: GlyphOutlineSource??
    }

    private let directory: TableDirectory?
    private let bytes: [UInt8]
    private let head: HeadTable
    private let numGlyphs: Int
    private let decoded: Mutex<Decoded>

    /// Tables already decoded.
    init(names: NameTable?, outlineSource: GlyphOutlineSource?, head: HeadTable, numGlyphs: Int) {
        directory = nil
        bytes = []
        self.head = head
        self.numGlyphs = numGlyphs
        decoded = Mutex(Decoded(names: .some(names), outlineSource: .some(outlineSource)))
    }

    /// Tables to be decoded from `bytes` when first asked for.
    init(directory: TableDirectory, bytes: [UInt8], head: HeadTable, numGlyphs: Int) {
        self.directory = directory
        self.bytes = bytes
        self.head = head
        self.numGlyphs = numGlyphs
        decoded = Mutex(Decoded(names: nil, outlineSource: nil))
    }

    var names: NameTable? {
        decoded.withLock { decoded in
            if let names = decoded.names { return names }
            let names = directory.flatMap { directory in try? directory.reader("name", in: bytes).map(NameTable.init) }
            decoded.names = .some(names)
            return names
        }
    }

    var outlineSource: GlyphOutlineSource? {
        decoded.withLock { decoded in
            if let source = decoded.outlineSource { return source }
            var ignored: [FontWarning] = []
            let source = directory.flatMap { directory in
                GlyphOutlineSource.read(directory: directory, bytes: bytes, head: head, numGlyphs: numGlyphs, warnings: &ignored)
            }
            decoded.outlineSource = .some(source)
            return source
        }
    }
}
