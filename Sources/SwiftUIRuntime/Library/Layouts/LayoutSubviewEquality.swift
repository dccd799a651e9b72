/// `LayoutSubview` is `Equatable` (Apple's `LayoutSubview` reference: it conforms to `Equatable`),
/// two proxies being equal when they stand for the same subview, so a layout may look a proxy up
/// in its collection (`subviews.firstIndex(of: subview)`) or keep proxies in a `Set`. Within one
/// layout's `Subviews` a subview is known by its position.
extension SubviewPayload: Hashable {
    static func == (lhs: SubviewPayload, rhs: SubviewPayload) -> Bool { lhs.index == rhs.index }
    func hash(into hasher: inout Hasher) { hasher.combine(index) }
}
