/// `Label(title, systemImage:)` in the automatic (title-and-icon) style on iOS outside lists:
/// the icon, then the title, side by side and centred vertically.
///
/// `.labelStyle(.titleOnly)` and `.iconOnly` leave only the title or the icon (Apple
/// `LabelStyle`); the reader then gives this layout one child. **Unverified:** the gap between
/// icon and title, taken as the default spacing between the two views (8 pt, as an `HStack`
/// without spacing), for want of a published measurement.
public struct LabelLayout: LayoutPrimitive, ChildRoleProviding {
    public init() {}

    public var kind: String { "Label" }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    private var row: StackLayout { StackLayout.hStack() }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) { row.modifyEnvironment(&environment) }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        row.sizeThatFits(proposal, subviews: subviews, context: context)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        row.placeSubviews(in: size, proposal: proposal, subviews: subviews, context: context)
    }

    public func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        row.explicitAlignment(key, in: size, proposal: proposal, subviews: subviews, context: context)
    }

    public func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        row.spacing(subviews: subviews, context: context)
    }
}
