// SE-0299 looks an implicit member up on the protocol a generic parameter is constrained to, so
// `.capsule` given to `init(in shape: S)` of `Surface<S: Shape>` is SwiftUI's `Capsule`
// (`extension Shape where Self == Capsule { static var capsule }`), and it fixes `S`. The
// surface fills the frame it is offered: 80 × 30.
// source: SE-0299 "Extending Static Member Lookup in Generic Contexts"; Apple docs,
// source: `Shape.capsule` ("A capsule shape"); a shape takes the size proposed to it.
// expect: no warning
// expect: Capsule.size == 80×30
import SwiftUI

struct Surface<S: Shape>: View {
    private let shape: S

    init(in shape: S) {
        self.shape = shape
    }

    var body: some View {
        shape.fill(.blue)
    }
}

#Preview {
    Surface(in: .capsule)
        .frame(width: 80, height: 30)
}
