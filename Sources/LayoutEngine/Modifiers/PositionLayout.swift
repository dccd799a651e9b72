/// `position(x:y:)`: puts the child's centre at a point of its own coordinate space.
///
/// The position view takes the whole proposal (10 pt on an unspecified axis, the default of
/// `replacingUnspecifiedDimensions`), proposes the same to its child, and places the child's
/// centre at (x, y) (Apple's `position(x:y:)` documentation; OpenSwiftUI `_PositionLayout`).
public struct PositionLayout: UnaryLayoutModifier {
    public var x: Double
    public var y: Double

    public init(x: Double = 0, y: Double = 0) {
        self.x = x.isFinite ? x : 0
        self.y = y.isFinite ? y : 0
    }

    public var kind: String { "position" }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecified()
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        subviews.map { child in
            let childSize = child.sizeThatFits(proposal)
            return SubviewPlacement(origin: Point(x: x - childSize.width / 2, y: y - childSize.height / 2), proposal: proposal)
        }
    }
}
