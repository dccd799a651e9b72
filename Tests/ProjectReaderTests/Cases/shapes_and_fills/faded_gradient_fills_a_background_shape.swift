// A gradient faded with `opacity(_:)` is still a shape style: `ShapeStyle.opacity(_:)` (iOS 15)
// returns "a new shape style based on self that multiplies by opacity", so
// `.background(brand.opacity(0.05), in: RoundedRectangle(…))` takes it as a fill of the shape,
// and `.foregroundStyle(brand)` the gradient itself. The fill only paints: the background is the
// text's size plus its padding.
// source: Apple docs, ShapeStyle.opacity(_:) and View.background(_:in:fillStyle:); the shape is a
// source: wallet app's card style. Size: "ab" in the 17-pt body font is 2 × 8.5 = 17 wide (the
// source: case measurer: 0.5 em a grapheme), padded 16 a side: 17 + 32 = 49.
// expect: no error
// expect: no warning
// expect: background.width == 49
import SwiftUI

enum Brand {
    static let purple = LinearGradient(colors: [.purple, .indigo], startPoint: .top, endPoint: .bottom)
}

struct FadedCard: View {
    var body: some View {
        Text("ab")
            .foregroundStyle(Brand.purple)
            .padding(16)
            .background(Brand.purple.opacity(0.05), in: RoundedRectangle(cornerRadius: 12))
    }
}

#Preview { FadedCard() }
