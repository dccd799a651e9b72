import FileAccess
import FontTables
#if canImport(FoundationEssentials)
import FoundationEssentials
#else
import Foundation
#endif
import LayoutEngine

/// The fonts a measurer can use, found by the names SwiftUI code gives them.
///
/// - `.system` is the SF Pro stand-in (bundled Inter calibrated toward SF), unless real system
///   font files were registered with `useAsSystemFont` (e.g. SF Pro from a Mac, `--font PATH`):
///   then those files are measured as they are, 'trak' tracking included.
/// - `.custom(name)` finds a registered font by family, full, PostScript or file name (ignoring
///   case, spaces, hyphens and underscores), picking the family's face nearest the weight. An
///   unknown name falls back to the system font, as SwiftUI does when `Font.custom` names a font
///   that is not installed; `resolve` reports that so the CLI can warn.
/// - Registered from the start: the bundled Inter faces ("Inter") and the fixed-advance
///   "LayoutLens Test" font.
public struct FontLibrary: Sendable {
    struct Entry: Sendable {
        var face: Face
        var keys: Set<String>
        var familyKey: String
        var weightClass: Int

        var font: OpenTypeFont { face.font }
    }

    /// Where an entry's font comes from. The bundled faces and the test font are decoded the
    /// first time one of their texts is measured, not when the library is made: a run that
    /// measures only the system font's regular weight decodes one face, not four.
    enum Face: Sendable {
        case bundled(BundledFont)
        case testFont
        case decoded(OpenTypeFont)

        var font: OpenTypeFont {
            switch self {
            case .bundled(let bundled): bundled.font
            case .testFont: FixedAdvanceTestFont.font
            case .decoded(let font): font
            }
        }
    }

    private var entries: [Entry] = []
    private var systemFonts: [Entry] = []
    /// Where characters a resolved font lacks are looked for: the Debian system fonts by default,
    /// `FallbackFonts.none` for measuring with the fonts alone.
    public var fallbacks: FallbackFonts = .system

    /// Bundled Inter and the test font; the system font is the calibrated stand-in.
    public static let standard = FontLibrary()

    public init() {
        for bundled in BundledFont.allCases {
            entries.append(Self.entry(.bundled(bundled), familyName: bundled.familyName, fullName: bundled.fullName,
                                      postScriptName: bundled.postScriptName, fileName: bundled.fileName,
                                      weightClass: bundled.weightClass))
        }
        // The names `FontBuilder` writes for a family (name IDs 1, 4 and 6) and its OS/2 weight, 400.
        let test = FixedAdvanceTestFont.familyName
        entries.append(Self.entry(.testFont, familyName: test, fullName: test + " Regular",
                                  postScriptName: test.filter { $0 != " " } + "-Regular", fileName: nil, weightClass: 400))
    }

    /// Adds a parsed font; returns its family name.
    @discardableResult
    public mutating func register(_ font: OpenTypeFont, fileName: String?) -> String {
        entries.append(Self.entry(for: font, fileName: fileName))
        return font.familyName ?? fileName ?? "font \(entries.count)"
    }

    /// Reads, parses and adds the font file at `path`; returns its family name.
    /// Throws `FontLibraryError` for an unreadable file and `FontError` for a malformed one.
    @discardableResult
    public mutating func registerFont(atPath path: String) throws -> String {
        let (font, fileName) = try Self.load(path)
        return register(font, fileName: fileName)
    }

    /// Measures `.system` text with the font file at `path` (for example SF Pro on a Mac) instead
    /// of the stand-in. Call once per weight file; the nearest weight is chosen for each text.
    @discardableResult
    public mutating func useAsSystemFont(atPath path: String) throws -> String {
        let (font, fileName) = try Self.load(path)
        systemFonts.append(Self.entry(for: font, fileName: fileName))
        entries.append(Self.entry(for: font, fileName: fileName))
        return font.familyName ?? fileName
    }

    /// What a font descriptor resolves to.
    public struct Resolution: Sendable {
        public var font: ScaledFont
        /// True when `.custom(name)` named no registered font and the system font was used.
        public var isFallback: Bool
    }

    public func resolve(_ descriptor: FontDescriptor) -> Resolution {
        var resolution = resolveIgnoringFallbacks(descriptor)
        resolution.font.fallbacks = fallbacks
        resolution.font.usesTabularFigures = descriptor.monospacedDigits
        if descriptor.characterSpacing != 0 { resolution.font = resolution.font.addingCharacterSpacing(descriptor.characterSpacing) }
        return resolution
    }

    private func resolveIgnoringFallbacks(_ descriptor: FontDescriptor) -> Resolution {
        switch descriptor.family {
        case .system where descriptor.design == .monospaced && systemFonts.isEmpty:
            return Resolution(font: .systemMonospaced(size: descriptor.size), isFallback: false)
        case .system:
            return Resolution(font: systemFont(size: descriptor.size, weight: descriptor.weight), isFallback: false)
        case .custom(let name):
            guard let font = customFont(named: name, weight: descriptor.weight) else {
                return Resolution(font: systemFont(size: descriptor.size, weight: descriptor.weight), isFallback: true)
            }
            return Resolution(font: ScaledFont(font: font, size: descriptor.size), isFallback: false)
        }
    }

    func systemFont(size: Double, weight: FontWeight) -> ScaledFont {
        if let entry = Self.nearest(weight, in: systemFonts) { return ScaledFont(font: entry.font, size: size) }
        return .system(size: size, weight: weight)
    }

    func customFont(named name: String, weight: FontWeight) -> OpenTypeFont? {
        let key = Self.key(name)
        let family = entries.filter { $0.familyKey == key }
        if let entry = Self.nearest(weight, in: family) { return entry.font }
        guard let named = entries.first(where: { $0.keys.contains(key) }) else { return nil }
        guard weight != .regular else { return named.font }
        return Self.nearest(weight, in: entries.filter { $0.familyKey == named.familyKey })?.font ?? named.font
    }

    private static func nearest(_ weight: FontWeight, in candidates: [Entry]) -> Entry? {
        candidates.min { abs($0.weightClass - weight.weightClass) < abs($1.weightClass - weight.weightClass) }
    }

    private static func entry(for font: OpenTypeFont, fileName: String?) -> Entry {
        entry(.decoded(font), familyName: font.familyName, fullName: font.fullName, postScriptName: font.postScriptName,
              fileName: fileName, weightClass: font.os2?.weightClass ?? 400)
    }

    private static func entry(_ face: Face, familyName: String?, fullName: String?, postScriptName: String?,
                              fileName: String?, weightClass: Int) -> Entry {
        let stem = fileName.map(stemOf)
        let names = [familyName, fullName, postScriptName, stem, fileName].compactMap { $0 }
        return Entry(face: face, keys: Set(names.map(key)), familyKey: key(familyName ?? stem ?? ""), weightClass: weightClass)
    }

    /// A file name without its last extension: its dot-separated parts but the last, joined by dots
    /// (`"Inter-Bold.ttf"` → `"Inter-Bold"`; empty parts are dropped, so `"a..b.ttf"` → `"a.b"`).
    /// Appended part by part rather than by the generic `dropLast().joined(separator:)`, which
    /// instantiates a type over `ArraySlice<Substring>` from its mangled name: its first use scans
    /// every loaded image's conformance records (≈ 0.3 M instructions of a cold run,
    /// docs/performance.md).
    static func stemOf(_ fileName: String) -> String {
        let parts = fileName.split(separator: ".")
        var stem = ""
        var index = 0
        while index < parts.count - 1 {
            if index > 0 { stem.append(".") }
            stem.append(contentsOf: parts[index])
            index += 1
        }
        return stem
    }

    /// The names and weight of each entry, as the library would take them from its decoded font
    /// (for the test that checks the bundled faces' written-out names).
    func entryKeysMatchTheirFonts() -> Bool {
        entries.allSatisfy { entry in
            let decoded = Self.entry(for: entry.font, fileName: { if case .bundled(let b) = entry.face { b.fileName } else { nil } }())
            return decoded.keys == entry.keys && decoded.familyKey == entry.familyKey && decoded.weightClass == entry.weightClass
        }
    }

    /// Names compare without case, spaces, hyphens or underscores: "SF Pro" = "SFPro" = "sf-pro".
    static func key(_ name: String) -> String {
        String(name.lowercased().filter { $0 != " " && $0 != "-" && $0 != "_" })
    }

    /// Larger files are refused before reading (real fonts are at most a few tens of MB).
    static let maximumFileSize = 64 << 20

    private static func load(_ path: String) throws -> (OpenTypeFont, String) {
        let data: Data
        switch readRegularFile(path, limit: maximumFileSize) {
        case .success(let contents): data = contents
        case .failure(let problem): throw FontLibraryError(path: path, reason: "cannot read the font file: \(problem)")
        }
        do {
            return (try OpenTypeFont(bytes: [UInt8](data), skipsBrokenOptionalTables: true),
                    URL(fileURLWithPath: path).lastPathComponent)
        } catch let error as FontError {
            throw FontLibraryError(path: path, reason: error.description)
        }
    }
}

/// A font file that could not be used, with the path and the reason.
public struct FontLibraryError: Error, Sendable, Equatable, CustomStringConvertible {
    public var path: String
    public var reason: String

    public var description: String { "\(path): error: \(reason)" }
}
