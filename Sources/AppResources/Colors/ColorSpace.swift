/// The colour spaces a colour set's `"color-space"` names (Apple, "Asset Catalog Format
/// Reference", Color).
public enum ColorSpace: String, Sendable, Hashable {
    /// sRGB, components 0…1.
    case sRGB = "srgb"
    /// sRGB primaries and transfer curve, components may leave 0…1 (wide-gamut colours).
    case extendedSRGB = "extended-srgb"
    /// sRGB primaries with linear components, may leave 0…1.
    case extendedLinearSRGB = "extended-linear-srgb"
    /// Display P3: P3 primaries, D65 white, the sRGB transfer curve.
    case displayP3 = "display-p3"
    /// Gray with a 2.2 gamma (`white` and `alpha` components).
    case grayGamma22 = "gray-gamma-22"
    /// Gray on the extended range.
    case extendedGray = "extended-gray"

    /// Whether components outside 0…1 are meaningful (the extended spaces).
    var isExtended: Bool { self == .extendedSRGB || self == .extendedLinearSRGB || self == .extendedGray }
    var isGray: Bool { self == .grayGamma22 || self == .extendedGray }
}
