// A file without a preview: LayoutLens invents its view's arguments. For a range parameter
// (`let sizeRange: ClosedRange<CGFloat>`) it passes the unit range of the bound's type, `0...1`,
// which every range operation accepts (a random size, a clamp), and says so in its warning;
// before, the range was a stand-in and `random(in:)` refused it, so the preview stopped.
// source: LayoutLens's rule for implicit previews (docs/diagnostics.md, implicitPreview);
// source: Apple, `CGFloat.random(in:)` "returns a random value within the specified range", so a
// source: dot sized from 0...1 is at most 1 pt wide, and `max(1, …)` makes it 1.
// expect: no error
// expect: warning [implicitPreview] "sizeRange: 0.0...1.0"
// expect: Circle.width == 1
import SwiftUI

struct SparkleDot: View {
    let sizeRange: ClosedRange<CGFloat>

    var body: some View {
        let size = max(1, CGFloat.random(in: sizeRange))
        Circle()
            .frame(width: size, height: size)
    }
}
