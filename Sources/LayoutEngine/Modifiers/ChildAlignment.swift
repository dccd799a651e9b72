/// Where a container of `size` puts a child so that their `alignment` guides coincide: the
/// container's guide takes its default on its own size, the child's is its explicit value if it
/// has one (as SwiftUI's frames, overlays and ZStacks do, `swiftui-layout-facts.md` §B5).
func alignedOrigin(of child: ViewDimensions, in size: Size, alignment: Alignment) -> Point {
    Point(x: alignment.horizontal.key.defaultValue(in: size) - child[alignment.horizontal],
          y: alignment.vertical.key.defaultValue(in: size) - child[alignment.vertical])
}

/// Behaviour shared by modifiers that wrap one child and pass its priority, spacing and
/// guides through unchanged.
protocol PassThroughModifier: LayoutPrimitive, ChildRoleProviding {}

extension PassThroughModifier {
    public var childRole: ChildRole { .modifier }

    public func layoutPriority(subviews: LayoutSubviews) -> Double { subviews.first?.priority ?? 0 }

    public func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        subviews.first?.spacing ?? .standard
    }

    public func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        let placements = context.pass.placementsOf(context.index, size: size, proposal: proposal)
        guard let placement = placements.first else { return nil }
        return childExplicitAlignment(key, subviews: subviews, placement: placement)
    }
}

/// Behaviour shared by modifiers that are layouts of their own (frames, padding): they report
/// priority 0 (OpenSwiftUI `LayoutView`, §B2) but still pass the child's guides through, moved
/// by where the child sits.
protocol UnaryLayoutModifier: LayoutPrimitive, ChildRoleProviding {}

extension UnaryLayoutModifier {
    public var childRole: ChildRole { .modifier }

    public func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        let placements = context.pass.placementsOf(context.index, size: size, proposal: proposal)
        guard let placement = placements.first else { return nil }
        return childExplicitAlignment(key, subviews: subviews, placement: placement)
    }
}
