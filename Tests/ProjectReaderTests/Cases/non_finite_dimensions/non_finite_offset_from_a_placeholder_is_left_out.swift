// A file without a preview whose view takes `options: [String]`: its placeholder is empty, so
// `width / CGFloat(options.count)` is ∞ and the offset ∞ − ∞ = NaN — LayoutLens's doing, not the
// file's. An offset only moves the drawing, so it is left out with a warning; the frames are as
// without it: 40 × 8. (With no assumed value a non-finite offset stays an error:
// `HostileInputRegressionTests`.)
// source: a twenty-third sample (50 files of 5 repositories: tutorials, an animation lab, two
// source: apps; 42 → 45 lay out); IEEE 754: ∞ − ∞ is NaN.
// expect: no error
// expect: warning [droppedOffset]
// expect: frame.size == 40×8
import SwiftUI
struct Segments: View {
    let options: [String]
    var body: some View {
        GeometryReader { geometry in
            let segment = geometry.size.width / CGFloat(options.count)
            Capsule()
                .frame(width: 40, height: 8)
                .offset(x: segment - geometry.size.width / 2 - segment / 2)
        }
    }
}
