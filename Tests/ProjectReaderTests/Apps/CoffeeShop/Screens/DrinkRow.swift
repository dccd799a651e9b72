import SwiftUI

struct DrinkRow: View {
    let drink: Drink

    var body: some View {
        HStack(spacing: 8) {
            Thumbnail()
            if drink.isSeasonal {
                Color.orange.frame(width: 6, height: 6)
            }
            PriceTag(price: drink.price)
        }
    }
}

#Preview("Row", traits: .sizeThatFitsLayout) {
    DrinkRow(drink: .preview)
}

#Preview("Seasonal row", traits: .sizeThatFitsLayout) {
    DrinkRow(drink: Drink.samples[2])
}
