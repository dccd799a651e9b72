/// `aspectRatio(_:contentMode:)`: proposes its child the largest (`.fit`) or smallest (`.fill`)
/// size of the given width/height ratio around the proposal, and adopts the child's answer.
///
/// Without a ratio the child's ideal size gives it. An unspecified axis is derived from the other
/// one; with both unspecified the child is asked for its ideal size (Apple's
/// `aspectRatio(_:contentMode:)` documentation; OpenSwiftUI `_AspectRatioLayout`).
public struct AspectRatioLayout: UnaryLayoutModifier {
    public enum ContentMode: String, Hashable, Sendable {
        case fit, fill
    }

    public var ratio: Double?
    public var contentMode: ContentMode

    public init(ratio: Double? = nil, contentMode: ContentMode = .fit) {
        self.ratio = ratio.flatMap { $0.isFinite && $0 > 0 ? $0 : nil }
        self.contentMode = contentMode
    }

    public var kind: String { "aspectRatio" }

    func childProposal(_ proposal: ProposedSize, subviews: LayoutSubviews) -> ProposedSize {
        guard let child = subviews.first else { return proposal }
        let aspect: Double
        if let ratio {
            aspect = ratio
        } else {
            let ideal = child.sizeThatFits(.unspecified, reason: .idealProbe)
            guard ideal.width > 0, ideal.height > 0 else { return proposal }
            aspect = ideal.width / ideal.height
        }
        switch (proposal.width, proposal.height) {
        case (nil, nil):
            return .unspecified
        case let (width?, nil):
            return ProposedSize(width: width, height: width / aspect)
        case let (nil, height?):
            return ProposedSize(width: height * aspect, height: height)
        case let (width?, height?):
            let byWidth = Size(width: width, height: width / aspect)
            let byHeight = Size(width: height * aspect, height: height)
            let widthLimits = byWidth.height <= height
            switch contentMode {
            case .fit: return ProposedSize(widthLimits ? byWidth : byHeight)
            case .fill: return ProposedSize(widthLimits ? byHeight : byWidth)
            }
        }
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(childProposal(proposal, subviews: subviews)) ?? .zero
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        let offered = childProposal(proposal, subviews: subviews)
        return subviews.map { child in
            let childSize = child.sizeThatFits(offered)
            return SubviewPlacement(origin: Point(x: (size.width - childSize.width) / 2, y: (size.height - childSize.height) / 2),
                                    proposal: offered)
        }
    }
}
