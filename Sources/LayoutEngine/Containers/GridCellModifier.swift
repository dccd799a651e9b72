/// The grid-cell modifiers: `gridCellColumns(_:)`, `gridColumnAlignment(_:)` and
/// `gridCellUnsizedAxes(_:)`. They have no layout of their own; the enclosing `Grid` reads them
/// from the cell (on the cell or on a modifier chain wrapping it, as `listRowInsets`).
public struct GridCellModifier: MarkerModifier {
    /// Columns the cell spans (Apple `gridCellColumns`: "the number of columns that the view should consume").
    public var columns: Int?
    /// The horizontal alignment of every cell of this cell's column (Apple `gridColumnAlignment`).
    public var columnAlignment: HorizontalAlignment?
    /// Axes along which the grid does not offer the cell extra size (Apple `gridCellUnsizedAxes`):
    /// the cell does not size its row or column there and is proposed the size the others set.
    public var unsizedHorizontally: Bool
    public var unsizedVertically: Bool
    /// `gridCellAnchor(_:)` (iOS 16): the unit point of the cell's view placed on the same unit
    /// point of its cell, in place of the column's and row's alignment (Apple: "Specifies a custom
    /// alignment anchor for a view that acts as a grid cell"): x = cell x + (cell width − view
    /// width) × anchor x, likewise for y.
    public var anchor: Point?

    public init(columns: Int? = nil, columnAlignment: HorizontalAlignment? = nil,
                unsizedHorizontally: Bool = false, unsizedVertically: Bool = false, anchor: Point? = nil) {
        self.anchor = anchor
        self.columns = columns
        self.columnAlignment = columnAlignment
        self.unsizedHorizontally = unsizedHorizontally
        self.unsizedVertically = unsizedVertically
    }

    public var kind: String { "gridCell" }
}

/// `GridRow(alignment:)`: where a row of a `Grid` starts. The grid lays its rows' cells out
/// itself, so in a grid a row is a marker with no children among the grid's children, followed by
/// its cells; it is given the row's frame (the grid's width by the row's height) and draws nothing.
/// A view written in a grid outside any `GridRow` is a row of its own spanning every column
/// (`spansAllColumns`). Outside a grid a `GridRow` keeps its cells and stacks them like an `HStack`
/// (**unverified**).
public struct GridRowMarker: LayoutPrimitive, ChildRoleProviding {
    /// The vertical alignment of the row's cells; `nil` uses the grid's.
    public var alignment: VerticalAlignment?
    public var spansAllColumns: Bool

    public init(alignment: VerticalAlignment? = nil, spansAllColumns: Bool = false) {
        self.alignment = alignment
        self.spansAllColumns = spansAllColumns
    }

    public var kind: String { "GridRow" }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    private var stack: StackLayout { StackLayout.hStack(alignment: alignment ?? .center) }

    public func modifyEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = .horizontal }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        guard !subviews.isEmpty else { return Size(width: proposal.width ?? 0, height: proposal.height ?? 0) }
        return stack.sizeThatFits(proposal, subviews: subviews, context: context)
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        stack.placeSubviews(in: size, proposal: proposal, subviews: subviews, context: context)
    }
}

extension LayoutSubview {
    /// The grid-cell settings on this view or on a modifier chain wrapping it (outermost first wins).
    var gridCell: GridCellModifier {
        var result = GridCellModifier()
        var current = index
        while true {
            let primitive = pass.primitives[current]
            let children = pass.nodes[current].childRange
            if let cell = primitive as? GridCellModifier {
                result.columns = result.columns ?? cell.columns
                result.columnAlignment = result.columnAlignment ?? cell.columnAlignment
                result.unsizedHorizontally = result.unsizedHorizontally || cell.unsizedHorizontally
                result.unsizedVertically = result.unsizedVertically || cell.unsizedVertically
                result.anchor = result.anchor ?? cell.anchor
            }
            guard children.count == 1, SceneNormalizer.role(of: primitive) == .modifier else { return result }
            current = children.lowerBound
        }
    }
}
