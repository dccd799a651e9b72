/// A modifier that only marks its child with a value other views read (`gridCellColumns`,
/// `listRowInsets`, `layoutValue(key:value:)`, `coordinateSpace(name:)`) and lays out exactly as
/// the child: the child's size, at the modifier's origin, with the child's guides, priority and
/// spacing. SwiftUI's layout-neutral modifiers behave this way: their frame is their child's.
public protocol MarkerModifier: LayoutPrimitive, ChildRoleProviding {}

extension MarkerModifier {
    public var childRole: ChildRole { .modifier }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        subviews.first?.sizeThatFits(proposal) ?? .zero
    }

    public func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        childExplicitAlignment(key, subviews: subviews, placement: SubviewPlacement(origin: .zero, proposal: proposal))
    }

    public func layoutPriority(subviews: LayoutSubviews) -> Double { subviews.first?.priority ?? 0 }

    public func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        subviews.first?.spacing ?? .standard
    }
}
