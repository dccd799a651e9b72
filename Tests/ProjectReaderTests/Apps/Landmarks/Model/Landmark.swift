import Foundation

/// A place on the list: decoded from `Resources/landmarkData.json` by Swift's synthesized
/// `Decodable` conformance.
struct Landmark: Codable, Identifiable, Hashable {
    var id: Int
    var name: String
    var state: String
    var isFavorite: Bool
    var category: Category
    var visitors: Int?

    enum Category: String, CaseIterable, Codable {
        case lakes = "Lakes"
        case rivers = "Rivers"
        case mountains = "Mountains"
    }
}
