/// The track of a `Slider` on iOS: as wide as proposed, 34 pt tall.
///
/// Height: Mark Meretzky, "Sliders: class UISlider" (markmeretzky.com), printing a `UISlider`'s
/// frame on iPhone 6, iOS 8.1: 34 pt. Width: a slider has no width of its own; it takes the
/// proposed width, and a `nil` width becomes 10 as for any view without an ideal size (Apple,
/// `ProposedViewSize.replacingUnspecifiedDimensions`) — **unverified** for `Slider`.
public struct SliderLeaf: LayoutPrimitive, DrawableLeaf, ChildRoleProviding, ControlDrawingProviding {
    public static let height = 34.0

    /// Where the value sits in its range, 0…1 (drawn only).
    public var fraction: Double

    public init(fraction: Double = 0.5) { self.fraction = fraction }

    public var controlDrawing: ControlDrawing? { .slider(fraction: fraction) }

    public var kind: String { "SliderTrack" }
    public var childRole: ChildRole { .leaf }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Size(width: proposal.width ?? 10, height: Self.height)
    }

    public func placedContent() -> PlacedContent { .shape(.capsule) }
}
