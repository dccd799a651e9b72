import FileAccess
import FontTables
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import Workers

/// The fonts a character falls back to when the font it is set in has no glyph for it, tried in
/// order, the first that covers the character winning — what CoreText's cascade list does on iOS
/// (emoji to Apple Color Emoji, CJK to PingFang, Arabic to SF Arabic…), with openly licensed fonts
/// found on this machine instead, since Apple's may not be redistributed.
///
/// The files are read the first time a character needs them (a run that only sets Latin text
/// reads none), once per chain, under a lock so measurers on several threads share them. A file
/// that is missing or malformed is skipped. A request for emoji asks every font of the chain
/// whether it has colour bitmaps: a font whose table directory has no 'CBLC' table has none, so
/// it is not decoded for that question (`hasColourBitmaps(at:)`), only when a character is
/// looked up in it. Output therefore depends on which of these fonts are
/// installed; `docs/text-metrics.md` lists them with their licences and Debian packages.
public final class FallbackFonts: @unchecked Sendable {
    /// One font file of the chain.
    public struct Candidate: Sendable, Equatable {
        public var path: String
        /// The face to read from a collection (.ttc).
        public var fontIndex: Int
        /// The CSS family name an SVG viewer would find the same font by.
        public var cssFamily: String

        public init(path: String, fontIndex: Int = 0, cssFamily: String) {
            self.path = path
            self.fontIndex = fontIndex
            self.cssFamily = cssFamily
        }
    }

    /// A loaded font of the chain and the CSS family naming it.
    public struct Font: Sendable {
        public let font: OpenTypeFont
        public let cssFamily: String

        public init(font: OpenTypeFont, cssFamily: String) {
            self.font = font
            self.cssFamily = cssFamily
        }
    }

    /// The Debian locations of the chain, script fonts first, broad fonts last:
    /// Noto Sans Arabic, Hebrew, Devanagari, Thai (`fonts-noto-core`, OFL 1.1); Noto Sans CJK
    /// (`fonts-noto-cjk`, OFL 1.1); Droid Sans Fallback (`fonts-droid-fallback`, Apache 2.0: Han and kana
    /// in 1.8 MB); Noto Sans (OFL 1.1); DejaVu Sans (`fonts-dejavu-core`, Bitstream Vera licence
    /// and public domain); Noto Color Emoji (`fonts-noto-color-emoji`, OFL 1.1: bitmaps only, so
    /// its emoji are measured with its advances and drawn as boxes).
    public static let debianCandidates: [Candidate] = {
        let noto = "/usr/share/fonts/truetype/noto/"
        return [
            Candidate(path: noto + "NotoSansArabic-Regular.ttf", cssFamily: "Noto Sans Arabic"),
            Candidate(path: noto + "NotoSansHebrew-Regular.ttf", cssFamily: "Noto Sans Hebrew"),
            Candidate(path: noto + "NotoSansDevanagari-Regular.ttf", cssFamily: "Noto Sans Devanagari"),
            Candidate(path: noto + "NotoSansThai-Regular.ttf", cssFamily: "Noto Sans Thai"),
            Candidate(path: "/usr/share/fonts/opentype/noto/NotoSansCJK-Regular.ttc", cssFamily: "Noto Sans CJK JP"),
            Candidate(path: "/usr/share/fonts/truetype/droid/DroidSansFallbackFull.ttf", cssFamily: "Droid Sans Fallback"),
            Candidate(path: noto + "NotoSans-Regular.ttf", cssFamily: "Noto Sans"),
            Candidate(path: "/usr/share/fonts/truetype/dejavu/DejaVuSans.ttf", cssFamily: "DejaVu Sans"),
            Candidate(path: noto + "NotoColorEmoji.ttf", cssFamily: "Noto Color Emoji"),
        ]
    }()

    /// The chain of the Debian font files, shared by every measurer that does not name its own.
    public static let system = FallbackFonts(candidates: debianCandidates)
    /// No fallback: characters the font lacks measure as before (one em for wide characters, the
    /// .notdef advance otherwise) and are drawn as boxes.
    public static let none = FallbackFonts(fonts: [])

    /// How far one font of the chain has been read.
    private enum Slot {
        case unread
        /// The file's bytes (nil when it is missing or unreadable), read to see its table
        /// directory, not yet decoded.
        case read([UInt8]?)
        /// Decoded; nil when the file is missing or malformed.
        case decoded(Font?)
    }

    private let candidates: [Candidate]
    private let lock = MutualExclusion()
    private var slots: [Slot]

    public init(candidates: [Candidate]) {
        self.candidates = candidates
        slots = Array(repeating: .unread, count: candidates.count)
    }

    /// A chain of fonts already parsed (for tests and `--font`-style registration).
    public init(fonts: [Font]) {
        candidates = []
        slots = fonts.map { .decoded($0) }
    }

    /// The number of fonts the chain can hold, loaded or not.
    private var capacity: Int { slots.count }

    /// The first font of the chain with a glyph for every scalar of `character` that needs one
    /// (default-ignorable scalars such as variation selectors and joiners need none), else the
    /// first with a glyph for its first such scalar; nil when no font has one.
    ///
    /// A character with U+FE0F, the emoji presentation selector (`❤️`), asks for the emoji
    /// form (Unicode Technical Standard #51, "Emoji presentation sequences"): a font with colour
    /// bitmaps that covers it is taken first, before text fonts earlier in the chain.
    /// With `colourOnly`, only fonts with colour bitmaps are considered.
    public func font(covering character: Character, colourOnly: Bool = false) -> Font? {
        let needed = character.unicodeScalars.filter { !Self.isIgnorable($0) }
        guard let base = needed.first else { return nil }
        let order = Array(0..<capacity)
        let wantsEmoji = colourOnly || character.unicodeScalars.contains("\u{FE0F}")
        // Only a request for emoji loads every font of the chain to find the colour ones.
        let colourFonts = wantsEmoji ? order.filter(hasColourBitmaps(at:)) : []
        var partial: Font?
        for index in colourOnly ? colourFonts : wantsEmoji ? colourFonts + order : order {
            guard let candidate = font(at: index) else { continue }
            guard candidate.font.glyphID(for: base) != 0 else { continue }
            if needed.allSatisfy({ candidate.font.glyphID(for: $0) != 0 }) { return candidate }
            if partial == nil { partial = candidate }
        }
        return partial
    }

    /// The CSS family names of the fonts present, in chain order (for an SVG `font-family` list).
    public var presentFamilies: [String] {
        (0..<capacity).compactMap { font(at: $0)?.cssFamily }
    }

    /// Scalars that are never drawn and need no glyph of their own: joiners, variation selectors,
    /// bidi marks, the zero-width space and the byte order mark (Unicode's Default_Ignorable_Code_Point).
    static func isIgnorable(_ scalar: Unicode.Scalar) -> Bool {
        scalar.properties.isDefaultIgnorableCodePoint
    }

    private func font(at index: Int) -> Font? {
        lock.lock()
        defer { lock.unlock() }
        return decodedFont(at: index)
    }

    /// Whether the font at `index` is present and has colour bitmaps (`colorBitmaps`), what
    /// `font(at:)` answers, decoding only a font whose table directory lists 'CBLC' (without
    /// that table `OpenTypeFont` has no colour bitmaps): an emoji's look-up no longer decodes the
    /// chain's CJK font (Droid Sans Fallback's format 12 character map is most of its cost).
    private func hasColourBitmaps(at index: Int) -> Bool {
        lock.lock()
        defer { lock.unlock() }
        if case .unread = slots[index] { slots[index] = .read(Self.bytes(of: candidates[index])) }
        if case .read(let bytes) = slots[index] {
            guard let bytes, OpenTypeFont.tableTags(in: bytes, fontIndex: candidates[index].fontIndex)?.contains("CBLC") == true
            else { return false }
        }
        return decodedFont(at: index)?.font.colorBitmaps != nil
    }

    /// The font at `index`, decoded on first use; the caller holds the lock.
    private func decodedFont(at index: Int) -> Font? {
        let bytes: [UInt8]?
        switch slots[index] {
        case .decoded(let font): return font
        case .read(let read): bytes = read
        case .unread: bytes = Self.bytes(of: candidates[index])
        }
        let font = bytes.flatMap { Self.decode($0, as: candidates[index]) }
        slots[index] = .decoded(font)
        return font
    }

    /// The bytes of a candidate's file, nil when it is missing or unreadable.
    private static func bytes(of candidate: Candidate) -> [UInt8]? {
        guard FileManager.default.fileExists(atPath: candidate.path),
              case .success(let data) = readRegularFile(candidate.path, limit: FontLibrary.maximumFileSize)
        else { return nil }
        return [UInt8](data)
    }

    private static func decode(_ bytes: [UInt8], as candidate: Candidate) -> Font? {
        // Read as a trusted font: its warnings were never read, and summing a CJK font's
        // tables (tens of megabytes) and decoding its outlines before anything is drawn cost
        // more than the rest of a file's run; a broken optional table still reads as absent.
        guard let font = try? OpenTypeFont(trustedBytes: bytes, fontIndex: candidate.fontIndex) else { return nil }
        return Font(font: font, cssFamily: candidate.cssFamily)
    }
}
