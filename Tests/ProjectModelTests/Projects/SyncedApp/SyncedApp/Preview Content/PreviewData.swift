struct Drink {
    var name: String
    static let samples = [Drink(name: "Flat white"), Drink(name: "Cortado")]
}
