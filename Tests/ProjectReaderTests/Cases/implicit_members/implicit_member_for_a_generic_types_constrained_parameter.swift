// An implicit member given where a generic type's parameter constrained to a protocol is
// expected (`struct Fill<S: Shape>` made with `Fill(in: .capsule)`) is looked up on the
// protocol: `Shape`'s statics `.rect` and `.capsule` give a `Rectangle` and a `Capsule`, which
// the fill draws, not stand-ins for members of a type named `S`.
// source: SE-0299, "Extending Static Member Lookup in Generic Contexts" (a generic parameter
// source: conforming to the protocol); swiftc 6 on Linux compiles and runs the same shape with a
// source: protocol of its own (`Fill(in: .box)` finds `extension Outline where Self == Box`).
// source: Apple docs, "Shape.rect", "Shape.capsule" (iOS 17). Sizes: the frames' literals.
// expect: no diagnostic
// expect: any("Rectangle").size == 20×10
// expect: any("Capsule").size == 30×10
import SwiftUI

struct Fill<S: Shape>: View {
    private let shape: S
    init(in shape: S) { self.shape = shape }
    var body: some View { shape.fill(.red) }
}

struct Swatches: View {
    var body: some View {
        VStack {
            Fill(in: .rect).frame(width: 20, height: 10)
            Fill(in: .capsule).frame(width: 30, height: 10)
        }
    }
}

#Preview { Swatches() }
