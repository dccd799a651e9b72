// SE-0299 makes `static var glass: Self` of `extension BackportStyle where Self == GlassLike`
// an implicit member where the parameter is constrained to `BackportStyle` (the program's own
// `some BackportStyle`, which the colour below uses: 30 wide). SwiftUI's `.buttonStyle(.glass)`
// takes `some PrimitiveButtonStyle`, whose extensions are the only ones Swift searches: the
// program's `.glass` is not its argument there, so the style's body does not contain itself.
// source: SE-0299 "Extending Static Member Lookup in Generic Contexts" (lookup is on the protocol
// source: the generic parameter is constrained to); Apple, `PrimitiveButtonStyle.glass` (iOS 26).
// source: 100 is the framed colour, 30 the frame given in the style's body.
// expect: no error
// expect: Color[*].width == [100, 30]
import SwiftUI

protocol BackportStyle {
    associatedtype Body: View
    func makeBody(label: String) -> Body
}

extension BackportStyle where Self == GlassLike {
    static var glass: Self { GlassLike() }
}

struct GlassLike: BackportStyle {
    func makeBody(label: String) -> some View { GlassBody(label: label) }
}

struct GlassBody: View {
    let label: String
    var body: some View {
        VStack {
            Button(label) {}
                .buttonStyle(.glass)
            Color.blue.frame(width: 30, height: 4)
        }
    }
}

extension View {
    func backport(_ style: some BackportStyle) -> some View {
        overlay { style.makeBody(label: "Go") }
    }
}

#Preview { Color.clear.frame(width: 100, height: 100).backport(.glass) }
