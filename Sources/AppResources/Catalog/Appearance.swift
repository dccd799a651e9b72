/// Light or dark appearance, as an asset catalog's `"appearances": [{"appearance":
/// "luminosity", "value": "dark"}]` tags a variant. A variant with no luminosity tag is the
/// "Any Appearance" one, used in light mode and whenever no dark variant exists (Apple, "Asset
/// Catalog Format Reference", Appearances; and "Supporting Dark Mode in Your Interface").
public enum Appearance: String, Sendable, Hashable {
    case light, dark
}

/// The device family a variant is for (`"idiom"` in `Contents.json`).
public enum DeviceIdiom: String, Sendable, Hashable {
    case universal, iphone, ipad, mac, tv, watch, car, vision, other

    init(catalogValue: String?) {
        self = catalogValue.flatMap { DeviceIdiom(rawValue: $0) } ?? (catalogValue == nil ? .universal : .other)
    }

    /// How well a variant of this idiom suits an iPhone, lower first: an `iphone` variant beats a
    /// `universal` one (a device-specific variant overrides the universal one — Apple, "Asset
    /// Catalog Format Reference", idiom), and other devices' variants are used only when nothing
    /// else exists (that last-resort use is LayoutLens's choice: unverified, and warned about).
    var iPhoneRank: Int {
        switch self {
        case .iphone: return 0
        case .universal: return 1
        case .ipad: return 2
        default: return 3
        }
    }
}
