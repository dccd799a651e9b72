import LayoutEngine
import Testing
@testable import ProjectReader

/// `Grid`/`GridRow` (Apple, `Grid`, `gridCellColumns(_:)`, `gridColumnAlignment(_:)`,
/// `gridCellUnsizedAxes(_:)`): columns as wide as their widest cell, rows as tall as their
/// tallest, views outside rows spanning the grid. The default spacing 8 is **unverified**
/// (docs/engine.md). Coloured frames stand in for cells; each number is the arithmetic shown.
@Suite struct GridTests {
    private func views(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws -> [PlacedView] {
        try placedViews(source, sourceLocation: sourceLocation)
    }

    private func colors(_ views: [PlacedView]) -> [Rect] { views.filter { $0.kind == "Color" }.map(\.frame) }

    /// Two rows of two cells: column widths max(50, 70) = 70 and max(80, 20) = 80, row heights 30
    /// and 20; the grid is 70 + 8 + 80 = 158 × 30 + 8 + 20 = 58. Cells are centred in their slots:
    /// the 50-wide red at (70 − 50) / 2 = 10, the 20-tall red at (30 − 20) / 2 = 5; the second
    /// column starts at 78.
    @Test func columnsAndRowsShareSizes() throws {
        let placed = try views("""
        #Preview {
            Grid {
                GridRow {
                    Color.red.frame(width: 50, height: 20)
                    Color.green.frame(width: 80, height: 30)
                }
                GridRow {
                    Color.blue.frame(width: 70, height: 20)
                    Color.yellow.frame(width: 20, height: 20)
                }
            }
            .fixedSize()
        }
        """)
        let grid = try #require(placed.first { $0.kind == "Grid" }).frame
        #expect(grid.width == 158 && grid.height == 58)
        let cells = colors(placed)
        try #require(cells.count == 4)
        #expect(cells[0].x - grid.x == 10 && cells[0].y - grid.y == 5)
        #expect(cells[1].x - grid.x == 78 && cells[1].y == grid.y)
        #expect(cells[2].x == grid.x && cells[2].y - grid.y == 38)
        // Yellow centred in the 80-wide column: 78 + (80 − 20) / 2 = 108.
        #expect(cells[3].x - grid.x == 108)
    }

    /// A `Divider` outside any row spans every column (158) without widening them, 1 pt thick;
    /// `gridColumnAlignment(.trailing)` on one cell aligns its whole column: red at 70 − 50 = 20.
    @Test func dividerSpansAndColumnAlignment() throws {
        let placed = try views("""
        #Preview {
            Grid {
                GridRow {
                    Color.red.frame(width: 50, height: 20)
                    Color.green.frame(width: 80, height: 20)
                }
                Divider()
                GridRow {
                    Color.blue.frame(width: 70, height: 20).gridColumnAlignment(.trailing)
                    Color.yellow.frame(width: 80, height: 20)
                }
            }
            .fixedSize()
        }
        """)
        let grid = try #require(placed.first { $0.kind == "Grid" }).frame
        let divider = try #require(placed.first { $0.kind == "Divider" }).frame
        #expect(divider.width == 158 && divider.height == 1 && divider.x == grid.x)
        // Rows: 20, then 8, the divider at 28, 8 more, the last row at 37.
        #expect(divider.y - grid.y == 28)
        let cells = colors(placed)
        #expect(cells[0].x - grid.x == 20 && cells[2].y - grid.y == 37)
    }

    /// `gridCellColumns(2)` spans both columns: its slot is 70 + 8 + 80 = 158 and a greedy colour
    /// fills it; it does not widen the columns.
    @Test func cellSpanningColumns() throws {
        let placed = try views("""
        #Preview {
            Grid(horizontalSpacing: 8, verticalSpacing: 0) {
                GridRow {
                    Color.red.frame(width: 70, height: 20)
                    Color.green.frame(width: 80, height: 20)
                }
                GridRow {
                    Color.blue.frame(height: 10).gridCellColumns(2)
                }
            }
            .fixedSize()
        }
        """)
        let cells = colors(placed)
        try #require(cells.count == 3)
        #expect(cells[2].width == 158 && cells[2].y - cells[0].y == 20)
    }

    /// Proposed 300 wide, a flexible column takes what the fixed one leaves: 300 − 8 − 50 = 242.
    @Test func flexibleColumnTakesTheRest() throws {
        let placed = try views("""
        #Preview {
            Grid {
                GridRow {
                    Color.red.frame(width: 50, height: 20)
                    Color.green.frame(height: 20)
                }
            }
            .frame(width: 300)
        }
        """)
        let cells = colors(placed)
        try #require(cells.count == 2)
        #expect(cells[1].width == 242 && cells[1].x - cells[0].x == 58)
    }

    /// `gridCellUnsizedAxes(.horizontal)`: a greedy colour no longer sizes its column, so in a
    /// 300-wide grid the column keeps the 50 of the other cell and the colour is proposed 50.
    @Test func unsizedCellsDoNotSizeTheirColumn() throws {
        let placed = try views("""
        #Preview {
            Grid {
                GridRow { Color.red.frame(width: 50, height: 20) }
                GridRow { Color.green.frame(height: 20).gridCellUnsizedAxes(.horizontal) }
            }
            .frame(width: 300)
        }
        """)
        let cells = colors(placed)
        try #require(cells.count == 2)
        #expect(cells[1].width == 50)
    }

    /// `LazyHGrid`: two flexible rows share the proposed 100 height: (100 − 8) / 2 = 46 each;
    /// cells fill the rows column by column, each column as wide as its widest cell (30, then
    /// 20), 8 apart: the second column at 30 + 8 = 38; a 10-tall cell centred in its 46-pt row.
    @Test func lazyHGridFillsColumns() throws {
        let placed = try views("""
        #Preview {
            LazyHGrid(rows: [GridItem(.flexible()), GridItem(.flexible())]) {
                Color.red.frame(width: 30, height: 10)
                Color.green.frame(width: 20, height: 10)
                Color.blue.frame(width: 20, height: 10)
            }
            .frame(height: 100)
        }
        """)
        let grid = try #require(placed.first { $0.kind == "LazyHGrid" }).frame
        #expect(grid.height == 100 && grid.width == 30 + 8 + 20)
        let cells = colors(placed)
        try #require(cells.count == 3)
        #expect(cells[0].y - grid.y == 18 && cells[1].y - grid.y == 46 + 8 + 18)
        #expect(cells[2].x - grid.x == 38)
    }
}
