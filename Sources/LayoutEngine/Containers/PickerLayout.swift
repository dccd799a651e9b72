/// `Picker` in its default menu style on iOS: the selected option's text with an up-down chevron
/// (the last child); in a `List` or `Form` row the label (the first child) leads and the
/// selection trails, the row filling the proposed width.
///
/// Outside a list the menu picker shows only the selection, as a button does, and is as large as
/// it. In a row the selection keeps its ideal size at the trailing edge and the label is proposed
/// what is left beside it and the least gap (8, the default spacing), both centred vertically.
/// **Unverified** (no published measurement): the gap, and the selection drawn as the option's
/// text and a chevron symbol side by side with the default spacing.
///
/// A `NavigationLink` in a list row uses the same layout: its label leading and the disclosure
/// chevron trailing.
public struct PickerLayout: LayoutPrimitive, ChildRoleProviding {
    public static let minimumGap = 8.0

    /// `Picker` or `NavigationLink`, for paths.
    public var name: String

    public init(name: String = "Picker") { self.name = name }

    public var kind: String { name }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = nil }

    private func selection(_ subviews: LayoutSubviews) -> Size {
        subviews.last?.sizeThatFits(ProposedSize(width: nil, height: nil)) ?? .zero
    }

    private func labelProposal(_ width: Double?, selection: Size) -> ProposedSize {
        ProposedSize(width: width.map { max($0 - selection.width - Self.minimumGap, 0) }, height: nil)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let chosen = selection(subviews)
        guard subviews.count == 2 else { return chosen }
        let label = subviews[0].sizeThatFits(labelProposal(proposal.width, selection: chosen))
        let least = label.width + Self.minimumGap + chosen.width
        return Size(width: max(proposal.width ?? least, least), height: max(label.height, chosen.height))
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        let chosen = selection(subviews)
        var placements: [SubviewPlacement] = []
        if subviews.count == 2 {
            let offered = labelProposal(size.width, selection: chosen)
            let label = subviews[0].sizeThatFits(offered)
            placements.append(SubviewPlacement(origin: Point(x: 0, y: (size.height - label.height) / 2), proposal: offered))
        }
        if !subviews.isEmpty {
            placements.append(SubviewPlacement(origin: Point(x: size.width - chosen.width, y: (size.height - chosen.height) / 2),
                                               proposal: ProposedSize(width: nil, height: nil)))
        }
        return placements
    }
}
