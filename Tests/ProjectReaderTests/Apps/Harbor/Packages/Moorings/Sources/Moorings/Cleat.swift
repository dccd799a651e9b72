import SwiftUI

/// A cleat measured with the feature's own global names, beside the design system's stripe.
public struct Cleat: View {
    public init() {}

    public var body: some View {
        let half: Ratio = 7 / 2
        VStack(alignment: .leading, spacing: 0) {
            Color.brown
                .frame(width: widened(10), height: stripeHeight)
            Color.brown
                .frame(width: CGFloat(half), height: tideMark)
            Asset.cleat.swiftUIImage
        }
    }
}

#Preview("Cleat") {
    Cleat()
}
