/// `Rectangle()`, `RoundedRectangle(cornerRadius:)`, `Circle()`, `Capsule()`, `Ellipse()`.
///
/// Shapes size like colours: they take the proposal, 10 pt on an unspecified axis
/// (`swiftui-layout-facts.md` §B12). A circle draws inside the square that fits its frame but
/// its frame is still the whole proposal.
public struct ShapeLeaf: LayoutPrimitive, DrawableLeaf, ChildRoleProviding {
    public var shape: ShapeKind

    public init(_ shape: ShapeKind) { self.shape = shape }

    /// The shape's type name; a path (a `Path` view, a program's `Shape`) keeps the kind
    /// `Rectangle` it had when paths were drawn as their frames, so view paths (`VStack[0]/Rectangle`)
    /// and the snapshots that name them do not change.
    public var kind: String {
        switch shape {
        case .path, .unrunPath: return "Rectangle"
        default: return shape.name
        }
    }
    public var childRole: ChildRole { .leaf }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecified()
    }

    public func placedContent() -> PlacedContent { .shape(shape) }
}
