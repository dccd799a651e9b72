/// One item of an iOS tab bar (a `tabItem { Label(…) }` or `Tab`): its icon (the first child) and
/// its title (the rest), stacked or side by side.
///
/// UIKit's tab bar stacks the glyph above the title on an iPhone in portrait (compact width,
/// regular height) and sets them side by side where the width is regular (iPad) or the height is
/// compact (iPhone in landscape) (Apple HIG, "Tab bars": items show the title below the symbol in
/// compact tab bars' portrait layout and beside it otherwise; the runtime picks `stacked` from the
/// preview device's size classes). The icon is drawn at the HIG's 25-pt tab-bar glyph size (HIG
/// "Tab bars", target dimensions for regular tab bars: 25 × 25 pt for a circular glyph) and the
/// title in 10-pt text; the runtime sets both fonts. **Unverified** (docs/engine.md): the 10-pt
/// title, no gap when stacked, the 6-pt gap beside, and centring the item in its slot rather than
/// UIKit's fixed offsets from the bar's top.
public struct TabItemLayout: LayoutPrimitive, ChildRoleProviding {
    /// The gap between icon and title when they sit side by side (unverified).
    public static let besideGap = 6.0
    /// The glyph's point size (Apple HIG, tab bar glyphs in regular tab bars: 25 × 25 pt).
    public static let glyphSize = 25.0
    /// The title's point size (unverified: `UITabBarItem`'s title font as shown on iOS 13+).
    public static let titleSize = 10.0

    /// Icon above title (iPhone in portrait) or beside it.
    public var stacked: Bool

    public init(stacked: Bool) {
        self.stacked = stacked
    }

    public var kind: String { "TabItem" }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) {
        environment.stackAxis = nil
    }

    private func sizes(_ subviews: LayoutSubviews) -> [Size] {
        subviews.map { $0.sizeThatFits(ProposedSize(width: nil, height: nil)) }
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let parts = sizes(subviews)
        if stacked {
            return Size(width: parts.map(\.width).max() ?? 0, height: parts.reduce(0) { $0 + $1.height })
        }
        let gaps = Double(max(parts.count - 1, 0)) * Self.besideGap
        return Size(width: parts.reduce(0) { $0 + $1.width } + gaps, height: parts.map(\.height).max() ?? 0)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        let parts = sizes(subviews)
        var offset = 0.0
        return parts.map { part in
            let origin: Point
            if stacked {
                origin = Point(x: (size.width - part.width) / 2, y: offset)
                offset += part.height
            } else {
                origin = Point(x: offset, y: (size.height - part.height) / 2)
                offset += part.width + Self.besideGap
            }
            return SubviewPlacement(origin: origin, proposal: ProposedSize(width: nil, height: nil))
        }
    }
}
