/// One radius per corner of a rectangle, named by the leading and trailing edges: iOS 17's
/// `RectangleCornerRadii`, which `UnevenRoundedRectangle` and `.rect(topLeadingRadius:…)` draw
/// with (Apple, "UnevenRoundedRectangle": "A rectangular shape with rounded corners with
/// different values, aligned inside the frame of the view containing it"). Paint only: the shape
/// sizes like any shape. Leading is left, as LayoutLens lays out left to right.
public struct CornerRadii: Hashable, Sendable {
    public var topLeading: Double
    public var bottomLeading: Double
    public var bottomTrailing: Double
    public var topTrailing: Double

    public init(topLeading: Double = 0, bottomLeading: Double = 0, bottomTrailing: Double = 0, topTrailing: Double = 0) {
        self.topLeading = topLeading
        self.bottomLeading = bottomLeading
        self.bottomTrailing = bottomTrailing
        self.topTrailing = topTrailing
    }

    /// The four radii, clockwise from the top leading corner.
    public var clockwise: [Double] { [topLeading, topTrailing, bottomTrailing, bottomLeading] }

    /// Each radius no less than 0 and no more than half the box's shorter side, as a
    /// `RoundedRectangle`'s is (the clamp for unequal radii is **unverified**: a corner larger than
    /// half a side would overlap its neighbour).
    public func clamped(width: Double, height: Double) -> CornerRadii {
        let limit = max(min(width, height) / 2, 0)
        func clamp(_ radius: Double) -> Double { radius.isFinite ? min(max(radius, 0), limit) : (radius > 0 ? limit : 0) }
        return CornerRadii(topLeading: clamp(topLeading), bottomLeading: clamp(bottomLeading),
                           bottomTrailing: clamp(bottomTrailing), topTrailing: clamp(topTrailing))
    }

    /// The radii grown (or shrunk, for a negative `amount`) by `amount`, none below 0: a stroke's
    /// inset or a shadow's outset follows the outline.
    public func grown(by amount: Double) -> CornerRadii {
        CornerRadii(topLeading: max(topLeading + amount, 0), bottomLeading: max(bottomLeading + amount, 0),
                    bottomTrailing: max(bottomTrailing + amount, 0), topTrailing: max(topTrailing + amount, 0))
    }
}
