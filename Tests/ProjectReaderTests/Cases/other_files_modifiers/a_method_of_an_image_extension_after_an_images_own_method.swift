// `Image`'s own methods (`renderingMode`, `resizable`, `interpolation`, `antialiased`) return an
// `Image`, so a method the program declares in `extension Image` is found on their result, also
// after `self = self.renderingMode(.original)` in an `extension Image` initializer. The image is
// sized by the extension's `frame(height: 24)` at its 1 : 1 placeholder's aspect ratio.
// source: Apple, `Image.renderingMode(_:) -> Image`, `Image.resizable(capInsets:resizingMode:) -> Image`.
// source: a missing image is a 100 × 100 placeholder (LayoutLens); fit into height 24 → 24 × 24.
// expect: no error
// expect: no warning [undefinedModifier]
// expect: Image[*].size == [24×24, 24×24]
import SwiftUI

extension Image {
    init(icon name: String) {
        self.init(name)
        self = self.renderingMode(.original)
    }

    func sized(_ height: CGFloat) -> some View {
        self
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(height: height)
    }
}

struct Icons: View {
    var body: some View {
        HStack {
            Image(icon: "alarm").sized(24)
            Image("bell").resizable().interpolation(.high).sized(24)
        }
    }
}

#Preview { Icons() }
