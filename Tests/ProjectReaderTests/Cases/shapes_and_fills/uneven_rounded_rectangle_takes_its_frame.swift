// iOS 17's `UnevenRoundedRectangle(topLeadingRadius:…)` and `.rect(topLeadingRadius:…)` are
// shapes: each takes the size it is offered (swiftui-layout-facts.md §B12), with a radius per
// corner (Apple, "UnevenRoundedRectangle"; `RectangleCornerRadii`). Nothing is approximated.
// source: held-out set 20's development half (a design system's sheet and card surfaces),
// written from Apple's documentation, not copied.
// expect: no diagnostic
// expect: UnevenRoundedRectangle.size == 200×80
// expect: root.size == 200×140
import SwiftUI
struct SheetHeader: View {
    var body: some View {
        VStack(spacing: 0) {
            UnevenRoundedRectangle(topLeadingRadius: 24, topTrailingRadius: 24, style: .continuous)
                .fill(.blue)
                .frame(width: 200, height: 80)
            Color.yellow
                .frame(width: 200, height: 60)
                .clipShape(.rect(bottomLeadingRadius: 16, bottomTrailingRadius: 16))
        }
    }
}
#Preview { SheetHeader() }
