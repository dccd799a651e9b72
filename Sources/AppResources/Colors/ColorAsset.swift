import LayoutEngine

/// A colour set from an asset catalog (`Name.colorset`).
public struct ColorAsset: Sendable, Hashable {
    /// The name `Color("…")` uses, with namespace prefixes: `Brand/primary`.
    public var name: String
    /// The generated symbol path, `brandPrimary` or `Brand.primary` (Xcode 15+ `ColorResource`).
    public var symbol: String
    /// The `.colorset` folder.
    public var path: String
    public var variants: [ColorVariant]

    /// The colour for `appearance`: a dark variant in dark mode when there is one, else the
    /// "Any"/light one (same fallback as images); iPhone and universal idioms before others;
    /// high-contrast variants only when nothing else exists.
    public func value(appearance: Appearance = .light) -> ColorSetValue? {
        let usable = variants.sorted { ($0.highContrast ? 1 : 0, $0.idiom.iPhoneRank) < ($1.highContrast ? 1 : 0, $1.idiom.iPhoneRank) }
        let dark = usable.filter { $0.appearance == .dark }
        let other = usable.filter { $0.appearance != .dark }
        let chosen = appearance == .dark ? (dark.first ?? other.first) : (other.first ?? dark.first)
        return chosen?.value
    }
}

/// One entry of a colour set's `"colors"`.
public struct ColorVariant: Sendable, Hashable {
    public var idiom: DeviceIdiom
    public var appearance: Appearance
    /// `"appearances": [{"appearance": "contrast", "value": "high"}]`.
    public var highContrast: Bool
    public var value: ColorSetValue
}

/// What a colour variant holds.
public enum ColorSetValue: Sendable, Hashable {
    case components(ColorComponents)
    /// A system colour by its UIKit name (`"reference": "systemBlueColor"`); the runtime knows
    /// its values.
    case system(String)

    /// The colour as LayoutEngine draws it: components as clamped sRGB `.rgb`, a system
    /// reference as the SwiftUI colour it is; nil for a system colour SwiftUI does not name.
    public var layoutColor: ColorValue? {
        switch self {
        case .components(let components):
            let rgb = components.sRGB
            return .rgb(red: rgb.red, green: rgb.green, blue: rgb.blue, opacity: rgb.alpha)
        case .system:
            return systemColor.map { .system($0) }
        }
    }

    /// The colour a system reference is: SwiftUI's when it has one (`systemBlueColor` → `.blue`),
    /// else UIKit's own (`systemGray5Color` → `.systemGray5`, `separatorColor` → `.separator`,
    /// drawn with their published values); nil for component colours and for UIKit colours
    /// LayoutLens has no value for (`darkGrayColor`, `magentaColor`, …).
    public var systemColor: SystemColor? {
        guard case .system(let name) = self else { return nil }
        if let equivalent = SystemColorNames.swiftUIEquivalent[name] { return equivalent }
        guard name.hasSuffix("Color") else { return nil }
        return SystemColor(uiKitName: String(name.dropLast("Color".count)))
    }
}
