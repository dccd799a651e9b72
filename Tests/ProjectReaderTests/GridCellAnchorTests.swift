import LayoutEngine
import Testing
@testable import ProjectReader

/// `gridCellAnchor(_:)` (Apple: "Specifies a custom alignment anchor for a view that acts as a grid
/// cell"): the view's unit point sits on the same unit point of its cell, x = cell x + (cell width
/// − view width) × anchor x, in place of the column's and row's alignment. Columns are as wide as
/// their widest cell, so a cell of a narrow view sits in a column another row widened.
@Suite struct GridCellAnchorTests {
    /// Row 1 sets the columns 100, 60, 60 (8 apart) and the row heights are 20, 30, 20.
    private let grid = """
    import SwiftUI
    #Preview(traits: .fixedLayout(width: 400, height: 200)) {
        Grid(horizontalSpacing: 8, verticalSpacing: 8) {
            GridRow {
                Color.red.frame(width: 100, height: 20)
                Color.orange.frame(width: 60, height: 20)
                Color.yellow.frame(width: 60, height: 20)
            }
            GridRow {
                Color.blue.frame(width: 30, height: 30).gridCellAnchor(.topLeading)
                Color.green.frame(width: 50, height: 20).gridCellColumns(2).gridCellAnchor(.bottomTrailing)
            }
            GridRow {
                Color.purple.frame(width: 20, height: 20).gridCellColumns(2).gridCellAnchor(UnitPoint(x: 0.25, y: 0))
                Color.pink.frame(width: 20, height: 10)
            }
        }
    }
    """

    @Test func anchorsPlaceViewsInCellsWidenedByOtherRows() throws {
        let views = try placedViews(grid)
        // The grid: 100 + 60 + 60 + 2 × 8 = 236 wide, 20 + 30 + 20 + 2 × 8 = 86 high, centred in
        // 400 × 200 at ((400 − 236) / 2, (200 − 86) / 2) = (82, 57).
        let blue = try frame(views.filter { $0.label == "Color.blue" }, kind: "Color")
        #expect(blue.origin == Point(x: 82, y: 57 + 28))
        // Green spans columns 2–3: 60 + 8 + 60 = 128 wide from x 82 + 108 = 190; bottom-trailing in
        // the 30-point row: x = 190 + 128 − 50 = 268, y = 85 + 30 − 20 = 95.
        let green = try frame(views.filter { $0.label == "Color.green" }, kind: "Color")
        #expect(green.origin == Point(x: 268, y: 95))
        // Purple spans columns 1–2: 100 + 8 + 60 = 168 wide; x = 82 + (168 − 20) × 0.25 = 119, at
        // the top of the third row (85 + 30 + 8 = 123).
        let purple = try frame(views.filter { $0.label == "Color.purple" }, kind: "Color")
        #expect(purple.origin == Point(x: 119, y: 123))
        // Pink has no anchor: centred in column 3 (x 258 + (60 − 20) / 2 = 278) and in its row.
        let pink = try frame(views.filter { $0.label == "Color.pink" }, kind: "Color")
        #expect(pink.origin == Point(x: 278, y: 128))
    }
}
