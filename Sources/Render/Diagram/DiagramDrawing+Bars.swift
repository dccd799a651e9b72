import LayoutEngine

/// The tab bar's background as iOS draws it when content runs under it: a translucent material
/// across the bar with a hairline along its top edge (UIKit's `UITabBarAppearance`
/// `configureWithDefaultBackground`: a blur effect and a shadow line).
///
/// The blur is not drawn: the material is a flat fill, light rgba(249, 249, 249, 0.94), dark
/// rgba(22, 22, 22, 0.94), approximating `systemChromeMaterial` over white and black content
/// (**unverified**: measured from screenshots in the long-standing iOS bar tint #F9F9F9; Apple
/// publishes no value). The hairline is one pixel at 3× (⅓ pt) in the `separator` colour
/// (Apple HIG: rgba(60, 60, 67, 0.29) light, rgba(84, 84, 88, 0.6) dark). At a scroll view's
/// bottom edge iOS 15 and later draw the bar transparent instead (`scrollEdgeAppearance`); a
/// preview's content is drawn as if it ran under the bar.
extension DiagramDrawing {
    static let barHairline = 1.0 / 3

    /// A tab bar item's icon and title colour: the selected tab (the first, the one a preview
    /// shows) in the accent colour, the others in systemGray, as UIKit's tab bar draws items
    /// without an `unselectedItemTintColor` (**unverified**: screenshots; Apple documents the
    /// selected tint only).
    static func tabItemColor(_ item: DiagramView, in bar: DiagramView) -> ColorValue {
        bar.children.first?.path == item.path ? tint(nil) : .system(.gray)
    }

    mutating func drawTabBarMaterial(_ frame: Rect) {
        guard frame.width > 0, frame.height > 0 else { return }
        styleSheet.drawsBarMaterial = true
        for (className, height) in [("bm", frame.height), ("bh", Self.barHairline)] {
            var rect = XMLElement("rect", ["class": className])
            rect.set("x", frame.x)
            rect.set("y", frame.y)
            rect.set("width", frame.width)
            rect.set("height", height)
            fills.append(rect)
        }
    }

    /// A navigation bar above a grouped list or form (`Form`, `.insetGrouped`, `.grouped`): at the
    /// top of a scroll view iOS 15 and later draw the bar transparent (`scrollEdgeAppearance`)
    /// and the list's background runs under it, so the title sits on systemGroupedBackground,
    /// not on white. The bar's frame is filled with that colour, under the title.
    mutating func drawGroupedBackground(behind bar: DiagramView, in stack: DiagramView) {
        let frame = bar.displayFrame
        guard frame.isFinite, frame.width > 0, frame.height > 0,
              stack.children.contains(where: { Self.startsWithGroupedList($0, below: frame.maxY) }) else { return }
        let color = ColorValue.system(.systemGroupedBackground)
        styleSheet.useFill(color)
        var rect = XMLElement("rect", ["class": "f-" + color.classToken])
        rect.set("x", frame.x)
        rect.set("y", frame.y)
        rect.set("width", frame.width)
        rect.set("height", frame.height)
        fills.append(rect)
    }

    /// Whether `view`, or a descendant starting at the same top edge `top`, is a grouped list.
    private static func startsWithGroupedList(_ view: DiagramView, below top: Double, depth: Int = 0) -> Bool {
        guard depth < 8, view.kind != "NavigationBar", abs(view.frame.y - top) < 0.5 else { return false }
        if case let .list(style)? = view.style.control { return style == .grouped || style == .insetGrouped }
        return view.children.contains { startsWithGroupedList($0, below: top, depth: depth + 1) }
    }
}
