// A file without a preview whose only view is generic over a shape (`Tile<S: Shape>`): the
// implicit preview must pass some shape for `shape: S`, and the plainest is `Rectangle()`, which
// fills the 40 × 40 frame the tile gives it — not a stand-in named after the parameter.
// source: SE-0299 (a value for `S: Shape` is any shape); Apple docs, "Rectangle" (a rectangular
// source: shape aligned inside the frame of the view containing it).
// expect: Rectangle.size == 40×40
// expect: warning [implicitPreview] "shape: Rectangle"
// expect: no warning [standInView]
import SwiftUI

struct Tile<S: Shape>: View {
    let shape: S

    var body: some View {
        shape
            .fill(.orange)
            .frame(width: 40, height: 40)
    }
}
