/// `Image("name")`: a fixed-size view, unless made `.resizable()`.
///
/// Kean's "SwiftUI Layout System" (seed 003): an image is its natural size whatever it is
/// proposed ("non-negotiable"), so an 80×80 image stays 80×80 in a 70-pt slot. A resizable image
/// takes the proposal on each axis and falls back to its natural size on an unspecified one
/// (`swiftui-layout-facts.md` §B12).
public struct ImageLeaf: LayoutPrimitive, DrawableLeaf, ChildRoleProviding {
    public var name: String
    public var naturalSize: Size
    public var isResizable: Bool

    public init(name: String, naturalSize: Size, isResizable: Bool = false) {
        self.name = name
        self.naturalSize = naturalSize
        self.isResizable = isResizable
    }

    public var kind: String { "Image" }
    public var defaultLabel: String { "Image(\"\(name)\")" }
    public var childRole: ChildRole { .leaf }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard isResizable else { return naturalSize }
        return proposal.replacingUnspecified(by: naturalSize)
    }

    public func placedContent() -> PlacedContent { .image(name: name, isResizable: isResizable) }
}
