import LayoutEngine

/// An sRGB colour with 8-bit components and an alpha, written as CSS.
struct RGBA: Sendable, Equatable {
    var red: Int, green: Int, blue: Int
    var alpha: Double = 1

    /// `#007aff`, or `rgba(60,60,67,0.6)` when translucent.
    var css: String {
        if alpha >= 1 {
            return "#" + [red, green, blue].map { component in
                let hex = String(min(max(component, 0), 255), radix: 16)
                return hex.count == 1 ? "0" + hex : hex
            }.joined()
        }
        return "rgba(\(red),\(green),\(blue),\(DiagramNumber.format(alpha)))"
    }
}

/// SwiftUI's named colours as iOS draws them, in light and dark appearance.
///
/// Source: Apple Human Interface Guidelines, "Color" → Specifications → "iOS, iPadOS system
/// colors" and "iOS, iPadOS system gray colors", Default (Light) and Default (Dark) columns, as
/// published for iOS 17 (change log up to June 21, 2023; e.g. Blue R-0,G-122,B-255 light,
/// R-10,G-132,B-255 dark). Apple updated the values for iOS 26 on June 9, 2025; the seed
/// articles were written against the earlier ones, which these are.
/// https://developer.apple.com/design/human-interface-guidelines/color#Specifications
///
/// `primary`/`secondary` are the label colours (black and white; secondary label is
/// rgba(60,60,67,0.6) light and rgba(235,235,245,0.6) dark, UIKit's `secondaryLabel`, not in
/// the HIG table). `accentColor` is the default accent, blue.
enum SystemPalette {
    static func light(_ color: SystemColor) -> RGBA? { values(color)?.light }
    static func dark(_ color: SystemColor) -> RGBA? { values(color)?.dark }

    private static func values(_ color: SystemColor) -> (light: RGBA, dark: RGBA)? {
        switch color {
        case .red: return (RGBA(red: 255, green: 59, blue: 48), RGBA(red: 255, green: 69, blue: 58))
        case .orange: return (RGBA(red: 255, green: 149, blue: 0), RGBA(red: 255, green: 159, blue: 10))
        case .yellow: return (RGBA(red: 255, green: 204, blue: 0), RGBA(red: 255, green: 214, blue: 10))
        case .green: return (RGBA(red: 52, green: 199, blue: 89), RGBA(red: 48, green: 209, blue: 88))
        case .mint: return (RGBA(red: 0, green: 199, blue: 190), RGBA(red: 102, green: 212, blue: 207))
        case .teal: return (RGBA(red: 48, green: 176, blue: 199), RGBA(red: 64, green: 200, blue: 224))
        case .cyan: return (RGBA(red: 50, green: 173, blue: 230), RGBA(red: 100, green: 210, blue: 255))
        case .blue, .accentColor: return (RGBA(red: 0, green: 122, blue: 255), RGBA(red: 10, green: 132, blue: 255))
        case .indigo: return (RGBA(red: 88, green: 86, blue: 214), RGBA(red: 94, green: 92, blue: 230))
        case .purple: return (RGBA(red: 175, green: 82, blue: 222), RGBA(red: 191, green: 90, blue: 242))
        case .pink: return (RGBA(red: 255, green: 45, blue: 85), RGBA(red: 255, green: 55, blue: 95))
        case .brown: return (RGBA(red: 165, green: 132, blue: 94), RGBA(red: 172, green: 142, blue: 104))
        case .gray: return (RGBA(red: 142, green: 142, blue: 147), RGBA(red: 142, green: 142, blue: 147))
        case .black: return (RGBA(red: 0, green: 0, blue: 0), RGBA(red: 0, green: 0, blue: 0))
        case .white: return (RGBA(red: 255, green: 255, blue: 255), RGBA(red: 255, green: 255, blue: 255))
        case .primary: return (RGBA(red: 0, green: 0, blue: 0), RGBA(red: 255, green: 255, blue: 255))
        case .secondary:
            return (RGBA(red: 60, green: 60, blue: 67, alpha: 0.6), RGBA(red: 235, green: 235, blue: 245, alpha: 0.6))
        case .clear: return nil
        default: return uiKitValues(color)
        }
    }

    /// UIKit's system grays and UI element colours, light and dark (sRGB 0–255, alpha 0–1).
    ///
    /// Sources: Apple HIG, "Color" → "iOS, iPadOS system gray colors" (systemGray2 … systemGray6,
    /// Default light and dark columns, as published for iOS 17); the element colours as UIKit
    /// resolves them in each appearance, printed and tabulated by Noah Gilmore, "Backwards
    /// compatibility for iOS 13 system colors" (noahgilmore.com, 2019; e.g. secondarySystemBackground
    /// #f2f2f7 light, #1c1c1e dark; separator rgba(60,60,67,0.29) light, rgba(84,84,88,0.6) dark),
    /// and Apple's `UIColor` docs for which colour each name is (`label` black on light,
    /// `secondarySystemGroupedBackground` white on light: "UIColor.secondarySystemGroupedBackground",
    /// printed as gray 1 1 light, sRGB 0.110 0.110 0.118 dark). Base (not elevated) values.
    private static func uiKitValues(_ color: SystemColor) -> (light: RGBA, dark: RGBA)? {
        func gray(_ light: Int, _ dark: Int, blueLight: Int? = nil, blueDark: Int? = nil) -> (RGBA, RGBA) {
            (RGBA(red: light, green: light, blue: blueLight ?? light), RGBA(red: dark, green: dark, blue: blueDark ?? dark))
        }
        func translucent(_ light: (Int, Int, Int, Double), _ dark: (Int, Int, Int, Double)) -> (RGBA, RGBA) {
            (RGBA(red: light.0, green: light.1, blue: light.2, alpha: light.3), RGBA(red: dark.0, green: dark.1, blue: dark.2, alpha: dark.3))
        }
        switch color {
        case .systemGray2: return gray(174, 99, blueLight: 178, blueDark: 102)
        case .systemGray3: return gray(199, 72, blueLight: 204, blueDark: 74)
        case .systemGray4: return gray(209, 58, blueLight: 214, blueDark: 60)
        case .systemGray5: return gray(229, 44, blueLight: 234, blueDark: 46)
        case .systemGray6: return gray(242, 28, blueLight: 247, blueDark: 30)
        case .systemBackground: return gray(255, 0)
        case .secondarySystemBackground: return gray(242, 28, blueLight: 247, blueDark: 30)
        case .tertiarySystemBackground: return gray(255, 44, blueDark: 46)
        case .systemGroupedBackground: return gray(242, 0, blueLight: 247)
        case .secondarySystemGroupedBackground: return gray(255, 28, blueDark: 30)
        case .tertiarySystemGroupedBackground: return gray(242, 44, blueLight: 247, blueDark: 46)
        case .label: return gray(0, 255)
        case .secondaryLabel: return translucent((60, 60, 67, 0.6), (235, 235, 245, 0.6))
        case .tertiaryLabel: return translucent((60, 60, 67, 0.3), (235, 235, 245, 0.3))
        case .quaternaryLabel: return translucent((60, 60, 67, 0.18), (235, 235, 245, 0.16))
        case .placeholderText: return translucent((60, 60, 67, 0.3), (235, 235, 245, 0.3))
        case .separator: return translucent((60, 60, 67, 0.29), (84, 84, 88, 0.6))
        case .opaqueSeparator: return gray(198, 56, blueLight: 200, blueDark: 58)
        case .link: return (RGBA(red: 0, green: 122, blue: 255), RGBA(red: 9, green: 132, blue: 255))
        case .systemFill: return translucent((120, 120, 128, 0.2), (120, 120, 128, 0.36))
        case .secondarySystemFill: return translucent((120, 120, 128, 0.16), (120, 120, 128, 0.32))
        case .tertiarySystemFill: return translucent((118, 118, 128, 0.12), (118, 118, 128, 0.24))
        case .quaternarySystemFill: return translucent((116, 116, 128, 0.08), (118, 118, 128, 0.18))
        // The standard map's land, light and dark: a plain approximation of MapKit's tiles
        // (LayoutLens's choice, unverified; warning `mapTilesNotDrawn`).
        case .mapLand: return (RGBA(red: 249, green: 245, blue: 237), RGBA(red: 44, green: 44, blue: 46))
        default: return nil
        }
    }
}

extension ColorValue {
    /// A CSS class-name fragment: `blue`, or `rgb-ff8000-80` for explicit components (alpha in percent).
    var classToken: String {
        switch self {
        case .system(let color):
            return color.rawValue.lowercased()
        case .rgb(let red, let green, let blue, let opacity):
            let rgba = RGBA(red: Self.byte(red), green: Self.byte(green), blue: Self.byte(blue))
            return "rgb-" + rgba.css.dropFirst() + "-" + String(Int((Self.unit(opacity) * 100).rounded()))
        case .faded(let color, let opacity):
            return color.rawValue.lowercased() + "-" + String(Int((Self.unit(opacity) * 100).rounded()))
        }
    }

    /// The light and dark CSS values, or nil for `.clear` (nothing is painted).
    var cssValues: (light: String, dark: String)? {
        guard let light = rgba(dark: false), let dark = rgba(dark: true) else { return nil }
        return (light.css, dark.css)
    }

    /// The colour as painted in light or dark appearance, or nil for `.clear`.
    func rgba(dark: Bool) -> RGBA? {
        switch self {
        case .system(let color):
            return dark ? SystemPalette.dark(color) : SystemPalette.light(color)
        case .faded(let color, let opacity):
            guard var value = dark ? SystemPalette.dark(color) : SystemPalette.light(color) else { return nil }
            value.alpha *= Self.unit(opacity)
            return value
        case .rgb(let red, let green, let blue, let opacity):
            return RGBA(red: Self.byte(red), green: Self.byte(green), blue: Self.byte(blue), alpha: Self.unit(opacity))
        }
    }

    /// The name a reader knows: `blue`, `rgb(1, 0.5, 0)`.
    var spokenName: String {
        switch self {
        case .system(let color): return color.rawValue
        case .faded(let color, let opacity): return "\(color.rawValue) at \(DiagramNumber.format(opacity * 100)) %"
        case .rgb(let red, let green, let blue, _):
            return "rgb(\(DiagramNumber.format(red)), \(DiagramNumber.format(green)), \(DiagramNumber.format(blue)))"
        }
    }

    private static func byte(_ component: Double) -> Int {
        Int((unit(component) * 255).rounded())
    }

    /// Clamped to 0...1; NaN (which `min`/`max` pass through) counts as 0.
    static func unit(_ value: Double) -> Double {
        value.isNaN ? 0 : min(max(value, 0), 1)
    }
}
