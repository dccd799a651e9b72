/// `frame(width:height:alignment:)`: a container of a fixed size on the axes given.
///
/// From Kean's "SwiftUI Layout System" (seed 003) and OpenSwiftUI `_FrameLayout` (§B5):
/// - With both dimensions given the frame is that size, whatever its child does (an 60×60 image
///   in an 80×80 frame stays 60×60, centred).
/// - Otherwise the child is proposed the given dimension, or the frame's own proposal on the
///   other axis, and the frame adopts the child's size on that axis.
/// - The child is placed by `alignment` (default `.center`) and may overflow the frame.
/// Negative or non-finite dimensions are ignored, as SwiftUI ignores them with a runtime warning.
/// Priority is 0; spacing on the fixed axes is reset to the standard.
public struct FrameLayout: UnaryLayoutModifier {
    public var width: Double?
    public var height: Double?
    public var alignment: Alignment

    public init(width: Double? = nil, height: Double? = nil, alignment: Alignment = .center) {
        self.width = Self.valid(width)
        self.height = Self.valid(height)
        self.alignment = alignment
    }

    private static func valid(_ value: Double?) -> Double? {
        guard let value, value.isFinite, value >= 0 else { return nil }
        return value
    }

    public var kind: String { "frame" }

    private func childProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: width ?? proposal.width, height: height ?? proposal.height)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        if let width, let height { return Size(width: width, height: height) }
        let child = subviews.first?.sizeThatFits(childProposal(proposal)) ?? .zero
        return Size(width: width ?? child.width, height: height ?? child.height)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        subviews.map { child in
            let offered = childProposal(proposal)
            return SubviewPlacement(origin: alignedOrigin(of: child.dimensions(in: offered), in: size, alignment: alignment),
                                    proposal: offered)
        }
    }

    public func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        var edges: EdgeSet = []
        if width != nil { edges.formUnion(.horizontal) }
        if height != nil { edges.formUnion(.vertical) }
        return (subviews.first?.spacing ?? .standard).resetting(edges)
    }
}
