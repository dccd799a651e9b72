// SwiftUI takes `.infinity` as a corner radius (`RoundedRectangle(cornerRadius: .infinity)` is a
// capsule) and clamps every radius to half the shorter side when it draws; an
// `UnevenRoundedRectangle` or `RectangleCornerRadii` corner of `.infinity` is the same rounded
// end, not an error. The shape still takes the size it is offered (swiftui-layout-facts.md §B12).
// source: written from Apple's "UnevenRoundedRectangle" and "RectangleCornerRadii" pages (a tab
// whose leading end is a half-circle), not copied.
// expect: no diagnostic
// expect: UnevenRoundedRectangle.size == 120×40
// expect: root.size == 120×84
import SwiftUI
struct LeadingTab: View {
    var body: some View {
        VStack(spacing: 4) {
            UnevenRoundedRectangle(topLeadingRadius: .infinity, bottomLeadingRadius: .infinity)
                .fill(.teal)
                .frame(width: 120, height: 40)
            Color.orange
                .frame(width: 120, height: 40)
                .clipShape(.rect(cornerRadii: RectangleCornerRadii(topTrailing: .infinity, bottomTrailing: .infinity)))
        }
    }
}
#Preview { LeadingTab() }
