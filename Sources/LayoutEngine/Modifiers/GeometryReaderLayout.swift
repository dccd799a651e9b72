/// `GeometryReader { proxy in … }`: takes all it is offered and pins its content top-leading.
///
/// Its size is the proposal, 0 on an unspecified axis; the content is proposed that size and
/// placed at the top-leading corner (OpenSwiftUI `GeometryReader`, §B12; the centring of early
/// SwiftUI was dropped in iOS 14).
public struct GeometryReaderLayout: LayoutPrimitive, ChildRoleProviding {
    public init() {}

    public var kind: String { "GeometryReader" }
    public var childRole: ChildRole { .container }
    public var indexesChildren: Bool { true }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) {
        environment.stackAxis = nil
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        proposal.replacingUnspecified(by: .zero)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        subviews.map { _ in SubviewPlacement(origin: .zero, proposal: ProposedSize(size)) }
    }
}
