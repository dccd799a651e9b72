public struct MenuItem: Sendable {
    public var name: String
    public static let samples = [MenuItem(name: "Espresso"), MenuItem(name: "Oat latte")]
}
