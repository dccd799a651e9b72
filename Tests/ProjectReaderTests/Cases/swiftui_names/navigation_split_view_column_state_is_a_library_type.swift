// A split view's column state kept in `@State` (`NavigationSplitViewVisibility`,
// `NavigationSplitViewColumn`) is SwiftUI's, not a stand-in: `.all` compares equal to `.all`.
// On an iPhone the split view shows its sidebar column, an approximation that warns.
// source: Apple's documentation of NavigationSplitViewVisibility (all, automatic, detailOnly,
// doubleColumn) and NavigationSplitViewColumn (sidebar, content, detail), and of
// NavigationSplitView(columnVisibility:preferredCompactColumn:sidebar:detail:).
// expect: 1 × diagnostic
// expect: warning [approximatedView] line 17
// expect: Text[*].text == ["All columns"]
import SwiftUI

struct LibrarySplitScreen: View {
    @State private var columnVisibility: NavigationSplitViewVisibility = .all
    @State private var compactColumn = NavigationSplitViewColumn.sidebar

    var body: some View {
        NavigationSplitView(columnVisibility: $columnVisibility, preferredCompactColumn: $compactColumn) {
            Text(columnVisibility == .all && compactColumn == .sidebar ? "All columns" : "Detail only")
        } detail: {
            Text("Detail")
        }
    }
}

#Preview {
    LibrarySplitScreen()
}
