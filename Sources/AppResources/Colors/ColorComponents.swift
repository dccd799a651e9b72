/// A colour as a colour set writes it: a colour space and components (gray spaces store the
/// `white` component in all three of `red`, `green`, `blue`).
public struct ColorComponents: Sendable, Hashable {
    public var colorSpace: ColorSpace
    public var red: Double
    public var green: Double
    public var blue: Double
    public var alpha: Double

    public init(colorSpace: ColorSpace, red: Double, green: Double, blue: Double, alpha: Double) {
        self.colorSpace = colorSpace
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// The same colour as gamma-encoded sRGB components, each clamped to 0…1 (what an sRGB
    /// drawing shows; a wide-gamut colour is clipped to the nearest sRGB one per channel).
    public var sRGB: ColorComponents {
        let unclamped = sRGBUnclamped
        func clamp(_ value: Double) -> Double { min(max(value, 0), 1) }
        return ColorComponents(colorSpace: .sRGB, red: clamp(unclamped.red), green: clamp(unclamped.green),
                               blue: clamp(unclamped.blue), alpha: clamp(alpha))
    }

    /// The same colour as gamma-encoded extended sRGB components, not clamped.
    public var sRGBUnclamped: ColorComponents {
        let (r, g, b): (Double, Double, Double)
        switch colorSpace {
        case .sRGB, .extendedSRGB:
            (r, g, b) = (red, green, blue)
        case .extendedLinearSRGB:
            (r, g, b) = (ColorConversion.encode(red), ColorConversion.encode(green), ColorConversion.encode(blue))
        case .displayP3:
            (r, g, b) = ColorConversion.displayP3ToSRGB(red, green, blue)
        case .grayGamma22, .extendedGray:
            let gray = ColorConversion.grayGamma22ToSRGB(red)
            (r, g, b) = (gray, gray, gray)
        }
        return ColorComponents(colorSpace: .extendedSRGB, red: r, green: g, blue: b, alpha: alpha)
    }

    /// `#RRGGBB` (or `#RRGGBBAA` when not opaque) of the clamped sRGB colour, each channel
    /// rounded to the nearest of 0…255.
    public var hexString: String {
        let color = sRGB
        func byte(_ value: Double) -> String {
            let text = String(Int((value * 255).rounded()), radix: 16, uppercase: true)
            return text.count == 1 ? "0" + text : text
        }
        return "#" + byte(color.red) + byte(color.green) + byte(color.blue) + (color.alpha < 1 ? byte(color.alpha) : "")
    }
}
