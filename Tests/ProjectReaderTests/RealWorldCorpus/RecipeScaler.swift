import SwiftUI

struct Ingredient: Identifiable, Hashable {
    let id = UUID()
    var name: String
    var grams: Double
}

struct RecipeScaler: View {
    @State private var servings = 2
    let base: [Ingredient] = [
        Ingredient(name: "Flour", grams: 250),
        Ingredient(name: "Butter", grams: 125.5),
        Ingredient(name: "Sugar", grams: 80),
    ]

    private func scaled(_ ingredient: Ingredient) -> String {
        let amount = ingredient.grams * Double(servings) / 2
        if amount >= 1000 {
            return String(format: "%.2f kg", amount / 1000)
        }
        return amount.truncatingRemainder(dividingBy: 1) == 0 ? "\(Int(amount)) g" : String(format: "%.1f g", amount)
    }

    var body: some View {
        VStack(alignment: .leading, spacing: 12) {
            HStack {
                Text("Servings").font(.headline)
                Spacer()
                Button { servings = max(1, servings - 1) } label: { Image(systemName: "minus.circle") }
                Text("\(servings)").frame(minWidth: 24)
                Button { servings += 1 } label: { Image(systemName: "plus.circle") }
            }
            ForEach(base) { ingredient in
                HStack {
                    Text(ingredient.name)
                    Spacer()
                    Text(scaled(ingredient)).monospacedDigit()
                }
            }
        }
        .padding()
        .frame(maxWidth: 320)
    }
}

#Preview { RecipeScaler() }
