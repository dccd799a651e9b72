/// A wrapped UIKit or AppKit view known to draw nothing (a plain `UIView`/`NSView` or a subclass
/// that adds no content; `SwiftUIRuntime.representableDrawsNothing`): it takes the size it is
/// offered, as a view with no intrinsic content size does under SwiftUI's default sizing of a
/// representable (Apple, "UIViewRepresentable.sizeThatFits(_:uiView:context:)"), and draws nothing.
/// On an axis offered no size it takes 10 pt, SwiftUI's size for a flexible view offered none
/// (as `Color` does; **unverified** for a wrapped view).
public struct BlankPlatformViewLeaf: LayoutPrimitive, ChildRoleProviding {
    /// `UIViewRepresentable` or `NSViewRepresentable`: what the node's kind says it wraps.
    public var kit: String

    public init(kit: String) { self.kit = kit }

    public var kind: String { kit }
    public var childRole: ChildRole { .leaf }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecified()
    }
}
