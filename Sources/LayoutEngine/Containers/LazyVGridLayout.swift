/// One column of a `LazyVGrid`: SwiftUI's `GridItem` (size, and spacing after it).
public struct GridColumn: Hashable, Sendable {
    public enum Sizing: Hashable, Sendable {
        case fixed(Double)
        case flexible(minimum: Double, maximum: Double)
        case adaptive(minimum: Double, maximum: Double)
    }

    /// Apple's `GridItem` defaults: `.flexible(minimum: 10, maximum: .infinity)`.
    public static let defaultSizing = Sizing.flexible(minimum: 10, maximum: .infinity)

    public var sizing: Sizing
    /// Space to the next column; `nil` for the default 8.
    public var spacing: Double?

    public init(_ sizing: Sizing = GridColumn.defaultSizing, spacing: Double? = nil) {
        self.sizing = sizing
        self.spacing = spacing
    }
}

/// `LazyVGrid(columns:spacing:)`: column widths from the column definitions alone, then cells row
/// by row.
///
/// objc.io, "SwiftUI's Grid Views" (2020-11-23): fixed columns are exactly their width; the fixed
/// widths and the spacing between columns (8 by default) are subtracted from the proposed width
/// and the rest is shared by the other columns in order (each its equal share of what is left,
/// a flexible column clamped to its minimum and maximum); an adaptive column fits as many items
/// of its minimum width as its share holds, spacing between them included, and divides its share
/// equally among them. Cells fill the columns in order; each row is as tall as its tallest cell
/// (proposed the column width and a `nil` height), rows `spacing` apart (8 by default); a cell is
/// centred in its slot. **Unverified:** with a `nil` width a flexible or adaptive column takes its
/// minimum; an adaptive item wider than the column's maximum is cut to the maximum; the grid is as
/// wide as its columns and spacing.
public struct LazyVGridLayout: LayoutPrimitive, ChildRoleProviding {
    public static let defaultSpacing = 8.0

    public var columns: [GridColumn]
    /// Space between rows; `nil` for 8.
    public var spacing: Double?

    public init(columns: [GridColumn], spacing: Double? = nil) {
        self.columns = columns
        self.spacing = spacing
    }

    public var kind: String { "LazyVGrid" }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    /// The laid-out columns for a proposed `width`: each track's leading edge and width.
    public func tracks(forWidth width: Double?) -> [(x: Double, width: Double)] {
        guard !columns.isEmpty else { return [] }
        let gaps = columns.dropLast().reduce(0) { $0 + ($1.spacing ?? Self.defaultSpacing) }
        let fixed = columns.reduce(0) { total, column in
            if case let .fixed(length) = column.sizing { return total + length }
            return total
        }
        var remaining = (width ?? 0) - fixed - gaps
        var left = columns.filter { if case .fixed = $0.sizing { false } else { true } }.count
        var result: [(x: Double, width: Double)] = []
        var x = 0.0
        for column in columns {
            let gap = column.spacing ?? Self.defaultSpacing
            switch column.sizing {
            case let .fixed(length):
                result.append((x, length))
                x += length + gap
            case let .flexible(minimum, maximum):
                let share = width == nil ? minimum : min(max(remaining / Double(left), minimum), maximum)
                remaining -= share
                left -= 1
                result.append((x, share))
                x += share + gap
            case let .adaptive(minimum, maximum):
                let share = width == nil || !remaining.isFinite ? minimum : max(remaining / Double(left), minimum)
                remaining -= share
                left -= 1
                let count = max(1, ((share + gap) / (minimum + gap)).rounded(.down))
                let item = min((share - (count - 1) * gap) / count, maximum)
                for _ in 0..<Int(min(count, 10_000)) {
                    result.append((x, item))
                    x += item + gap
                }
            }
        }
        return result
    }

    /// What a lazy grid gives for one proposal: its size and where its cells go.
    struct Arrangement {
        var size: Size
        var placements: [SubviewPlacement]
    }

    private func arrangement(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Arrangement {
        Self.fillLines(subviews, tracks: tracks(forWidth: proposal.width), gap: spacing ?? Self.defaultSpacing, along: .vertical)
    }

    /// Cells in order, `tracks.count` to a line, lines stacked along `axis` `gap` apart: each cell
    /// is proposed its track's extent across `axis` and `nil` along it, each line is as long as its
    /// longest cell, and cells are centred in their slots. `LazyVGrid`'s lines are rows (stacked
    /// vertically), `LazyHGrid`'s are columns (stacked horizontally). No tracks: nothing is shown.
    static func fillLines(_ subviews: LayoutSubviews, tracks: [(x: Double, width: Double)], gap: Double,
                          along axis: Axis) -> Arrangement {
        guard !tracks.isEmpty else {
            return Arrangement(size: .zero, placements: subviews.map { _ in SubviewPlacement(origin: .zero, proposal: .zero) })
        }
        let vertical = axis == .vertical
        func proposal(_ track: (x: Double, width: Double)) -> ProposedSize {
            vertical ? ProposedSize(width: track.width, height: nil) : ProposedSize(width: nil, height: track.width)
        }
        var placements: [SubviewPlacement] = []
        var along = 0.0
        var start = 0
        while start < subviews.count {
            let end = min(start + tracks.count, subviews.count)
            let sizes = (start..<end).map { subviews[$0].sizeThatFits(proposal(tracks[$0 - start])) }
            let line = sizes.map { vertical ? $0.height : $0.width }.max() ?? 0
            for (offset, size) in sizes.enumerated() {
                let track = tracks[offset]
                let cross = track.x + (track.width - (vertical ? size.width : size.height)) / 2
                let inLine = along + (line - (vertical ? size.height : size.width)) / 2
                placements.append(SubviewPlacement(origin: vertical ? Point(x: cross, y: inLine) : Point(x: inLine, y: cross),
                                                   proposal: proposal(track)))
            }
            along += line + (end < subviews.count ? gap : 0)
            start = end
        }
        let across = (tracks.last.map { $0.x + $0.width }) ?? 0
        return Arrangement(size: vertical ? Size(width: across, height: along) : Size(width: along, height: across),
                           placements: placements)
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        arrangement(proposal, subviews: subviews).size
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        arrangement(proposal, subviews: subviews).placements
    }
}
