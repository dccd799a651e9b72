/// `fixedSize()` and `fixedSize(horizontal:vertical:)`: the child's ideal size on the fixed axes.
///
/// Proposes nil (the ideal) on each fixed axis and the incoming proposal on the others, and
/// reports the child's answer even when it exceeds the proposal (OpenSwiftUI `FixedSizeLayout`,
/// §B8; Apple's `fixedSize()` documentation shows a `Text` keeping its ideal width in a narrower
/// frame). Priority, spacing and guides pass through.
public struct FixedSizeLayout: PassThroughModifier {
    public var horizontal: Bool
    public var vertical: Bool

    public init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    public var kind: String { "fixedSize" }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        subviews.map { child in
            let offered = childProposal(proposal)
            let childSize = child.sizeThatFits(offered)
            return SubviewPlacement(origin: Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2),
                                    proposal: offered)
        }
    }
}
