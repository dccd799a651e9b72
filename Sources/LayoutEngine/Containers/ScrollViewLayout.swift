/// `ScrollView(axes) { … }`: a viewport onto content that may be longer than it.
///
/// The SwiftUI Field Guide ("Scroll View"): along a scrolling axis the scroll view proposes `nil`
/// to its content (the content becomes its ideal length) and itself becomes exactly as long as
/// proposed; across it, it passes its own proposal on and becomes as wide as its content. Several
/// views in the content are stacked along the scrolling axis (a vertical scroll view stacks them
/// like a `VStack`, a horizontal one like an `HStack`), with the default spacing. Content sits at
/// the top-leading corner of the viewport (the default scroll anchor); what lies beyond the
/// viewport keeps its frame, outside the scroll view's. With a `nil` proposal along a scrolling
/// axis the scroll view takes its content's length.
public struct ScrollViewLayout: LayoutPrimitive, ChildRoleProviding {
    /// The axes the content scrolls along (vertical by default).
    public var scrollsHorizontally: Bool
    public var scrollsVertically: Bool
    /// Margins between the viewport and the content (`.safeAreaPadding(…)` on the scroll view:
    /// SwiftUI keeps the scroll view's frame and insets what scrolls inside it).
    public var contentInsets = EdgeInsets()

    public init(horizontal: Bool = false, vertical: Bool = true) {
        self.scrollsHorizontally = horizontal
        self.scrollsVertically = vertical
    }

    public var kind: String { "ScrollView" }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    /// The stack the content is laid out in: along the (first) scrolling axis.
    private var contentStack: StackLayout {
        StackLayout(axis: scrollsVertically || !scrollsHorizontally ? .vertical : .horizontal)
    }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) {
        environment.stackAxis = contentStack.axis
        // nil when there are none, so the views of most scroll views share their parent's environment.
        environment.scrollContentInsets = contentInsets == EdgeInsets() ? nil : contentInsets
    }

    /// What the content is offered: `nil` along each scrolling axis, the proposal less the
    /// content margins across.
    func contentProposal(_ proposal: ProposedSize) -> ProposedSize {
        ProposedSize(width: scrollsHorizontally ? nil : proposal.width.map { max($0 - contentInsets.total(along: .horizontal), 0) },
                     height: scrollsVertically ? nil : proposal.height.map { max($0 - contentInsets.total(along: .vertical), 0) })
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let content = contentStack.sizeThatFits(contentProposal(proposal), subviews: subviews, context: context)
        let width = content.width + contentInsets.total(along: .horizontal)
        let height = content.height + contentInsets.total(along: .vertical)
        return Size(width: scrollsHorizontally ? (proposal.width ?? width) : width,
                    height: scrollsVertically ? (proposal.height ?? height) : height)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        let offered = contentProposal(proposal)
        let content = contentStack.sizeThatFits(offered, subviews: subviews, context: context)
        var placements = contentStack.placeSubviews(in: content, proposal: offered, subviews: subviews, context: context)
        if contentInsets != EdgeInsets() {
            for index in placements.indices {
                placements[index].origin.x += contentInsets.leading
                placements[index].origin.y += contentInsets.top
            }
        }
        return placements
    }
}
