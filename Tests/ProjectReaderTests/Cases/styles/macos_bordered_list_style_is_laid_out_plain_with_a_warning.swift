// `.listStyle(.bordered(alternatesRowBackgrounds: true))` is a macOS list style; iOS has none
// such. Reached in a preview, the list is laid out as the nearest iOS style, `.plain` (rows
// spanning the width: the row's 16-pt inset only, 0 section margin), with a warning, rather than
// leaving the preview out.
// source: Apple, `BorderedListStyle` (macOS only) and `ListStyle.bordered(alternatesRowBackgrounds:)`;
// source: the plain style's margins: `ListMetrics` (0 section margin, 16-pt row inset).
// expect: 1 × warning [approximatedView] "bordered"
// expect: Text.x - List.x == 16
import SwiftUI
#Preview {
    List {
        Text("Homebrew")
    }
    .listStyle(.bordered(alternatesRowBackgrounds: true))
}
