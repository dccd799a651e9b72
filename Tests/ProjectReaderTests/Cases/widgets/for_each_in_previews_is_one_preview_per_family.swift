// A `ForEach` in a PreviewProvider's `previews` is one preview per element (Xcode's canvas lists
// each, as it lists a `Group`'s views), so each `.previewContext(WidgetPreviewContext(family:))`
// in it lays its entry out in its own family's tile.
// source: Apple HIG "Widgets", the 393 × 852 screen: systemSmall 158 × 158, systemMedium 338 × 158;
// content margins 16 on every edge, so the colour (which takes what it is offered) is
// 158 − 32 = 126 square in the first and 306 × 126 in the second.
// expect: no diagnostic
// expect: scenarios.count == 2
// expect: root.size == 158×158
// expect: Color.frame == (16, 16, 126, 126)
import SwiftUI
import WidgetKit

struct FamilyTile: View {
    var body: some View {
        Color.blue
    }
}

struct FamilyTile_Previews: PreviewProvider {
    static var previews: some View {
        ForEach([WidgetFamily.systemSmall, .systemMedium], id: \.self) { family in
            FamilyTile()
                .previewContext(WidgetPreviewContext(family: family))
        }
    }
}
