/// `Toggle` in iOS's default switch style: the label on the leading side, the switch
/// (`SwitchLeaf`, the last child) on the trailing side, the row filling the proposed width.
///
/// SwiftUI lays the switch style out as the label, a flexible gap and the switch, so a toggle in a
/// `VStack` or `Form` spans the available width with the switch at the trailing edge. The label
/// (its views stacked vertically, leading-aligned) is proposed the width left beside the switch
/// and the minimum gap; the toggle is as tall as the taller of label and switch, both centred
/// vertically. With a `nil` width it is the label's ideal width plus the gap and the switch.
/// **Unverified:** the minimum gap between label and switch, taken as the default spacing, 8 pt
/// (the `Spacer` minimum, Apple `Spacer`), for want of a published measurement.
///
/// `Stepper` uses the same layout with its 94 × 32 control (`StepperLeaf`) in place of the switch.
public struct ToggleLayout: LayoutPrimitive, ChildRoleProviding {
    /// The least distance between label and switch (unverified; see above).
    public static let minimumGap = 8.0

    /// The fixed size of the trailing control (the last child).
    public var control: Size
    /// `Toggle` or `Stepper`, for paths.
    public var name: String

    /// `.labelsHidden()`: no label child, and the toggle is its control alone (a 51 × 31 switch),
    /// not a row across the proposed width (Apple, `labelsHidden()`: "Hides the labels of any
    /// controls contained within this view"; what remains is the control's own fixed size).
    public var labelHidden: Bool
    public init(control: Size = SwitchLeaf.size, name: String = "Toggle", labelHidden: Bool = false) {
        self.control = control
        self.name = name
        self.labelHidden = labelHidden
    }

    public var kind: String { name }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) {
        environment.stackAxis = .vertical
    }

    private var labelStack: StackLayout { StackLayout(axis: .vertical, alignment: HorizontalAlignment.leading.key) }

    private func labelViews(_ subviews: LayoutSubviews) -> LayoutSubviews {
        LayoutSubviews(pass: subviews.pass, range: subviews.range.dropLast())
    }

    private func labelProposal(_ proposal: ProposedSize) -> ProposedSize {
        let beside = control.width + Self.minimumGap
        return ProposedSize(width: proposal.width.map { max($0 - beside, 0) }, height: proposal.height)
    }

    private func labelSize(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let labels = labelViews(subviews)
        guard !labels.isEmpty else { return .zero }
        return labelStack.sizeThatFits(labelProposal(proposal), subviews: labels, context: context)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        if labelHidden { return control }
        let label = labelSize(proposal, subviews: subviews, context: context)
        let least = label.width + Self.minimumGap + control.width
        return Size(width: max(proposal.width ?? least, least), height: max(label.height, control.height))
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        let labels = labelViews(subviews)
        let offered = labelProposal(proposal)
        let label = labelSize(proposal, subviews: subviews, context: context)
        var placements: [SubviewPlacement] = []
        if !labels.isEmpty {
            let top = (size.height - label.height) / 2
            placements = labelStack.placeSubviews(in: label, proposal: offered, subviews: labels, context: context).map {
                SubviewPlacement(origin: Point(x: $0.origin.x, y: $0.origin.y + top), proposal: $0.proposal)
            }
        }
        if labelHidden {
            return subviews.isEmpty ? [] : [SubviewPlacement(origin: Point(x: (size.width - control.width) / 2, y: (size.height - control.height) / 2),
                                                             proposal: ProposedSize(control))]
        }
        if !subviews.isEmpty {
            let origin = Point(x: size.width - control.width, y: (size.height - control.height) / 2)
            placements.append(SubviewPlacement(origin: origin, proposal: ProposedSize(control)))
        }
        return placements
    }
}
