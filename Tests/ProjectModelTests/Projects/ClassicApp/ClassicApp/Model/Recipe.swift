struct Recipe: Identifiable {
    var id: String { name }
    var name: String
    var minutes: Int
    static let samples = [Recipe(name: "Shakshuka", minutes: 25), Recipe(name: "Dal", minutes: 40)]
}
