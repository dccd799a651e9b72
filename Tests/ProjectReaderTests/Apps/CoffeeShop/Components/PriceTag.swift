import SwiftUI

/// The price of a drink in a fixed-size capsule.
struct PriceTag: View {
    let price: Double

    var body: some View {
        Text(price, format: .currency(code: "EUR"))
            .font(.caption)
            .frame(width: Metrics.tagWidth, height: Metrics.tagHeight)
            .background(Color.brand.opacity(0.2), in: Capsule())
    }
}
