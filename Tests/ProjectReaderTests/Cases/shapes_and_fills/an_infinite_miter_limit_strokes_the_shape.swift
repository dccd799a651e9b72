// `StrokeStyle(miterLimit: .infinity)`: the limit is a CGFloat Core Graphics compares each join's
// miter length with (beveling the joins past it), so an infinite one bevels none — a value SwiftUI
// takes, not an invalid argument. The stroked circle takes its frame.
// source: Apple, `StrokeStyle.init(lineWidth:lineCap:lineJoin:miterLimit:dash:dashPhase:)` and
// source: `CGContext.setMiterLimit(_:)`; the frame is the one written: 80 × 80.
// expect: no error
// expect: frame.size == 80×80
import SwiftUI
struct Ring: View {
    var body: some View {
        Circle()
            .stroke(Color.red, style: StrokeStyle(lineWidth: 4, lineJoin: .round, miterLimit: .infinity))
            .frame(width: 80, height: 80)
    }
}
#Preview { Ring() }
