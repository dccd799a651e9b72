import Foundation

struct Trail: Identifiable, Hashable {
    let id: Int
    var name: String
    var kilometres: Double
    var isFavourite: Bool

    static let ridgeLoop = Trail(id: 1, name: "Ridge Loop", kilometres: 7.5, isFavourite: true)
}
