import FontTables

/// The fonts LayoutLens ships: Inter 3.019 (Debian fonts-inter), SIL Open Font License 1.1.
///
/// Inter stands in for SF Pro, which may not be redistributed (text-metrics.md §3.5): its glyph
/// proportions are the closest to SF's among the open fonts measured there. The files are
/// compiled into the binary, so the tool finds them wherever it is copied; `Fonts/` holds the
/// original files and the licence.
public enum BundledFont: String, CaseIterable, Sendable {
    case interRegular = "Inter-Regular.otf"
    case interSemiBold = "Inter-SemiBold.otf"
    case interBold = "Inter-Bold.otf"

    public var fileName: String { rawValue }

    /// The font file's bytes, decoded from the embedded base64 literal.
    public var bytes: [UInt8] {
        let encoded: String = switch self {
        case .interRegular: EmbeddedFonts.interRegularBase64
        case .interSemiBold: EmbeddedFonts.interSemiBoldBase64
        case .interBold: EmbeddedFonts.interBoldBase64
        }
        return Base64.decode(encoded) ?? []
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

    private static func load(_ font: BundledFont) -> OpenTypeFont {
        (try? OpenTypeFont(bytes: font.bytes)) ?? FixedAdvanceTestFont.font
    }

    /// The OFL licence and copyright notice that must travel with the fonts.
    public static var licenseText: String {
        String(decoding: Base64.decode(EmbeddedFonts.interLicenseBase64) ?? [], as: UTF8.self)
    }
}
