// A `List` under `contentMargins` is a scroll view: it insets its content by the margins, added
// to its own; that they add rather than replace the list's margins is not published, which a
// warning says.
// source: Apple, `contentMargins(_:_:for:)`: a scrollable view insets "its content by the safe area
// source: plus an additional 20 points on the leading and trailing edge".
// source: the inset-grouped list's 16-pt section margin and 16-pt row inset (docs/engine.md): the
// source: row's text starts at 40 + 16 + 16 = 72; the section is 393 − 2 × 40 − 2 × 16 = 281 wide.
// expect: 1 × warning [approximatedView] "'contentMargins' above it are added"
// expect: Text.x == 72
// expect: Section.width == 281
// expect: List.width == 393
import SwiftUI

struct Rows: View {
    var body: some View {
        List {
            Section {
                Text("Row")
            }
        }
        .contentMargins(.horizontal, 40, for: .scrollContent)
    }
}

#Preview { Rows() }
