/// `offset(x:y:)`: draws the view moved, without changing layout.
///
/// The view keeps its size and its place among its siblings; only what is drawn moves (Apple's
/// `offset(x:y:)` documentation: "the original dimensions of the view … don't change"). Guides
/// are the child's, unmoved, since alignment happens in layout. Frames are the layout frames;
/// the displacement is the node's `RenderEffect`.
public struct OffsetModifier: PassThroughModifier, RenderEffectProviding {
    public var x: Double
    public var y: Double

    public init(x: Double = 0, y: Double = 0) {
        self.x = x.isFinite ? x : 0
        self.y = y.isFinite ? y : 0
    }

    public var kind: String { "offset" }
    public var renderEffect: RenderEffect { .offset(x: x, y: y) }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        subviews.first?.dimensions(in: proposal).explicit(key)
    }
}
