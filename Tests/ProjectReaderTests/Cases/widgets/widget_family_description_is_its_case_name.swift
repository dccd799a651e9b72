// `WidgetFamily` is `CustomStringConvertible`: `family.description` reads as the case's name
// (unverified printed form, docs/engine.md "Widgets"), so code that builds names from it runs.
// source: in a systemMedium preview (HIG "Widgets", 393 × 852: 338 × 158, 16-point margins) the
// description is "systemMedium", so the colour is 100 wide and 158 − 32 = 126 tall.
// expect: no diagnostic
// expect: Color.size == 100×126
import SwiftUI
import WidgetKit

struct NamedTile: View {
    @Environment(\.widgetFamily) var family

    var body: some View {
        Color.blue.frame(width: family.description == "systemMedium" ? 100 : 50)
    }
}

struct NamedTile_Previews: PreviewProvider {
    static var previews: some View {
        NamedTile()
            .previewContext(WidgetPreviewContext(family: .systemMedium))
    }
}
