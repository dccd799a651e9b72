/// `Button` under a built-in style: its label inset by the style's padding.
///
/// The automatic style on iOS is the borderless one, and it and `.plain` show the label as it is,
/// with no padding (Fivestars, "Exploring SwiftUI's Button styles": the default style is
/// borderless). `.bordered` and `.borderedProminent` inset the label by fixed amounts per
/// `controlSize` and draw a rounded fill behind it. The label's views are stacked vertically,
/// centred. **Unverified:** the bordered insets (see `BorderedButtonMetrics`); no published
/// measurement was found, so the values are the rule documented in `docs/engine.md`.
public struct ButtonLayout: LayoutPrimitive, ChildRoleProviding, ControlDrawingProviding {
    /// Space between the label and the button's edges.
    public var insets: EdgeInsets
    /// The button style's name (`automatic`, `bordered`, …).
    public var styleName: String
    /// The name shown in paths: `Button`, or `NavigationLink`/`Link`/`Menu`, which lay out their
    /// labels as a borderless button does.
    public var name: String
    /// `Button(role: .destructive)`: drawn red (Apple, `ButtonRole.destructive`).
    public var isDestructive = false
    /// `.tint(_:)` in effect; nil for the accent colour.
    public var tint: ColorValue?

    public init(insets: EdgeInsets = EdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0), styleName: String = "automatic",
                name: String = "Button") {
        self.insets = insets
        self.styleName = styleName
        self.name = name
    }

    public var kind: String { name }

    /// A `Button`'s drawing under its style; links and menus laid out as buttons draw nothing.
    public var controlDrawing: ControlDrawing? {
        name == "Button" ? .button(style: styleName, isDestructive: isDestructive, tint: tint) : nil
    }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    private var labelStack: StackLayout { StackLayout(axis: .vertical) }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) {
        environment.stackAxis = .vertical
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let label = labelStack.sizeThatFits(proposal.inset(by: insets), subviews: subviews, context: context)
        return Size(width: label.width + insets.leading + insets.trailing, height: label.height + insets.top + insets.bottom)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        let offered = proposal.inset(by: insets)
        let label = labelStack.sizeThatFits(offered, subviews: subviews, context: context)
        return labelStack.placeSubviews(in: label, proposal: offered, subviews: subviews, context: context).map {
            SubviewPlacement(origin: Point(x: $0.origin.x + insets.leading, y: $0.origin.y + insets.top), proposal: $0.proposal)
        }
    }

    /// The label's guides moved by the insets (a button in an `HStack` lines up on its text's
    /// baseline), combined as a stack combines its children's.
    public func explicitAlignment(_ key: AlignmentKey, in size: Size, proposal: ProposedSize,
                                  subviews: LayoutSubviews, context: LayoutContext) -> Double? {
        let placements = context.pass.placementsOf(context.index, size: size, proposal: proposal)
        var values: [Double] = []
        for (index, placement) in placements.enumerated() where index < subviews.count {
            if let value = subviews[index].dimensions(in: placement.proposal).explicit(key) {
                values.append(value + placement.origin[key.axis])
            }
        }
        return key.combine(values)
    }
}

/// The label insets of `.bordered` / `.borderedProminent` buttons on iOS per `controlSize`.
///
/// **Unverified** (no published measurement found): horizontal 12 pt and vertical 7 pt at
/// `.regular` (a body-text label, 22 pt tall in SF Pro, gives a button about 36 pt tall),
/// 10 / 4 at `.small`, 8 / 2 at `.mini`, and 20 / 14 at `.large` and `.extraLarge`.
public enum BorderedButtonMetrics {
    public static func insets(controlSize: String) -> EdgeInsets {
        let (horizontal, vertical): (Double, Double)
        switch controlSize {
        case "mini": (horizontal, vertical) = (8, 2)
        case "small": (horizontal, vertical) = (10, 4)
        case "large", "extraLarge": (horizontal, vertical) = (20, 14)
        default: (horizontal, vertical) = (12, 7)
        }
        return EdgeInsets(top: vertical, leading: horizontal, bottom: vertical, trailing: horizontal)
    }
}
