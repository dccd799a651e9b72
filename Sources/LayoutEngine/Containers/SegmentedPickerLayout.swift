/// A `Picker` in the segmented style on iOS (`UISegmentedControl`): its options side by side in
/// segments of equal width, one row as tall as `height`.
///
/// Equal widths are Apple's rule (Human Interface Guidelines, "Segmented controls": "Within the
/// control, all segments are equal in width"). The control takes the proposed width and divides it
/// by the number of segments; with a `nil` width every segment is as wide as the widest option
/// plus `segmentPadding` on each side. Each option is proposed its segment's width less the
/// padding and centred in its segment. **Unverified** (docs/engine.md): the 32-pt height (the
/// height `UISegmentedControl` shows since iOS 13's redesign; no published measurement found) and
/// the 8-pt padding beside each option.
public struct SegmentedPickerLayout: LayoutPrimitive, ChildRoleProviding, ControlDrawingProviding {
    /// The control's height (unverified; see above).
    public static let height = 32.0
    /// The space on each side of an option inside its segment (unverified; see above).
    public static let segmentPadding = 8.0

    /// The index of the selected option, drawn raised; nil when no option's tag matches.
    public var selectedIndex: Int?
    /// The number of options, for the drawing (the children are the options).
    public var segmentCount: Int

    public init(segmentCount: Int, selectedIndex: Int?) {
        self.segmentCount = segmentCount
        self.selectedIndex = selectedIndex
    }

    public var kind: String { "SegmentedPicker" }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }
    public var controlDrawing: ControlDrawing? { .segmented(count: segmentCount, selected: selectedIndex) }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) {
        environment.stackAxis = nil
        environment.text.lineLimit = 1
    }

    /// Each segment's width in a control `width` wide (nil: as wide as the widest option needs).
    private func segmentWidth(_ width: Double?, subviews: LayoutSubviews) -> Double {
        guard !subviews.isEmpty else { return 0 }
        if let width { return max(width, 0) / Double(subviews.count) }
        let widest = subviews.map { $0.sizeThatFits(ProposedSize(width: nil, height: nil)).width }.max() ?? 0
        return widest + 2 * Self.segmentPadding
    }

    private func optionProposal(_ segment: Double) -> ProposedSize {
        ProposedSize(width: max(segment - 2 * Self.segmentPadding, 0), height: nil)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let segment = segmentWidth(proposal.width, subviews: subviews)
        return Size(width: proposal.width ?? segment * Double(subviews.count), height: Self.height)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        let segment = segmentWidth(size.width, subviews: subviews)
        let offered = optionProposal(segment)
        return subviews.enumerated().map { offset, option in
            let fitted = option.sizeThatFits(offered)
            return SubviewPlacement(origin: Point(x: Double(offset) * segment + (segment - fitted.width) / 2,
                                                  y: (size.height - fitted.height) / 2),
                                    proposal: offered)
        }
    }
}
