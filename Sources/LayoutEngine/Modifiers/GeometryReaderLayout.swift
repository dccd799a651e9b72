/// `GeometryReader { proxy in … }`: takes all it is offered and pins its content top-leading.
///
/// Its size is the proposal, 10 on an unspecified axis; the content is proposed that size and
/// placed at the top-leading corner (the centring of early SwiftUI was dropped in iOS 14). Apple:
/// it "returns a flexible preferred size to its parent layout", and a flexible view's ideal is
/// `replacingUnspecifiedDimensions()`'s 10 × 10, as for a colour; on iOS a reader in a vertical
/// scroll view reports a height of 10 (ilamanov/SwiftPieChart issue 4, 2023: "the height always
/// returns 10 from the geometry reader"). OpenSwiftUI's reimplementation answers 0 there
/// (reference/swiftui-layout-facts.md §B12), which those measurements contradict.
public struct GeometryReaderLayout: LayoutPrimitive, ChildRoleProviding {
    public init() {}

    public var kind: String { "GeometryReader" }
    public var childRole: ChildRole { .container }
    public var indexesChildren: Bool { true }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) {
        environment.stackAxis = nil
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecified(by: Size(width: 10, height: 10))
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        subviews.map { _ in SubviewPlacement(origin: .zero, proposal: ProposedSize(size)) }
    }
}
