/// `ZStack(alignment:)`: children on top of each other, aligned on one point.
///
/// Every child is proposed the ZStack's own proposal; their guides for `alignment` are made to
/// coincide and the ZStack's size is the union of the children's frames, so a child pushed out by
/// a custom guide makes it grow (SwiftUI Field Guide, ZStack; Fatbobman, "layout dimensions" 2).
/// Only children with the highest layout priority count towards the size (OpenSwiftUI
/// `ZStack.swift`, `swiftui-layout-facts.md` §B11). When placing, every child is proposed the
/// ZStack's chosen size.
public struct ZStackLayout: LayoutPrimitive, ChildRoleProviding {
    public var alignment: Alignment

    public init(alignment: Alignment = .center) { self.alignment = alignment }

    public var kind: String { "ZStack" }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) {
        environment.stackAxis = nil
    }

    /// Frames of `subviews` proposed `proposals`, aligned, and the union of those that count.
    static func arrange(_ subviews: LayoutSubviews, proposals: [ProposedSize], alignment: Alignment,
                        counting: (Int) -> Bool) -> (size: Size, placements: [SubviewPlacement]) {
        var origins: [Point] = []
        var union: Rect?
        for index in 0..<subviews.count {
            let dimensions = subviews[index].dimensions(in: proposals[index])
            let origin = Point(x: -dimensions[alignment.horizontal], y: -dimensions[alignment.vertical])
            origins.append(origin)
            if counting(index) {
                let frame = Rect(origin: origin, size: dimensions.size)
                union = union.map { $0.union(frame) } ?? frame
            }
        }
        let bounds = union ?? Rect(x: 0, y: 0, width: 0, height: 0)
        let placements = zip(origins, proposals).map { origin, proposal in
            SubviewPlacement(origin: Point(x: origin.x - bounds.x, y: origin.y - bounds.y), proposal: proposal)
        }
        return (bounds.size, placements)
    }

    private func topPriority(_ subviews: LayoutSubviews) -> Double {
        subviews.reduce(-Double.infinity) { max($0, $1.priority) }
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard !subviews.isEmpty else { return .zero }
        let top = topPriority(subviews)
        return Self.arrange(subviews, proposals: Array(repeating: proposal, count: subviews.count),
                            alignment: alignment, counting: { subviews[$0].priority == top }).size
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        let top = topPriority(subviews)
        return Self.arrange(subviews, proposals: Array(repeating: ProposedSize(size), count: subviews.count),
                            alignment: alignment, counting: { subviews[$0].priority == top }).placements
    }

    public func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        let placements = context.pass.placementsOf(context.index, size: size, proposal: proposal)
        let values = placements.enumerated().compactMap { index, placement in
            subviews[index].dimensions(in: placement.proposal).explicit(key).map { $0 + placement.origin[key.axis] }
        }
        return key.combine(values)
    }
}
