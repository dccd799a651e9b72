// A file without a preview whose view takes `petals: Int`: its placeholder is 0, so the angle
// `2π / Double(petals)` is +∞ radians — LayoutLens's doing, not the file's. A rotation only
// changes how a view is drawn, so it is left out with a warning and nothing is an error; the
// frame is the 30 × 60 the file writes. (With no assumed value a non-finite angle stays an
// error: `HostileInputRegressionTests`.)
// source: IEEE 754 (a finite non-zero number divided by zero is ±∞); Apple, `rotationEffect(_:anchor:)`
// source: ("Rotates a view's rendered output": drawing only).
// expect: no error
// expect: warning [droppedEffect]
// expect: frame.size == 30×60
import SwiftUI
struct Petals: View {
    let petals: Int
    var body: some View {
        Capsule()
            .frame(width: 30, height: 60)
            .rotationEffect(.radians(2 * .pi / Double(petals)))
    }
}
