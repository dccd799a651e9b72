/// `relativeProposed(width:height:)`, Ole Begemann's custom layout from "Working with
/// percentages in SwiftUI layout" (seed 001): proposes its child the given fraction of its own
/// proposal on each axis (an unspecified axis, or one with no fraction, passes through) and
/// adopts the child's size. Like any custom `Layout` it reports priority 0.
public struct RelativeProposedLayout: UnaryLayoutModifier {
    public var widthFraction: Double?
    public var heightFraction: Double?

    public init(width: Double? = nil, height: Double? = nil) {
        self.widthFraction = width
        self.heightFraction = height
    }

    public var kind: String { "relativeProposed" }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        func scaled(_ value: Double?, _ fraction: Double?) -> Double? {
            guard let value, let fraction else { return value }
            return value * fraction
        }
        return ProposedSize(width: scaled(proposal.width, widthFraction), height: scaled(proposal.height, heightFraction))
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        subviews.map { _ in SubviewPlacement(origin: .zero, proposal: childProposal(proposal)) }
    }
}
