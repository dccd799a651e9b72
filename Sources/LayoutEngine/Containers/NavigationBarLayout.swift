/// The navigation bar of a `NavigationStack`: as wide as proposed, 44 pt tall with an inline (or
/// no) title, 44 + 52 = 96 pt with a large title (`BarMetrics`), and `BarMetrics.searchFieldHeight`
/// (52, unverified) more below the title when the content is `.searchable`. Its one optional child
/// is the title.
///
/// An inline title is centred in the bar in the headline style (17 pt semibold); a large title
/// sits at the leading margin (16) in the large-title style (34 pt) made bold, centred vertically
/// in the 52-pt band below the inline bar. Titles keep to one line. **Unverified:** the title
/// fonts and positions within the bar (the bar heights are measured).
public struct NavigationBarLayout: LayoutPrimitive, ChildRoleProviding {
    public var isLarge: Bool
    /// A `.searchable` field drawn in the bar below the title.
    public var hasSearchField: Bool

    public init(isLarge: Bool, hasSearchField: Bool = false) {
        self.isLarge = isLarge
        self.hasSearchField = hasSearchField
    }

    public var kind: String { "NavigationBar" }
    public var childRole: ChildRole { .container }

    public var height: Double {
        BarMetrics.navigationBarHeight + (isLarge ? BarMetrics.largeTitleHeight : 0)
            + (hasSearchField ? BarMetrics.searchFieldHeight : 0)
    }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) {
        environment.stackAxis = nil
        var font = (isLarge ? TextStyle.largeTitle : TextStyle.headline).font(in: environment)
        if isLarge { font.weight = .bold }
        environment.text.font = font
        environment.text.lineLimit = 1
        environment.text.lowerLineLimit = nil
    }

    private func titleProposal(_ width: Double?) -> ProposedSize {
        ProposedSize(width: width.map { max($0 - 2 * BarMetrics.margin, 0) }, height: nil)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let title = subviews.first?.sizeThatFits(titleProposal(proposal.width)) ?? .zero
        return Size(width: proposal.width ?? title.width + 2 * BarMetrics.margin, height: height)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        let offered = titleProposal(size.width)
        return subviews.map { title in
            let titleSize = title.sizeThatFits(offered)
            let origin: Point
            if isLarge {
                origin = Point(x: BarMetrics.margin,
                               y: BarMetrics.navigationBarHeight + (BarMetrics.largeTitleHeight - titleSize.height) / 2)
            } else {
                origin = Point(x: (size.width - titleSize.width) / 2, y: (BarMetrics.navigationBarHeight - titleSize.height) / 2)
            }
            return SubviewPlacement(origin: origin, proposal: offered)
        }
    }
}
