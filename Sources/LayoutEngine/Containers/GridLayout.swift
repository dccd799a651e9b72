/// `Grid` (iOS 16): rows of cells sharing column widths.
///
/// Apple, `Grid`: the first view of each `GridRow` is in the first column, the second in the
/// second, and so on; a grid behaves like `HStack`s in a `VStack` but sizes rows and columns
/// together; a view outside any `GridRow` makes a row spanning every column; `gridCellColumns`
/// makes a cell span several columns, `gridColumnAlignment` aligns a whole column, and
/// `gridCellUnsizedAxes` keeps a flexible cell (a `Divider`, a `Color`) from sizing its row or
/// column. The children are `GridRowMarker`s, each followed by its row's cells.
///
/// The rule used: a column's minimum, maximum and ideal widths are the largest of its one-column
/// cells' (proposed 0, ∞ and `nil` wide); with a `nil` width every column takes its ideal width,
/// otherwise the proposed width less the spacing is shared as a stack shares it — least flexible
/// column first, each its equal share of what is left clamped to its minimum and maximum. Rows
/// are sized the same way along the height, their cells proposed their slot's width. Each cell
/// is proposed its slot (its columns' widths and the spacing between them × the row height) and
/// aligned in it. **Unverified:** cells spanning several columns do not widen the columns; the
/// default spacing is taken as 8 both ways; text-baseline alignments align cells by their tops.
public struct GridLayout: LayoutPrimitive, ChildRoleProviding {
    public static let defaultSpacing = 8.0

    public var alignment: Alignment
    public var horizontalSpacing: Double
    public var verticalSpacing: Double

    public init(alignment: Alignment = .center, horizontalSpacing: Double? = nil, verticalSpacing: Double? = nil) {
        self.alignment = alignment
        self.horizontalSpacing = horizontalSpacing ?? Self.defaultSpacing
        self.verticalSpacing = verticalSpacing ?? Self.defaultSpacing
    }

    public var kind: String { "Grid" }
    public var indexesChildren: Bool { true }
    public var childRole: ChildRole { .container }

    /// A grid stacks its rows vertically: a `Divider` between rows is a horizontal line across the grid.
    public func modifyEnvironment(_ environment: inout LayoutEnvironment) { environment.stackAxis = .vertical }

    struct Cell {
        var position: Int
        var column: Int
        var span: Int
        var settings: GridCellModifier
    }

    struct Row {
        var marker: Int?
        var alignment: VerticalAlignment?
        var spansAllColumns: Bool
        var cells: [Cell] = []
    }

    func rows(_ subviews: LayoutSubviews) -> (rows: [Row], columns: Int) {
        var rows: [Row] = []
        var next = 0
        for position in subviews.indices {
            if let marker = subviews[position].primitive as? GridRowMarker {
                rows.append(Row(marker: position, alignment: marker.alignment, spansAllColumns: marker.spansAllColumns))
                next = 0
                continue
            }
            if rows.isEmpty { rows.append(Row(marker: nil, alignment: nil, spansAllColumns: true)) }
            let settings = subviews[position].gridCell
            let span = max(1, min(settings.columns ?? 1, 1_000))
            rows[rows.count - 1].cells.append(Cell(position: position, column: next, span: span, settings: settings))
            next += span
        }
        let columns = rows.filter { !$0.spansAllColumns }.map { $0.cells.reduce(0) { $0 + $1.span } }.max() ?? 1
        return (rows, max(columns, 1))
    }

    /// A column or row: the largest minimum, maximum and ideal length of the cells that size it.
    struct Track {
        var minimum = 0.0
        var maximum = 0.0
        var ideal = 0.0

        /// Takes a cell into account: its length along `axis` when proposed 0, ∞ and `nil` there
        /// (and `across` on the other axis).
        mutating func widen(by cell: LayoutSubview, along axis: Axis, across: Double?) {
            func length(_ proposed: Double?, _ reason: TraceReason) -> Double {
                let proposal = axis == .horizontal ? ProposedSize(width: proposed, height: across)
                                                   : ProposedSize(width: across, height: proposed)
                let size = cell.sizeThatFits(proposal, reason: reason)
                return axis == .horizontal ? size.width : size.height
            }
            minimum = max(minimum, length(0, .minimumProbe))
            maximum = max(maximum, length(.infinity, .maximumProbe))
            ideal = max(ideal, length(nil, .idealProbe))
        }
    }

    /// Shares `length` (nil: each its ideal) among tracks with the given minimum, maximum and ideal.
    static func share(_ length: Double?, tracks: [Track], spacing: Double) -> [Double] {
        guard let length else { return tracks.map(\.ideal) }
        var remaining = length - spacing * Double(max(tracks.count - 1, 0))
        var result = Array(repeating: 0.0, count: tracks.count)
        let order = tracks.indices.sorted {
            (tracks[$0].maximum - tracks[$0].minimum, $0) < (tracks[$1].maximum - tracks[$1].minimum, $1)
        }
        for (served, index) in order.enumerated() {
            let share = remaining / Double(tracks.count - served)
            let chosen = min(max(share, tracks[index].minimum), tracks[index].maximum)
            // A flexible track answers an infinite proposal (a stack's maximum probe) with infinity.
            result[index] = chosen.isFinite || length == .infinity ? chosen : tracks[index].ideal
            remaining -= result[index]
        }
        return result
    }

    struct Arrangement {
        var rows: [Row]
        var columnWidths: [Double]
        var rowHeights: [Double]

        func x(ofColumn column: Int, spacing: Double) -> Double {
            columnWidths.prefix(column).reduce(0, +) + Double(column) * spacing
        }

        func slotWidth(_ cell: Cell, spansAll: Bool, spacing: Double) -> Double {
            let first = spansAll ? 0 : min(cell.column, columnWidths.count)
            let last = spansAll ? columnWidths.count : min(cell.column + cell.span, columnWidths.count)
            guard last > first else { return 0 }
            return columnWidths[first..<last].reduce(0, +) + Double(last - first - 1) * spacing
        }
    }

    func arrange(_ proposal: ProposedSize, subviews: LayoutSubviews) -> Arrangement {
        let (rows, columnCount) = self.rows(subviews)
        var columnTracks = Array(repeating: Track(), count: columnCount)
        for row in rows where !row.spansAllColumns {
            for cell in row.cells where cell.span == 1 && !cell.settings.unsizedHorizontally && cell.column < columnCount {
                columnTracks[cell.column].widen(by: subviews[cell.position], along: .horizontal, across: nil)
            }
        }
        let widths = Self.share(proposal.width, tracks: columnTracks, spacing: horizontalSpacing)
        var arrangement = Arrangement(rows: rows, columnWidths: widths, rowHeights: [])
        var rowTracks: [Track] = []
        for row in rows {
            var track = Track()
            for cell in row.cells where !cell.settings.unsizedVertically {
                let width = arrangement.slotWidth(cell, spansAll: row.spansAllColumns, spacing: horizontalSpacing)
                track.widen(by: subviews[cell.position], along: .vertical, across: width)
            }
            rowTracks.append(track)
        }
        arrangement.rowHeights = Self.share(proposal.height, tracks: rowTracks, spacing: verticalSpacing)
        return arrangement
    }

    public func sizeThatFits(_ proposal: ProposedSize, subviews: LayoutSubviews, context: LayoutContext) -> Size {
        let arrangement = arrange(proposal, subviews: subviews)
        let width = arrangement.columnWidths.reduce(0, +) + horizontalSpacing * Double(max(arrangement.columnWidths.count - 1, 0))
        let height = arrangement.rowHeights.reduce(0, +) + verticalSpacing * Double(max(arrangement.rowHeights.count - 1, 0))
        return Size(width: arrangement.rows.isEmpty ? 0 : width, height: height)
    }

    private static func fraction(_ key: AlignmentKey) -> Double {
        switch key.name {
        case "leading", "top": 0
        case "trailing", "bottom": 1
        case "firstTextBaseline", "lastTextBaseline": 0
        default: 0.5
        }
    }

    public func placeSubviews(in size: Size, proposal: ProposedSize, subviews: LayoutSubviews,
                              context: LayoutContext) -> [SubviewPlacement] {
        let arrangement = arrange(proposal, subviews: subviews)
        var columnAlignment: [Int: HorizontalAlignment] = [:]
        for row in arrangement.rows where !row.spansAllColumns {
            for cell in row.cells {
                if let alignment = cell.settings.columnAlignment, columnAlignment[cell.column] == nil {
                    columnAlignment[cell.column] = alignment
                }
            }
        }
        var placements = Array(repeating: SubviewPlacement(origin: .zero, proposal: .zero), count: subviews.count)
        var y = 0.0
        for (rowIndex, row) in arrangement.rows.enumerated() {
            let height = arrangement.rowHeights[rowIndex]
            if let marker = row.marker {
                placements[marker] = SubviewPlacement(origin: Point(x: 0, y: y), proposal: ProposedSize(width: size.width, height: height))
            }
            let vertical = Self.fraction((row.alignment ?? alignment.vertical).key)
            for cell in row.cells {
                let column = min(cell.column, arrangement.columnWidths.count)
                let slotX = row.spansAllColumns ? 0 : arrangement.x(ofColumn: column, spacing: horizontalSpacing)
                let slotWidth = arrangement.slotWidth(cell, spansAll: row.spansAllColumns, spacing: horizontalSpacing)
                let offered = ProposedSize(width: slotWidth, height: height)
                let cellSize = subviews[cell.position].sizeThatFits(offered)
                let horizontalAlignment = row.spansAllColumns || cell.span > 1 ? alignment.horizontal
                    : (columnAlignment[cell.column] ?? alignment.horizontal)
                let horizontal = cell.settings.anchor?.x ?? Self.fraction(horizontalAlignment.key)
                let vertical = cell.settings.anchor?.y ?? vertical
                placements[cell.position] = SubviewPlacement(
                    origin: Point(x: slotX + (slotWidth - cellSize.width) * horizontal, y: y + (height - cellSize.height) * vertical),
                    proposal: offered)
            }
            y += height + verticalSpacing
        }
        return placements
    }
}
