// SwiftUI's `Angle` is `Animatable` and `_VectorMath`, which give it `+`, `-`, prefix `-` and
// `*`/`/` by a `Double`; `.rotationEffect(a + b)` of two angles turns by their sum. A square
// turned by 45° is laid out at its own frame (a rotation changes no frame), so the frame is
// what is pinned here; the sum must be an `Angle`, not a stand-in.
// source: SwiftUI's interface `extension Angle: Animatable, _VectorMath` (OpenSwiftUI's
// source: Angle.swift, "Audited for 6.0.87", mirrors it); NeoMusic's rotating record
// source: (`.rotationEffect(lastRotation + rotation + autorotation)`).
// source: 30 + 60 − 45 = 45 degrees; (90 / 2) × 1 = 45; the frames: 20 × 20 literals.
// expect: no error
// expect: Color[*].size == [20×20, 20×20]
import SwiftUI

struct Record: View {
    @State private var last: Angle = .degrees(30)
    @State private var drag = Angle.degrees(60)

    var body: some View {
        VStack {
            Color.black.frame(width: 20, height: 20)
                .rotationEffect(last + drag - .degrees(45))
            Color.gray.frame(width: 20, height: 20)
                .rotationEffect(-(Angle.degrees(90) / 2) * 1)
        }
    }
}

#Preview {
    Record()
}
