import Foundation
import SwiftData

/// An order waiting at the counter, stored with SwiftData.
@Model
final class Order {
    var drinkName: String
    var cups: Int
    var isReady: Bool

    init(drinkName: String, cups: Int, isReady: Bool = false) {
        self.drinkName = drinkName
        self.cups = cups
        self.isReady = isReady
    }
}
