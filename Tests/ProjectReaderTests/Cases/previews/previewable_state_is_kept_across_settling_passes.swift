// `@Previewable @State var width` in a `#Preview` is state of the view the macro wraps the
// preview's content in, so the canvas keeps it between updates: the bar's `onAppear` sets it
// through its binding from 40 to 120, and the next pass shows 120 (it is not made again at 40).
// source: Apple docs, "Previewable()" (the property becomes a `@State` of a generated view);
// source: "State" (storage kept for the view's lifetime); the widths are the file's 40 and 120.
// expect: no error
// expect: no warning
// expect: any("Color.orange").width == 120
import SwiftUI

struct GrowingBar: View {
    @Binding var width: CGFloat

    var body: some View {
        Color.orange
            .frame(width: width, height: 10)
            .onAppear { width = 120 }
    }
}

#Preview(traits: .sizeThatFitsLayout) {
    @Previewable @State var width: CGFloat = 40
    GrowingBar(width: $width)
}
