// `.listRowInsets(.zero)` and `.padding(EdgeInsets.zero)`: SwiftUI's `EdgeInsets` has no `zero`,
// so the app's extension declares it, meaning all zeros as every Swift `zero` does: the padding is
// its text's size. Another file's insets of any other name are as if not given: `Insets.card` is
// assumed the default 16 pt on each edge, 2 × 16 = 32 wider than its text.
// source: a twentieth sample of public view files (50 files of 5 app repositories kept outside
// source: the repository); the default padding of 16: reference/swiftui-layout-facts.md.
// expect: no error
// expect: padding.count == 2
// expect: Text.count == 2
// expect: padding[0].width == Text[0].width
// expect: padding[1].width == Text[1].width + 32
import SwiftUI
struct Header: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("A").padding(EdgeInsets.zero)
            Text("B").padding(Insets.card)
        }
        .listRowInsets(.zero)
    }
}
#Preview { Header() }
