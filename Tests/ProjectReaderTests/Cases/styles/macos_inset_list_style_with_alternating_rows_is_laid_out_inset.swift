// `.listStyle(.inset(alternatesRowBackgrounds: true))` is macOS only (iOS's `.inset` takes no
// argument): laid out as iOS's `.inset`, its alternating backgrounds (paint only) not drawn, with
// a warning. The row's content sits 16 (section margin) + 16 (row inset) = 32 from the list's edge.
// source: Apple, `ListStyle.inset(alternatesRowBackgrounds:)` (macOS 12+ only); `ListMetrics`.
// expect: 1 × warning [approximatedView] "alternatesRowBackgrounds"
// expect: Text.x - List.x == 32
import SwiftUI
#Preview {
    List {
        Text("Pinned")
    }
    .listStyle(.inset(alternatesRowBackgrounds: true))
}
