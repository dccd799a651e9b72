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

    private struct Arrangement {
        var size: Size
        var placements: [SubviewPlacement]
    }

    private func arrangement(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Arrangement {
        let tracks = LazyVGridLayout(columns: rows).tracks(forWidth: proposal.height)
        guard !tracks.isEmpty else {
            let nowhere = subviews.map { _ in SubviewPlacement(origin: .zero, proposal: .zero) }
            return Arrangement(size: .zero, placements: nowhere)
        }
        let columnGap = spacing ?? LazyVGridLayout.defaultSpacing
        var placements: [SubviewPlacement] = []
        var x = 0.0
        var start = 0
        while start < subviews.count {
            let end = min(start + tracks.count, subviews.count)
            let sizes = (start..<end).map { subviews[$0].sizeThatFits(ProposedSize(width: nil, height: tracks[$0 - start].width)) }
            let width = sizes.map(\.width).max() ?? 0
            for (offset, size) in sizes.enumerated() {
                let track = tracks[offset]
                placements.append(SubviewPlacement(origin: Point(x: x + (width - size.width) / 2, y: track.x + (track.width - size.height) / 2),
                                                   proposal: ProposedSize(width: nil, height: track.width)))
            }
            x += width + (end < subviews.count ? columnGap : 0)
            start = end
        }
        let height = (tracks.last.map { $0.x + $0.width }) ?? 0
        return Arrangement(size: Size(width: x, height: height), placements: placements)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        arrangement(proposal, subviews: subviews).size
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        arrangement(proposal, subviews: subviews).placements
    }
}
