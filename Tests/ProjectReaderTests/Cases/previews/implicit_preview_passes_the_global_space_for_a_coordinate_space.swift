// A file without a preview whose view reads its frame in a coordinate space it is given
// (`let space: CoordinateSpace`, `proxy.frame(in: space)`): the implicit preview must pass some
// space, and the plainest is `.global`, the space at the root of the view hierarchy (Apple docs,
// "CoordinateSpace.global"). The implicit preview lays the view out in the 393 × 759 canvas at its
// origin, so the reader's frame in the global space has minY 0, and the text, a localized key
// whose floating-point interpolation is formatted with `%lf`, reads "0.000000".
// source: Apple docs, "CoordinateSpace" (`global`); "GeometryProxy.frame(in:)";
// source: "LocalizedStringKey.StringInterpolation" (a `Double` or `CGFloat` is written `%lf`).
// expect: no error
// expect: Text.text == "0.000000"
// expect: warning [implicitPreview] "space: "
import SwiftUI

struct PullIndicator: View {
    let space: CoordinateSpace

    var body: some View {
        GeometryReader { proxy in
            Text("\(proxy.frame(in: space).minY)")
        }
    }
}
