/// `Divider()`: a hairline across the axis of its stack.
///
/// In an `HStack` it is a vertical line, in a `VStack` (or outside stacks) a horizontal one; it
/// takes the proposal along the line (10 pt when unspecified, like other leaves) and a fixed
/// thickness across it. The thickness is 1 pt here (**unverified**: no published measurement of
/// `Divider`'s thickness was found; UIKit separators are one pixel, 1/3 pt at @3x).
public struct DividerLeaf: LayoutPrimitive, DrawableLeaf, ChildRoleProviding {
    public var thickness: Double

    public init(thickness: Double = 1) { self.thickness = thickness }

    public var kind: String { "Divider" }
    public var defaultLabel: String { "Divider()" }
    public var childRole: ChildRole { .leaf }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        if context.environment.stackAxis == .horizontal {
            return Size(width: thickness, height: proposal.height ?? 10)
        }
        return Size(width: proposal.width ?? 10, height: thickness)
    }

    public func placedContent() -> PlacedContent { .divider }
}
