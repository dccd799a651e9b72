import Foundation

/// A drink on the menu.
struct Drink: Identifiable, Hashable {
    let id: Int
    let name: String
    let price: Double
    var isSeasonal = false
}

extension Drink {
    /// Sample data for previews.
    static let samples: [Drink] = [
        Drink(id: 1, name: "Flat White", price: 3.4),
        Drink(id: 2, name: "Cortado", price: 3.1),
        Drink(id: 3, name: "Pumpkin Latte", price: 4.5, isSeasonal: true),
    ]

    static var preview: Drink { samples[0] }
}
