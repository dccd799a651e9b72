// iOS 18's `MeshGradient`, a placeholder artwork's background: a two-dimensional gradient of a
// grid of positioned colours. Like every gradient it is a shape-style view that takes the size
// it is proposed, here a 120 × 80 frame, and shows through a `clipShape`.
// source: Apple docs, `MeshGradient` ("A two-dimensional gradient defined by a 2D grid of
// source: positioned colors", a `View` and `ShapeStyle`); `init(width:height:points:colors:)`.
// source: Size: the frame's 120 × 80 as written.
// expect: no diagnostic
// expect: any("MeshGradient").size == 120×80
import SwiftUI

struct PlaceholderArtwork: View {
    var body: some View {
        MeshGradient(
            width: 2,
            height: 2,
            points: [[0, 0], [1, 0], [0, 1], [1, 1]],
            colors: [.purple, .indigo, .orange, .pink]
        )
        .frame(width: 120, height: 80)
        .clipShape(RoundedRectangle(cornerRadius: 12))
    }
}

#Preview { PlaceholderArtwork() }
