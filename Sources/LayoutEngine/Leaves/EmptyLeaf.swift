/// `EmptyView()`: nothing. Containers drop it entirely, so it adds no spacing either.
public struct EmptyLeaf: LayoutPrimitive, ChildRoleProviding {
    public init() {}

    public var kind: String { "EmptyView" }
    public var childRole: ChildRole { .leaf }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size { .zero }
}
