/// `.shadow(color:radius:x:y:)`: a blurred copy of the view's shape painted behind it, moved by
/// (`x`, `y`). Paint only, no layout effect. Apple's declaration gives the defaults: colour
/// `Color(.sRGBLinear, white: 0, opacity: 0.33)` (black at 33 %), `x` and `y` 0.
public struct ShadowValue: Hashable, Sendable {
    public var color: ColorValue
    public var radius: Double
    public var x: Double
    public var y: Double

    public static let defaultColor = ColorValue.rgb(red: 0, green: 0, blue: 0, opacity: 0.33)

    public init(color: ColorValue = ShadowValue.defaultColor, radius: Double, x: Double = 0, y: Double = 0) {
        self.color = color
        self.radius = radius
        self.x = x
        self.y = y
    }
}
