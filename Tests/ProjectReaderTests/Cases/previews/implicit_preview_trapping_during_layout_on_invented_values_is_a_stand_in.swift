// A file without a preview whose view computes, inside a `GeometryReader`, the tallest of the
// values it is given (`values.max()!`): the implicit preview invents an empty array for
// `values`, so that force unwrap traps while the reader's content is laid out — on values the app
// never passes. As for a trap while the view is made, the view is drawn as a stand-in named after
// it, with a warning that says where the code stopped, and no error.
// source: The Swift Programming Language, "Forced Unwrapping" (unwrapping nil is a runtime
// source: error); Swift standard library, `Sequence.max()` (nil for an empty sequence).
// expect: no error
// expect: 1 × warning [implicitPreviewTrapped] line 13 "Unexpectedly found nil"
// expect: root.label == "BarColumn"
import SwiftUI

struct BarColumn: View {
    var value: CGFloat
    var values: [CGFloat]

    var body: some View {
        GeometryReader { proxy in
            Rectangle()
                .frame(height: proxy.size.height * value / values.max()!)
        }
    }
}
