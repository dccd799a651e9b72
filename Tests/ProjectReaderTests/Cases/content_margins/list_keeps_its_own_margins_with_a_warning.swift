// A `List` under `contentMargins`: how a list combines them with its own margins is not published;
// LayoutLens keeps the list's margins and says so.
// source: the inset-grouped list's 16-pt margin and 16-pt row inset (docs/engine.md): the row's
// text starts at 16 + 16 = 32, as without the modifier.
// expect: 1 × warning [approximatedView] "'contentMargins' above it is not applied"
// expect: Text.x == 32
import SwiftUI

struct Rows: View {
    var body: some View {
        List {
            Text("Row")
        }
        .contentMargins(.horizontal, 40, for: .scrollContent)
    }
}

#Preview { Rows() }
