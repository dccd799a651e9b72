import LayoutEngine

/// Rectangles bucketed into 64-point cells, so that "does any of them overlap this box?" looks
/// only at the cells the box touches instead of every rectangle: `LabelPlacer` asks it for about
/// 90 candidate positions per label, and scanning every placed label, line and view made a
/// diagram of 8 192 views quadratic (issue 36: 36 % of a 27 s render). A rectangle that touches
/// more than `maximumCells` cells (or is not finite) is kept in a list checked every time. The
/// answer is the scan's, whatever the order: only whether some rectangle matches.
struct RectGrid {
    static let cellSize = 64.0
    static let maximumCells = 256

    private(set) var rects: [Rect] = []
    private var cells: [CellKey: [Int]] = [:]
    private var large: [Int] = []

    private struct CellKey: Hashable {
        var x: Int
        var y: Int
    }

    init(_ rects: [Rect] = []) {
        for rect in rects { insert(rect) }
    }

    mutating func insert(_ rect: Rect) {
        let index = rects.count
        rects.append(rect)
        guard let (columns, rows) = Self.cells(of: rect) else {
            large.append(index)
            return
        }
        for x in columns {
            for y in rows { cells[CellKey(x: x, y: y), default: []].append(index) }
        }
    }

    /// Whether a rectangle that overlaps `area` satisfies `matches` (which must be false for any
    /// rectangle that does not overlap `area`).
    func contains(near area: Rect, where matches: (Rect) -> Bool) -> Bool {
        if large.contains(where: { matches(rects[$0]) }) { return true }
        guard let (columns, rows) = Self.cells(of: area) else { return rects.contains(where: matches) }
        for x in columns {
            for y in rows {
                if let bucket = cells[CellKey(x: x, y: y)], bucket.contains(where: { matches(rects[$0]) }) { return true }
            }
        }
        return false
    }

    /// The cell columns and rows `rect` touches (edges included), or nil when it is not finite,
    /// too far out to index, or touches more than `maximumCells`.
    private static func cells(of rect: Rect) -> (ClosedRange<Int>, ClosedRange<Int>)? {
        let bounds = [rect.x, rect.y, rect.maxX, rect.maxY].map { ($0 / cellSize).rounded(.down) }
        guard bounds.allSatisfy({ $0.isFinite && abs($0) < 1e9 }), bounds[0] <= bounds[2], bounds[1] <= bounds[3] else { return nil }
        let columns = Int(bounds[0])...Int(bounds[2]), rows = Int(bounds[1])...Int(bounds[3])
        guard columns.count * rows.count <= maximumCells else { return nil }
        return (columns, rows)
    }
}
