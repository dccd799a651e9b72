import SwiftUI

/// A stripe measured with the design system's own global names: its stripe height, widening,
/// ratio, deck height and the chip of its asset catalog.
public struct Stripe: View {
    public init() {}

    public var body: some View {
        let half: Ratio = 7 / 2
        VStack(alignment: .leading, spacing: 0) {
            Color.red
                .frame(width: widened(10), height: stripeHeight)
            Color.red
                .frame(width: CGFloat(half), height: .deckHeight)
            Asset.swatchChip.swiftUIImage
        }
    }
}

#Preview("Stripe") {
    Stripe()
}
