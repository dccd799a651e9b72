/// An OpenType or TrueType font (TrueType or CFF outlines), decoded into what measuring text
/// needs — the em grid, line metrics, the character map, advances, pair kerning and
/// size-dependent tracking — and what drawing it needs: glyph outlines (`outline(of:)`).
///
/// All input is untrusted: every read is bounds-checked and a malformed file throws a
/// `FontError` naming the table and byte offset. Decoding happens once, in the initializer
/// (for a trusted font, the names, the outlines, the tabular figures and a colour font's
/// ligatures on first use: `init(trustedBytes:)`); the lookups afterwards never fail.
public struct OpenTypeFont: Sendable {
    /// True for 'OTTO' fonts (CFF outlines), false for TrueType outlines.
    public let hasCFFOutlines: Bool
    public let head: HeadTable
    public let horizontalHeader: HorizontalHeaderTable
    public let maximumProfile: MaximumProfileTable
    public let horizontalMetrics: HorizontalMetricsTable
    public let characterMap: CharacterMap
    public let os2: OS2Table?
    public var names: NameTable? { deferred.names }
    public let glyphPositioningKerning: GlyphPositioningKerning?
    public let kerningTable: KerningTable?
    public let trackingTable: TrackingTable?
    /// The 'tnum' feature's figures (`TabularFigures`), nil when the font has no 'GSUB' table
    /// (or, read leniently, an unreadable one). Decoded with the rest, or on first use for a
    /// trusted font: only `monospacedDigit()` text asks for them.
    public var tabularFigures: TabularFigures? { deferred.tabularFigures }
    /// Colour bitmap glyphs (`CBLC` and `CBDT`: colour emoji fonts), nil when the font has none.
    public let colorBitmaps: ColorBitmapTables?
    /// The 'GSUB' ligatures of a colour bitmap font (emoji ZWJ sequences, flags, skin tones:
    /// `GlyphLigatures`); nil for other fonts, whose ligatures text measuring does not apply.
    /// Decoded with the rest, or on first use for a trusted font: a cluster of one scalar never
    /// asks, and Noto Color Emoji's ligatures are most of the cost of reading it.
    public var ligatures: GlyphLigatures? { colorBitmaps == nil ? nil : deferred.ligatures }
    /// Checksum mismatches, and optional tables skipped in lenient mode.
    public let warnings: [FontWarning]
    /// The tags of all tables in the directory, in file order.
    public let tableTags: [String]
    /// Where glyph outlines come from; nil when the outline tables are missing or malformed
    /// (text from such a font can be measured but not drawn from its outlines).
    var outlineSource: GlyphOutlineSource? { deferred.outlineSource }
    /// The name table and the outline tables: decoded with the rest, or on first use for a
    /// trusted font.
    private let deferred: DeferredTables

    /// Decodes the font at `fontIndex` (for '.ttc' collections; 0 otherwise).
    ///
    /// With `skipsBrokenOptionalTables`, a malformed OS/2, name, GPOS, kern or trak table becomes a
    /// warning and the font is used without it; by default any malformed table throws.
    public init(bytes: [UInt8], fontIndex: Int = 0, skipsBrokenOptionalTables: Bool = false) throws {
        try self.init(bytes: bytes, fontIndex: fontIndex, skipsBrokenOptionalTables: skipsBrokenOptionalTables, trusted: false)
    }

    /// Decodes a font known to be well formed (one shipped with the program, which a test decodes
    /// with `init(bytes:)` without a warning) for measuring text at the least cost: the table
    /// checksums are not summed, and the name table, the glyph outlines, the tabular figures and a
    /// colour font's ligatures are decoded the first time they are asked for (`names`,
    /// `outline(of:)`, `tabularFigures`, `ligatures`), so a
    /// run that only measures text never builds the first two, and one without
    /// `monospacedDigit()` never the third. A table that is malformed after all reads as absent (`warnings` is empty).
    ///
    /// The same decoding suits any font read leniently whose warnings no one reads (the system's
    /// fallback fonts, `FallbackFonts`): with `skipsBrokenOptionalTables` a malformed optional
    /// table reads as absent either way, a malformed required one still throws, and every read is
    /// still bounds-checked; only the checksum sums, which give nothing but warnings, are not made.
    public init(trustedBytes bytes: [UInt8], fontIndex: Int = 0) throws {
        try self.init(bytes: bytes, fontIndex: fontIndex, skipsBrokenOptionalTables: true, trusted: true)
    }

    private init(bytes: [UInt8], fontIndex: Int, skipsBrokenOptionalTables: Bool, trusted: Bool) throws {
        let directory = try TableDirectory(bytes: bytes, fontOffset: try FontFile.fontOffset(in: bytes, index: fontIndex),
                                           verifiesChecksums: !trusted)
        var warnings = directory.warnings
        hasCFFOutlines = directory.sfntVersion == 0x4F54_544F
        tableTags = directory.records.map(\.tag)
        head = try HeadTable(try directory.requiredReader("head", in: bytes))
        horizontalHeader = try HorizontalHeaderTable(try directory.requiredReader("hhea", in: bytes))
        maximumProfile = try MaximumProfileTable(try directory.requiredReader("maxp", in: bytes))
        horizontalMetrics = try HorizontalMetricsTable(try directory.requiredReader("hmtx", in: bytes),
                                                       numberOfHMetrics: horizontalHeader.numberOfHMetrics,
                                                       numGlyphs: maximumProfile.numGlyphs)
        characterMap = try CharacterMap(try directory.requiredReader("cmap", in: bytes),
                                        numGlyphs: maximumProfile.numGlyphs, warnings: &warnings)

        func optional<Table>(_ tag: String, _ decode: (FontDataReader) throws -> Table) throws -> Table? {
            do {
                return try directory.reader(tag, in: bytes).map(decode)
            } catch let error as FontError where skipsBrokenOptionalTables {
                warnings.append(.ignoredTable(error))
                return nil
            }
        }
        os2 = try optional("OS/2", OS2Table.init)
        let names = trusted ? nil : try optional("name", NameTable.init)
        glyphPositioningKerning = try optional("GPOS", GlyphPositioningKerning.init)
        kerningTable = try optional("kern", KerningTable.init)
        trackingTable = try optional("trak", TrackingTable.init)
        // Read leniently whatever the mode: a font whose substitutions LayoutLens cannot read still
        // measures (its figures stay proportional), as before 'GSUB' was read at all. A trusted
        // font reads them on first use (`DeferredTables.tabularFigures`), with no warning either way.
        var tabularFigures: TabularFigures?
        if !trusted {
            do {
                tabularFigures = try directory.reader("GSUB", in: bytes).map(TabularFigures.init)
            } catch let error as FontError {
                warnings.append(.ignoredTable(error))
            }
        }
        colorBitmaps = try optional("CBLC") { location in
            guard let data = try directory.reader("CBDT", in: bytes) else {
                throw location.error(at: 0, "a CBLC table without the CBDT table it indexes")
            }
            return try ColorBitmapTables(location: location, data: data)
        }
        if trusted {
            deferred = DeferredTables(directory: directory, bytes: bytes, head: head, numGlyphs: maximumProfile.numGlyphs)
        } else {
            let ligatures = colorBitmaps == nil ? nil : try optional("GSUB", GlyphLigatures.init)
            let outlineSource = GlyphOutlineSource.read(directory: directory, bytes: bytes, head: head,
                                                        numGlyphs: maximumProfile.numGlyphs, warnings: &warnings)
            deferred = DeferredTables(names: names, outlineSource: outlineSource, tabularFigures: tabularFigures,
                                      ligatures: ligatures, head: head, numGlyphs: maximumProfile.numGlyphs)
        }
        self.warnings = trusted ? [] : warnings
    }

    /// The tags of the tables of the font at `fontIndex` of `bytes`, in file order, read from its
    /// table directory alone (no table is decoded and no checksum summed); nil when the bytes hold
    /// no readable directory (then `init(trustedBytes:fontIndex:)` throws too). A font without a
    /// 'CBLC' tag has no `colorBitmaps`, so this answers "has colour bitmaps?" for most fonts
    /// without decoding them (`FallbackFonts`).
    public static func tableTags(in bytes: [UInt8], fontIndex: Int = 0) -> [String]? {
        guard let offset = try? FontFile.fontOffset(in: bytes, index: fontIndex),
              let directory = try? TableDirectory(bytes: bytes, fontOffset: offset, verifiesChecksums: false)
        else { return nil }
        return directory.records.map(\.tag)
    }

    /// Design units per em (1000 for most CFF fonts, 2048 for SF, 2816 for Inter 3.x).
    public var unitsPerEm: Int { head.unitsPerEm }
    public var numberOfGlyphs: Int { maximumProfile.numGlyphs }

    /// Line metrics in font units as Apple's text stack reads them: hhea ascender, descender
    /// (negative below the baseline) and line gap; cap and x-height from OS/2 when present.
    public var ascender: Int { horizontalHeader.ascender }
    public var descender: Int { horizontalHeader.descender }
    public var lineGap: Int { horizontalHeader.lineGap }
    public var capHeight: Int? { os2?.capHeight }
    public var xHeight: Int? { os2?.xHeight }

    public var familyName: String? { names?.familyName }
    public var subfamilyName: String? { names?.subfamilyName }
    public var fullName: String? { names?.fullName }
    public var postScriptName: String? { names?.postScriptName }

    /// The glyph for a Unicode scalar, 0 (.notdef) when the font lacks it.
    public func glyphID(for scalar: Unicode.Scalar) -> GlyphID {
        characterMap.glyphID(for: scalar)
    }

    /// The advance width of a glyph in font units.
    public func advance(of glyph: GlyphID) -> Int {
        horizontalMetrics.advance(of: glyph)
    }

    /// Pair kerning between adjacent glyphs in font units: GPOS 'kern' when the font has GPOS
    /// kerning, else the legacy 'kern' table, else 0.
    public func kerning(left: GlyphID, right: GlyphID) -> Int {
        if let gpos = glyphPositioningKerning, !gpos.isEmpty { return gpos.kerning(left: left, right: right) }
        return kerningTable?.kerning(left: left, right: right) ?? 0
    }

    /// Tracking added to every glyph's advance at `pointSize`, in font units (0 without 'trak').
    public func tracking(forSize pointSize: Double) -> Double {
        trackingTable?.tracking(forSize: pointSize) ?? 0
    }

    /// The outline of `glyph` in font units, or nil when the font has no outlines for it (no
    /// outline tables, a glyph id past the end, or a malformed glyph description).
    public func outline(of glyph: GlyphID) -> GlyphOutline? {
        switch outlineSource {
        case .cff(let table): return try? table.outline(of: Int(glyph))
        case .trueType(let table): return try? table.outline(of: Int(glyph))
        case nil: return nil
        }
    }

    /// The colour bitmap (a PNG) of `glyph` from the strike best for `pixelsPerEm`, nil when the
    /// font has no colour bitmaps or none for the glyph.
    public func colorBitmap(of glyph: GlyphID, pixelsPerEm: Double) -> ColorBitmapGlyph? {
        colorBitmaps?.bitmap(of: glyph, pixelsPerEm: pixelsPerEm)
    }

    /// Whether glyph outlines can be drawn from this font.
    public var hasOutlines: Bool { outlineSource != nil }
}
