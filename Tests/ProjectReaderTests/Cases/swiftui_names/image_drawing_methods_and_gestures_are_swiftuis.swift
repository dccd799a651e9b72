// Image's own drawing methods after `resizable()` (`.renderingMode(.template)`), an image flag,
// and a `DragGesture(minimumDistance:)` change no frame and are SwiftUI's: no warning, and the
// image keeps its 22 × 22 frame.
// source: a nineteenth sample of public view files (50 files of 5 repositories kept outside the
// source: repository); Apple, `Image.renderingMode(_:)`, `interpolation(_:)`, `DragGesture`.
// expect: no diagnostic
// expect: frame.size == 22×22
import SwiftUI
struct Icon: View {
    var body: some View {
        Image(systemName: "lightbulb")
            .resizable()
            .renderingMode(.template)
            .interpolation(.high)
            .frame(width: 22, height: 22)
            .gesture(DragGesture(minimumDistance: 0).onChanged { _ in })
    }
}
#Preview { Icon() }
