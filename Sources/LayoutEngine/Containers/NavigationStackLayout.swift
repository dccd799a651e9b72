/// `NavigationStack` / `NavigationView` on iPhone: its navigation bar (the first child, a
/// `NavigationBarLayout`) across the top and the root view below it.
///
/// The stack takes the space it is offered, as a screen's root does (its content's size along an
/// axis proposed `nil`). The bar is proposed the full width and its fixed height; the content is
/// proposed what is left below it, the bar being part of the content's safe area. Several views
/// in the content are stacked vertically, centred, with the default spacing. **Approximation:**
/// a scroll view or list at the root of the stack is laid out below the bar; SwiftUI extends its
/// frame under the bar and insets its content by the bar's height instead, which shows its rows at
/// the same places when scrolled to the top.
public struct NavigationStackLayout: LayoutPrimitive, ChildRoleProviding {
    public var name: String

    public init(name: String = "NavigationStack") { self.name = name }

    public var kind: String { name }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = .vertical }

    private func parts(_ subviews: LayoutSubviews) -> (bar: LayoutSubview?, content: LayoutSubviews) {
        guard let first = subviews.first, first.primitive is NavigationBarLayout else { return (nil, subviews) }
        return (first, subviews.slice(1..<subviews.count))
    }

    private var contentStack: StackLayout { StackLayout(axis: .vertical) }

    private func barHeight(_ bar: LayoutSubview?, width: Double?) -> Double {
        bar?.sizeThatFits(ProposedSize(width: width, height: nil)).height ?? 0
    }

    private func contentProposal(_ proposal: ProposedSize, barHeight: Double) -> ProposedSize {
        ProposedSize(width: proposal.width, height: proposal.height.map { max($0 - barHeight, 0) })
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let (bar, content) = parts(subviews)
        let barSize = bar?.sizeThatFits(ProposedSize(width: proposal.width, height: nil)) ?? .zero
        let contentSize = content.isEmpty ? Size.zero
            : contentStack.sizeThatFits(contentProposal(proposal, barHeight: barSize.height), subviews: content, context: context)
        return Size(width: proposal.width ?? max(barSize.width, contentSize.width),
                    height: proposal.height ?? barSize.height + contentSize.height)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        let (bar, content) = parts(subviews)
        let height = barHeight(bar, width: size.width)
        var placements: [SubviewPlacement] = []
        if bar != nil {
            placements.append(SubviewPlacement(origin: .zero, proposal: ProposedSize(width: size.width, height: height)))
        }
        guard !content.isEmpty else { return placements }
        let offered = ProposedSize(width: size.width, height: max(size.height - height, 0))
        let stacked = contentStack.sizeThatFits(offered, subviews: content, context: context)
        // The content block is centred in the space below the bar, as a screen centres its root.
        let origin = Point(x: (size.width - stacked.width) / 2, y: height + (offered.height! - stacked.height) / 2)
        for placement in contentStack.placeSubviews(in: stacked, proposal: offered, subviews: content, context: context) {
            placements.append(SubviewPlacement(origin: Point(x: placement.origin.x + origin.x, y: placement.origin.y + origin.y),
                                               proposal: placement.proposal))
        }
        return placements
    }
}
