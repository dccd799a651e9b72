/// `offset(x:y:)`: draws the view moved, without changing layout.
///
/// The view keeps its size and its place among its siblings; only what is drawn moves (Apple's
/// `offset(x:y:)` documentation: "the original dimensions … remain"). Guides are the child's,
/// unmoved, since alignment happens in layout. The frame reported here is the drawn one.
public struct OffsetModifier: PassThroughModifier {
    public var x: Double
    public var y: Double

    public init(x: Double = 0, y: Double = 0) {
        self.x = x.isFinite ? x : 0
        self.y = y.isFinite ? y : 0
    }

    public var kind: String { "offset" }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        subviews.map { _ in SubviewPlacement(origin: Point(x: x, y: y), proposal: proposal) }
    }

    public func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        subviews.first?.dimensions(in: proposal).explicit(key)
    }
}
