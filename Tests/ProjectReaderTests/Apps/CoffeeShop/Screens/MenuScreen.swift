import SwiftUI

struct MenuScreen: View {
    var drinks: [Drink] = Drink.samples

    var body: some View {
        VStack(alignment: .leading, spacing: Metrics.rowSpacing) {
            ForEach(drinks) { drink in
                DrinkRow(drink: drink)
            }
        }
        .cardStyle()
    }
}

#Preview("Menu", traits: .sizeThatFitsLayout) {
    MenuScreen()
}
