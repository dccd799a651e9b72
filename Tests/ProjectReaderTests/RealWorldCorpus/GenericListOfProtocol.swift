import SwiftUI

protocol MenuItem {
    var name: String { get }
    var price: Double { get }
    var isVegetarian: Bool { get }
}

struct Dish: MenuItem, Identifiable {
    let id: Int
    let name: String
    let price: Double
    var isVegetarian = false
}

struct Drink: MenuItem {
    let name: String
    let price: Double
    let isVegetarian = true
    var isAlcoholic: Bool
}

struct PriceRow<Item: MenuItem>: View {
    let item: Item

    var body: some View {
        HStack(spacing: 6) {
            Text(item.name)
            if item.isVegetarian {
                Image(systemName: "leaf.fill").foregroundStyle(.green)
            }
            Spacer()
            Text(item.price, format: .currency(code: "EUR"))
        }
    }
}

struct MenuView: View {
    let dishes = [
        Dish(id: 1, name: "Gnocchi", price: 14.5, isVegetarian: true),
        Dish(id: 2, name: "Sea bass", price: 22),
    ]
    let drinks = [Drink(name: "Lemonade", price: 4, isAlcoholic: false)]

    var body: some View {
        VStack(alignment: .leading, spacing: 10) {
            Text("Mains").font(.headline)
            ForEach(dishes) { dish in
                PriceRow(item: dish)
            }
            Text("Drinks").font(.headline)
            ForEach(drinks, id: \.name) { drink in
                PriceRow(item: drink)
            }
        }
        .padding()
    }
}

#Preview {
    MenuView()
}
