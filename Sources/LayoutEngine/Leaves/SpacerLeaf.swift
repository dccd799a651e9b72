/// `Spacer(minLength:)`: flexible space along the axis of the stack it is in.
///
/// From OpenSwiftUI's `Spacer` (`swiftui-layout-facts.md` §B4) and Apple's documentation:
/// - along the stack's axis it takes the proposal but at least `minLength` (default: the system
///   spacing, 8 pt), and `minLength` when proposed nothing; across the axis it is 0;
/// - outside any stack both axes follow the first rule;
/// - its layout priority is −∞, so a stack sizes every other child first (with the spacers'
///   minima reserved) and the spacers share what is left;
/// - it asks for no spacing on the edges along its axis: nothing is added beside a spacer.
public struct SpacerLeaf: LayoutPrimitive, DrawableLeaf, ChildRoleProviding {
    public var minLength: Double?

    public init(minLength: Double? = nil) { self.minLength = minLength }

    public var kind: String { "Spacer" }
    public var defaultLabel: String { "Spacer()" }
    public var childRole: ChildRole { .leaf }

    var minimum: Double { minLength ?? ViewSpacing.defaultDistance }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        Self.size(for: proposal, minimum: minimum, axis: context.environment.stackAxis)
    }

    /// A spacer's size for `proposal`: at least `minimum` along `axis` (the stack it is in) and 0
    /// across it, or at least `minimum` on both axes outside a stack.
    static func size(for proposal: ProposedSize, minimum: Double, axis: Axis?) -> Size {
        func length(_ offered: Double?) -> Double { max(offered ?? -.infinity, minimum) }
        guard let axis else {
            return Size(width: length(proposal.width), height: length(proposal.height))
        }
        return Size(major: length(proposal[axis]), minor: 0, axis: axis)
    }

    public func layoutPriority(subviews: LayoutSubviews) -> Double { -.infinity }

    public func spacing(subviews: LayoutSubviews, context: LayoutContext) -> ViewSpacing {
        switch context.environment.stackAxis {
        case .horizontal: return ViewSpacing(leading: .fixed(0), trailing: .fixed(0))
        case .vertical: return ViewSpacing(top: .fixed(0), bottom: .fixed(0))
        case nil: return ViewSpacing(top: .fixed(0), leading: .fixed(0), bottom: .fixed(0), trailing: .fixed(0))
        }
    }

    public func placedContent() -> PlacedContent { .spacer }
}
