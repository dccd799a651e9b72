// A widget's view in a plain `#Preview` (not `#Preview(as:)` nor `previewContext`) reads
// `@Environment(\.widgetFamily)` as WidgetKit's default, taken as `.systemSmall` (unverified,
// docs/engine.md "Widgets"), with no stand-in.
// source: arithmetic: `.systemSmall` takes the first branch, a colour framed 10 wide.
// expect: no diagnostic
// expect: Color.width == 10
import SwiftUI
import WidgetKit

struct FamilySizedView: View {
    @Environment(\.widgetFamily) private var family

    var body: some View {
        Color.red.frame(width: family == .systemSmall ? 10 : 20, height: 10)
    }
}

#Preview { FamilySizedView() }
