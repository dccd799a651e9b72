/// `.safeAreaInset(edge:alignment:spacing:content:)`: a view (the second child) placed along one
/// edge of the modified view (the first child), which is laid out in what is left.
///
/// Apple, `safeAreaInset(edge:alignment:spacing:content:)`: the inset content is shown over the
/// modified view along the edge, and the modified view's safe area shrinks by its size plus the
/// spacing. The whole takes the proposed size (its content's along an axis proposed `nil`); the
/// inset content is proposed the full length along the edge and `nil` across it, placed against the
/// edge and aligned along it (`alignment`, centred by default); the modified view is proposed the
/// rest and centred in it, as a view is centred in its safe area. **Unverified:** a `nil` spacing
/// is taken as 0; a scroll view or list under it is laid out in the smaller area rather than
/// extending under the inset with its content inset (same places at the top of the scroll).
public struct SafeAreaInsetLayout: LayoutPrimitive, ChildRoleProviding {
    public enum Edge: String, Hashable, Sendable {
        case top, bottom, leading, trailing

        var axis: Axis { self == .top || self == .bottom ? .vertical : .horizontal }
    }

    public var edge: Edge
    public var spacing: Double
    /// Position of the inset along the edge, as a fraction (0 leading/top, 0.5 centre, 1 trailing/bottom).
    public var alignment: Double

    public init(edge: Edge, spacing: Double? = nil, alignment: Double = 0.5) {
        self.edge = edge
        self.spacing = spacing ?? 0
        self.alignment = alignment
    }

    public var kind: String { "safeAreaInset" }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .primaryAndSecondaries }

    private func insetSize(_ subviews: LayoutSubviews, along length: Double?) -> Size {
        guard subviews.count > 1 else { return .zero }
        let proposal = edge.axis == .vertical ? ProposedSize(width: length, height: nil) : ProposedSize(width: nil, height: length)
        return subviews[1].sizeThatFits(proposal)
    }

    private func contentProposal(_ proposal: ProposedSize, inset: Size) -> ProposedSize {
        if edge.axis == .vertical {
            return ProposedSize(width: proposal.width, height: proposal.height.map { max($0 - inset.height - spacing, 0) })
        }
        return ProposedSize(width: proposal.width.map { max($0 - inset.width - spacing, 0) }, height: proposal.height)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let along = edge.axis == .vertical ? proposal.width : proposal.height
        let inset = insetSize(subviews, along: along)
        let content = subviews.first?.sizeThatFits(contentProposal(proposal, inset: inset)) ?? .zero
        if edge.axis == .vertical {
            return Size(width: proposal.width ?? max(content.width, inset.width),
                        height: proposal.height ?? content.height + inset.height + spacing)
        }
        return Size(width: proposal.width ?? content.width + inset.width + spacing,
                    height: proposal.height ?? max(content.height, inset.height))
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        guard let first = subviews.first else { return [] }
        let full = ProposedSize(size)
        let along = edge.axis == .vertical ? size.width : size.height
        let inset = insetSize(subviews, along: along)
        let offered = contentProposal(full, inset: inset)
        let content = first.sizeThatFits(offered)
        let used = edge.axis == .vertical ? inset.height + spacing : inset.width + spacing
        var contentOrigin: Point
        var insetOrigin: Point
        switch edge {
        case .top:
            contentOrigin = Point(x: (size.width - content.width) / 2, y: used + (size.height - used - content.height) / 2)
            insetOrigin = Point(x: (size.width - inset.width) * alignment, y: 0)
        case .bottom:
            contentOrigin = Point(x: (size.width - content.width) / 2, y: (size.height - used - content.height) / 2)
            insetOrigin = Point(x: (size.width - inset.width) * alignment, y: size.height - inset.height)
        case .leading:
            contentOrigin = Point(x: used + (size.width - used - content.width) / 2, y: (size.height - content.height) / 2)
            insetOrigin = Point(x: 0, y: (size.height - inset.height) * alignment)
        case .trailing:
            contentOrigin = Point(x: (size.width - used - content.width) / 2, y: (size.height - content.height) / 2)
            insetOrigin = Point(x: size.width - inset.width, y: (size.height - inset.height) * alignment)
        }
        var placements = [SubviewPlacement(origin: contentOrigin, proposal: offered)]
        if subviews.count > 1 {
            let insetProposal = edge.axis == .vertical ? ProposedSize(width: along, height: nil) : ProposedSize(width: nil, height: along)
            placements.append(SubviewPlacement(origin: insetOrigin, proposal: insetProposal))
        }
        return placements
    }
}
