/// `Section` in a `List` or `Form`: an optional header, the rows, an optional footer, stacked
/// vertically with no space between rows.
///
/// Each row is proposed the section's width less its leading and trailing insets and a `nil`
/// height, and is as tall as its content plus its top and bottom insets, but never less than the
/// minimum row height: as `.padding(insets).frame(minHeight: 44)` (Apple,
/// `defaultMinListRowHeight`: row heights are "bounded below by this default value, and
/// otherwise determined by the height of the row's content and the row insets"). The content
/// sits at the leading inset, centred vertically in the row. Every row spans the full width of
/// its section. Headers and footers are proposed the width less the default row insets, so their
/// text lines up with the rows' content. The gaps around headers and footers are **unverified**
/// (`ListMetrics`).
public struct ListSectionLayout: LayoutPrimitive, ChildRoleProviding, ControlDrawingProviding {
    public var style: ListStyleKind
    public var minimumRowHeight: Double
    /// `.listRowSpacing(_:)`: extra space between adjacent rows (Apple, `listRowSpacing(_:)`); 0 by default.
    public var rowSpacing: Double

    public init(style: ListStyleKind = .insetGrouped, minimumRowHeight: Double = ListMetrics.minimumRowHeight, rowSpacing: Double = 0) {
        self.style = style
        self.minimumRowHeight = minimumRowHeight
        self.rowSpacing = rowSpacing
    }

    public var kind: String { "Section" }

    public var controlDrawing: ControlDrawing? { .listSection(style: style) }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = .vertical }

    var arranger: ListSectionArranger { ListSectionArranger(style: style, minimumRowHeight: minimumRowHeight, rowSpacing: rowSpacing) }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        arranger.arrange(subviews, width: proposal.width).size
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        arranger.arrange(subviews, width: proposal.width).placements
    }
}

/// Lays out one section's header, rows and footer for a width; shared by `ListSectionLayout`
/// and the implicit section `ListLayout` makes of rows written outside any `Section`.
struct ListSectionArranger {
    var style: ListStyleKind
    var minimumRowHeight: Double
    var rowSpacing: Double = 0

    struct Arrangement {
        var size: Size
        var placements: [SubviewPlacement]
    }

    private func role(of subview: LayoutSubview) -> ListSupplementLayout.Role? {
        (subview.primitive as? ListSupplementLayout)?.role
    }

    func arrange(_ subviews: LayoutSubviews, width: Double?) -> Arrangement {
        let defaults = ListMetrics.defaultRowInsets
        let supplementProposal = ProposedSize(width: width.map { max($0 - defaults.leading - defaults.trailing, 0) }, height: nil)
        let grouped = style == .insetGrouped || style == .grouped
        var placements = Array(repeating: SubviewPlacement(origin: .zero, proposal: .zero), count: subviews.count)
        var widest = 0.0
        var y = 0.0
        var lastWasRow = false
        for position in subviews.indices {
            let subview = subviews[position]
            if let role = role(of: subview) {
                let size = subview.sizeThatFits(supplementProposal)
                widest = max(widest, size.width + defaults.leading + defaults.trailing)
                if role == .footer, lastWasRow, grouped { y += ListMetrics.supplementGap }
                let padding = grouped ? 0 : ListMetrics.plainSupplementPadding
                placements[position] = SubviewPlacement(origin: Point(x: defaults.leading, y: y + padding), proposal: supplementProposal)
                y += size.height + 2 * padding
                if role == .header, grouped { y += ListMetrics.supplementGap }
                lastWasRow = false
            } else {
                if lastWasRow { y += rowSpacing }
                let insets = subview.listRowInsets ?? defaults
                let offered = ProposedSize(width: width.map { max($0 - insets.leading - insets.trailing, 0) }, height: nil)
                let size = subview.sizeThatFits(offered)
                let height = max(minimumRowHeight, size.height + insets.top + insets.bottom)
                widest = max(widest, size.width + insets.leading + insets.trailing)
                let top = insets.top + (height - insets.top - insets.bottom - size.height) / 2
                placements[position] = SubviewPlacement(origin: Point(x: insets.leading, y: y + top), proposal: offered)
                y += height
                lastWasRow = true
            }
        }
        return Arrangement(size: Size(width: width ?? widest, height: y), placements: placements)
    }
}
