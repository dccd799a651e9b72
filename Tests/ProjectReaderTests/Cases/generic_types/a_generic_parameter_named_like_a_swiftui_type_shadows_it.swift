// A generic parameter's name shadows a type of the same name inside its declaration, so the
// stored property `let edge: Edge` of `Outline<Edge> where Edge: Shape` is of the parameter, not
// of SwiftUI's `Edge` enum, and the memberwise argument `.rect(cornerRadius: 4)` is the shape
// protocol's static (a `RoundedRectangle`), which fills the 50 × 20 frame.
// source: The Swift Programming Language, "Generics", "Type Parameters" (a type parameter is
// source: a placeholder named inside the declaration); SE-0299; Apple docs,
// source: `Shape.rect(cornerRadius:style:)` returns a `RoundedRectangle`; checked with swiftc 6 (a
// source: memberwise `Outline(edge: .rect(cornerRadius: 4))` beside an `enum Edge` stores the shape).
// expect: no warning
// expect: RoundedRectangle.size == 50×20
import SwiftUI

struct Outline<Edge>: View where Edge: Shape {
    let edge: Edge

    var body: some View {
        edge.stroke(.red, lineWidth: 2)
    }
}

#Preview {
    Outline(edge: .rect(cornerRadius: 4))
        .frame(width: 50, height: 20)
}
