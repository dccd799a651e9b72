// Apple, `ShapeStyle.shadow(_:)` (iOS 16): a colour with a drop shadow is a shape style again, so
// `background(_:in:)` fills its shape with it; the shape takes the background's frame, the padded
// colour's (a shadow changes no frame): 50 + 2 × 10 by 20 + 2 × 10.
// source: a seventh and an eighth sample of public view files (40 files of 4 repositories and 50
// source: of 5, kept outside the repository); Apple, `ShapeStyle.shadow(_:)`, `background(_:in:fillStyle:)`.
// expect: no diagnostic
// expect: RoundedRectangle.size == 70×40
import SwiftUI
#Preview(traits: .sizeThatFitsLayout) {
    Color.blue.frame(width: 50, height: 20)
        .padding(10)
        .background(Color.white.shadow(.drop(color: .black.opacity(0.2), radius: 2)), in: .rect(cornerRadius: 8))
}
