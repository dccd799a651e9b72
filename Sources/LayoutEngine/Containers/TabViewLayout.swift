/// `TabView` on iPhone: the selected tab's content above a 49-pt tab bar (`BarMetrics`); the
/// last child is the bar (`TabBarLayout`).
///
/// The tab view takes the space it is offered; the content is proposed what is left above the
/// bar and centred there (several views stacked vertically with the default spacing).
///
/// Without a bar (`showsBar` false: the shown tab's `toolbar(.hidden, for: .tabBar)`, or the
/// `.page` style, whose page dots are drawn over the content — Apple, `PageTabViewStyle`) every
/// child is content and has the whole height.
public struct TabViewLayout: LayoutPrimitive, ChildRoleProviding {
    public var showsBar: Bool

    public init(showsBar: Bool = true) { self.showsBar = showsBar }

    private var barHeight: Double { showsBar ? BarMetrics.tabBarHeight : 0 }

    public var kind: String { "TabView" }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = .vertical }

    private var contentStack: StackLayout { StackLayout(axis: .vertical) }

    private func content(_ subviews: LayoutSubviews) -> LayoutSubviews {
        showsBar ? subviews.slice(0..<max(subviews.count - 1, 0)) : subviews
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let views = content(subviews)
        let offered = ProposedSize(width: proposal.width, height: proposal.height.map { max($0 - barHeight, 0) })
        let inner = views.isEmpty ? Size.zero : contentStack.sizeThatFits(offered, subviews: views, context: context)
        return Size(width: proposal.width ?? inner.width, height: proposal.height ?? inner.height + barHeight)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        guard !subviews.isEmpty else { return [] }
        let views = content(subviews)
        let available = max(size.height - barHeight, 0)
        let offered = ProposedSize(width: size.width, height: available)
        var placements: [SubviewPlacement] = []
        if !views.isEmpty {
            let stacked = contentStack.sizeThatFits(offered, subviews: views, context: context)
            let origin = Point(x: (size.width - stacked.width) / 2, y: (available - stacked.height) / 2)
            placements = contentStack.placeSubviews(in: stacked, proposal: offered, subviews: views, context: context).map {
                SubviewPlacement(origin: Point(x: $0.origin.x + origin.x, y: $0.origin.y + origin.y), proposal: $0.proposal)
            }
        }
        guard showsBar else { return placements }
        placements.append(SubviewPlacement(origin: Point(x: 0, y: available),
                                           proposal: ProposedSize(width: size.width, height: BarMetrics.tabBarHeight)))
        return placements
    }
}

/// The tab bar: 49 pt tall, as wide as proposed, its items (the tabs' `tabItem` labels, each a
/// `TabItemLayout`: icon above title on an iPhone in portrait) in equal slots across it, each
/// centred in its slot. **Unverified:** centring in the slot; the bar's height is measured.
public struct TabBarLayout: LayoutPrimitive, ChildRoleProviding {
    public init() {}

    public var kind: String { "TabBar" }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) {
        environment.stackAxis = nil
        environment.text.font = TextStyle.caption2.font(in: environment)
        environment.text.lineLimit = 1
    }

    private func slot(_ width: Double?, count: Int) -> Double? {
        width.map { count > 0 ? $0 / Double(count) : $0 }
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let items = ProposedSize(width: nil, height: BarMetrics.tabBarHeight)
        let width = proposal.width ?? subviews.reduce(0) { $0 + $1.sizeThatFits(items).width }
        return Size(width: width, height: BarMetrics.tabBarHeight)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        let slotWidth = slot(size.width, count: subviews.count) ?? 0
        return subviews.enumerated().map { offset, item in
            let offered = ProposedSize(width: slotWidth, height: BarMetrics.tabBarHeight)
            let itemSize = item.sizeThatFits(offered)
            return SubviewPlacement(origin: Point(x: Double(offset) * slotWidth + (slotWidth - itemSize.width) / 2,
                                                  y: (BarMetrics.tabBarHeight - itemSize.height) / 2), proposal: offered)
        }
    }
}
