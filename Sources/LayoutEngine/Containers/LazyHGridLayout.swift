/// `LazyHGrid(rows:spacing:)`: `LazyVGrid` turned on its side.
///
/// objc.io, "SwiftUI's Grid Views" (2020-11-23) describes the vertical grid; the horizontal one
/// applies the same rule across the other axis: row heights come from the `GridItem`s alone
/// (`LazyVGridLayout.tracks`, with the proposed height), cells fill the rows in order, column by
/// column; each column is as wide as its widest cell (proposed `nil` width and the row's height),
/// cells centred in their slots, columns `spacing` (8 by default) apart. **Unverified:** the
/// transposition itself (no published measurement of `LazyHGrid`).
public struct LazyHGridLayout: LayoutPrimitive, ChildRoleProviding {
    public var rows: [GridColumn]
    /// Space between columns; `nil` for 8.
    public var spacing: Double?

    public init(rows: [GridColumn], spacing: Double? = nil) {
        self.rows = rows
        self.spacing = spacing
    }

    public var kind: String { "LazyHGrid" }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    private func arrangement(_ proposal: ProposedSize, subviews: LayoutSubviews) -> LazyVGridLayout.Arrangement {
        LazyVGridLayout.fillLines(subviews, tracks: LazyVGridLayout(columns: rows).tracks(forWidth: proposal.height),
                                  gap: spacing ?? LazyVGridLayout.defaultSpacing, along: .horizontal)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        arrangement(proposal, subviews: subviews).size
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        arrangement(proposal, subviews: subviews).placements
    }
}
