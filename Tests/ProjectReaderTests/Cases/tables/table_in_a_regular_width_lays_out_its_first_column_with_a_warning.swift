// In a regular horizontal size class (an iPad) SwiftUI shows every column under a header row,
// which LayoutLens does not lay out yet: the first column's cells are laid out as on a phone, and
// a warning says so. One cell.
// source: Apple, `Table`, "Supporting a compact horizontal size class" (columns and headers show
// source: in a regular width).
// expect: 1 × warning [approximatedView] "every column"
// expect: Text.count == 1
import SwiftUI
struct Score: Identifiable {
    let id: Int
    let player: String
    let points: Int
}
#Preview {
    Table([Score(id: 1, player: "Kim", points: 12)]) {
        TableColumn("Player", value: \.player)
        TableColumn("Points") { score in Text("\(score.points)") }
    }
    .environment(\.horizontalSizeClass, .regular)
}
