import EmbeddedFontFiles
import FontTables

/// The fonts LayoutLens ships: Inter 3.019 (Debian fonts-inter), SIL Open Font License 1.1.
///
/// Inter stands in for SF Pro, which may not be redistributed (text-metrics.md §3.5): its glyph
/// proportions are the closest to SF's among the open fonts measured there. The files are
/// compiled into the binary as bytes (`EmbeddedFontFiles`), so the tool finds them wherever it is
/// copied and decodes nothing to read them; `Fonts/` holds the original files and the licence.
public enum BundledFont: String, CaseIterable, Sendable {
    case interRegular = "Inter-Regular.otf"
    case interSemiBold = "Inter-SemiBold.otf"
    case interBold = "Inter-Bold.otf"

    public var fileName: String { rawValue }

    /// The font file's bytes, copied from the array compiled into the binary (`EmbeddedFontFiles`).
    public var bytes: [UInt8] {
        switch self {
        case .interRegular: Self.copy(layoutlens_inter_regular())
        case .interSemiBold: Self.copy(layoutlens_inter_semibold())
        case .interBold: Self.copy(layoutlens_inter_bold())
        }
    }

    private static func copy(_ file: LayoutLensEmbeddedFile) -> [UInt8] {
        Array(UnsafeBufferPointer(start: file.bytes, count: Int(file.count)))
    }

    /// The parsed font, decoded once. Falls back to the fixed-advance test font if the embedded
    /// bytes were ever unreadable, so measuring never stops (a test checks this does not happen).
    public var font: OpenTypeFont {
        switch self {
        case .interRegular: Self.regular
        case .interSemiBold: Self.semiBold
        case .interBold: Self.bold
        }
    }

    private static let regular = load(.interRegular)
    private static let semiBold = load(.interSemiBold)
    private static let bold = load(.interBold)

    /// Decoded as a trusted font (`OpenTypeFont(trustedBytes:)`: no checksums, names and
    /// outlines on first use); a test decodes each face fully and finds no warning.
    private static func load(_ font: BundledFont) -> OpenTypeFont {
        (try? OpenTypeFont(trustedBytes: font.bytes)) ?? FixedAdvanceTestFont.font
    }

    /// The names `FontLibrary` finds this face by, as its 'name' table gives them (family: name
    /// ID 16, else 1; full: 4; PostScript: 6), and its OS/2 weight class. Written out so the library
    /// can list the faces without decoding them; a test checks them against the decoded files.
    public var familyName: String { "Inter" }

    public var fullName: String {
        switch self {
        case .interRegular: "Inter Regular"
        case .interSemiBold: "Inter Semi Bold"
        case .interBold: "Inter Bold"
        }
    }

    public var postScriptName: String {
        switch self {
        case .interRegular: "Inter-Regular"
        case .interSemiBold: "Inter-SemiBold"
        case .interBold: "Inter-Bold"
        }
    }

    /// OpenType `usWeightClass`: 400 regular, 600 semibold, 700 bold.
    public var weightClass: Int {
        switch self {
        case .interRegular: 400
        case .interSemiBold: 600
        case .interBold: 700
        }
    }

    /// The OFL licence and copyright notice that must travel with the fonts.
    public static var licenseText: String {
        let file = layoutlens_inter_license()
        return String(decoding: UnsafeBufferPointer(start: file.bytes, count: Int(file.count)), as: UTF8.self)
    }
}
