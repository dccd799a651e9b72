/// `Group { … }` and `ForEach`: no layout of their own. Their views join the enclosing container
/// as if written there, and modifiers applied to a group apply to each of its views (Apple's
/// `Group` documentation). A group left at the top of a scene is laid out as a `VStack`.
public struct GroupLayout: LayoutPrimitive, ChildRoleProviding {
    public var name: String

    public init(name: String = "Group") { self.name = name }

    public var kind: String { name }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .transparentGroup }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        StackLayout(axis: .vertical).sizeThatFits(proposal, subviews: subviews, context: context)
    }
}
