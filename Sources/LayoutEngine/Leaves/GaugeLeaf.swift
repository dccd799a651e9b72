/// The indicator of a `Gauge` on iOS.
///
/// Linear (the default style in an app, and `.linearCapacity`/`.accessoryLinear…`): a bar as wide
/// as proposed (`nil` → 10, as for any view without an ideal size), as tall as a linear
/// `ProgressView`'s bar (`ProgressLeaf.barHeight`). Circular (`.accessoryCircular`,
/// `.accessoryCircularCapacity`): a fixed square ring. **Unverified:** no published measurement of
/// either was found; the bar height is the progress bar's and the ring's side is taken as 58 pt.
public struct GaugeLeaf: LayoutPrimitive, DrawableLeaf, ChildRoleProviding, ControlDrawingProviding {
    /// The side of a circular gauge (unverified).
    public static let circularSide = 58.0

    /// Where the value sits in the gauge's range, 0…1 (drawn only).
    public var fraction: Double
    public var isCircular: Bool

    public init(fraction: Double, isCircular: Bool = false) {
        self.fraction = fraction
        self.isCircular = isCircular
    }

    public var kind: String { isCircular ? "GaugeRing" : "GaugeBar" }
    public var childRole: ChildRole { .leaf }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        isCircular ? Size(width: Self.circularSide, height: Self.circularSide) : Size(width: proposal.width ?? 10, height: ProgressLeaf.barHeight)
    }

    public func placedContent() -> PlacedContent { .shape(isCircular ? .circle : .capsule) }

    public var controlDrawing: ControlDrawing? { .gauge(fraction: fraction, circular: isCircular) }
}
