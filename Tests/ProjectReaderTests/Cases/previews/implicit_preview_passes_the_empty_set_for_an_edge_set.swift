// A file without a preview whose view pads the edges it is given (`let edges: Edge.Set`,
// `.padding(edges, 10)`): the implicit preview must pass some set of edges, and the plainest
// value of an option set is the empty set `[]`, as an array gets `[]`. No edge is padded, so the
// rectangle fills the 100 × 100 frame (with `.all` it would be 80 × 80).
// source: Apple docs, "Edge.Set" (an `OptionSet`); "padding(_:_:)" pads only the edges in the set.
// expect: no error
// expect: Rectangle.size == 100×100
// expect: warning [implicitPreview] "edges: "
import SwiftUI

struct InsetCard: View {
    let edges: Edge.Set

    var body: some View {
        Rectangle()
            .padding(edges, 10)
            .frame(width: 100, height: 100)
    }
}
