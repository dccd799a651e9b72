// A widget's view previewed on its own (no widget family given) reads WidgetKit's environment
// as a small system widget's: the container background shows, so the view that draws its own
// header background when it does is laid out with it.
// source: Apple, EnvironmentValues.showsWidgetContainerBackground ("true if, by default, the
// source: background appears in this context"; "always true for system widgets" before iOS 17).
// source: the outside-a-widget default follows the `.systemSmall` family LayoutLens takes there
// source: (docs/engine.md, unverified).
// source: sizes: with the background, the header is 80 wide and padded 12 on the leading side:
// source: 80 + 12 = 92 (80 + 4 = 84 without).
// expect: no diagnostic
// expect: padding.width == 92
import SwiftUI

struct ExamsHeader: View {
    @Environment(\.showsWidgetContainerBackground) private var showsBackground

    var body: some View {
        Color.indigo
            .frame(width: 80, height: 20)
            .padding(.leading, showsBackground ? 12 : 4)
    }
}

#Preview {
    ExamsHeader()
}
