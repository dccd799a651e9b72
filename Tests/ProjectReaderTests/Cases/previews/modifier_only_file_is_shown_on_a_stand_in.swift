// A file whose only view code is a `ViewModifier` (no view, no preview) is laid out applied to a
// stand-in `Text("Content")`, with a warning; its `Binding<Bool>` parameter is a placeholder read
// as false. `.onAppear { self.shown = true }` (a closure assigning) is parsed, never run. The
// modifier's 10 pt padding around the stand-in text: 2 × 10 = 20 wider and taller.
// source: a twenty-first sample (49 files of 5 repositories, previews or not): files that are only
// source: a `ViewModifier`; the padding is the one given.
// expect: no error
// expect: warning [implicitPreview] "'Dimmed'"
// expect: padding.width == Text.width + 20
// expect: padding.height == Text.height + 20
import SwiftUI
struct Dimmed: ViewModifier {
    @Binding var isDimmed: Bool
    @State private var shown = false
    func body(content: Content) -> some View {
        content
            .padding(10)
            .opacity(isDimmed ? 0.4 : 1)
            .onAppear { self.shown = true }
    }
}
