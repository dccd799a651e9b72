// `surface(in shape: some Shape = .rect)` hands its default on to `Surface(in: shape)`, whose
// parameter is `S: Shape`: `.rect` is SwiftUI's `Rectangle` in both places (SE-0299), so the
// background is a rectangle as large as the padded text it backs.
// source: SE-0299 "Extending Static Member Lookup in Generic Contexts"; Apple docs, `Shape.rect`.
// source: "Hi" is 2 × 8.5 = 17 wide in the 17-pt body font (0.5 em a character), padded 10 a
// source: side: 17 + 20 = 37.
// expect: no warning
// expect: Rectangle.width == 37
import SwiftUI

struct Surface<S: Shape>: View {
    let shape: S

    init(in shape: S) {
        self.shape = shape
    }

    var body: some View {
        shape.fill(.yellow)
    }
}

extension View {
    func surface(in shape: some Shape = .rect) -> some View {
        background { Surface(in: shape) }
    }
}

#Preview {
    Text("Hi")
        .padding(10)
        .surface()
}
