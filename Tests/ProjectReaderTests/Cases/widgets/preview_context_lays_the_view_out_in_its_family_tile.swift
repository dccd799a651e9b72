// A `PreviewProvider` entry with `.previewContext(WidgetPreviewContext(family:))` (WidgetKit's
// preview form before `#Preview(as:)`) is laid out as a widget entry view of that family: in the
// family's tile, inset by the content margins, with `@Environment(\.widgetFamily)` reading it.
// source: Apple HIG "Widgets", the 393 × 852 screen: systemMedium is 338 × 158; content margins
// 16 on every edge (HIG: "16 points for most widgets"), so the content has 306 × 126.
// source: the view reads .systemMedium, so its colour is 100 wide, centred: 16 + (306 − 100) / 2 = 119.
// expect: no diagnostic
// expect: root.size == 338×158
// expect: Color.frame == (119, 16, 100, 126)
import SwiftUI
import WidgetKit

struct TileView: View {
    @Environment(\.widgetFamily) var family

    var body: some View {
        Color.blue.frame(width: family == .systemMedium ? 100 : 50)
    }
}

struct TileView_Previews: PreviewProvider {
    static var previews: some View {
        TileView()
            .previewContext(WidgetPreviewContext(family: .systemMedium))
    }
}
