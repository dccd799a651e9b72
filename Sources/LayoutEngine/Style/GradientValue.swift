/// A linear gradient as written in source: colours spread evenly from `start` to `end`, both in
/// unit coordinates of the view (SwiftUI's `UnitPoint`: `.top` is (0.5, 0), `.trailing` (1, 0.5)).
/// Radial, angular and elliptical gradients are drawn as linear ones along the same points.
public struct GradientValue: Hashable, Sendable {
    public var colors: [ColorValue]
    public var startX: Double, startY: Double
    public var endX: Double, endY: Double

    public init(colors: [ColorValue], startX: Double = 0.5, startY: Double = 0, endX: Double = 0.5, endY: Double = 1) {
        self.colors = colors
        self.startX = startX
        self.startY = startY
        self.endX = endX
        self.endY = endY
    }

    /// SwiftUI's named unit points, or nil for another name.
    public static func unitPoint(_ name: String) -> (x: Double, y: Double)? {
        switch name {
        case "topLeading": (0, 0)
        case "top": (0.5, 0)
        case "topTrailing": (1, 0)
        case "leading": (0, 0.5)
        case "center": (0.5, 0.5)
        case "trailing": (1, 0.5)
        case "bottomLeading": (0, 1)
        case "bottom": (0.5, 1)
        case "bottomTrailing": (1, 1)
        default: nil
        }
    }
}
