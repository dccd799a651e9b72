// A class that declares no designated initializer inherits its superclass's (Swift's rule 1 of
// automatic initializer inheritance), so a convenience initializer of an `NSManagedObject`
// subclass delegates to `self.init(context:)`, Core Data's, and goes on setting up the same
// instance: its stored properties and its extensions' members are the subclass's.
// source: The Swift Programming Language, "Initialization": "Initializer Delegation for Class
// source: Types" (a convenience initializer must call another initializer from the same class) and
// source: "Automatic Initializer Inheritance" (rule 1); Apple, NSManagedObject.init(context:).
// source: checked with swiftc 6.3 on a plain base class standing for NSManagedObject.
// source: Width by arithmetic: 3 slots × 20 = 60.
// expect: no warning
// expect: Color.width == 60
import CoreData
import SwiftUI

final class Shelf: NSManagedObject {
    var slots = 1
    convenience init(context: NSManagedObjectContext, slots: Int) {
        self.init(context: context)
        self.slots = slots
    }
}

extension Shelf {
    var width: CGFloat { CGFloat(slots) * 20 }
}

struct ShelfView: View {
    let shelf: Shelf
    var body: some View {
        Color.brown.frame(width: shelf.width, height: 4)
    }
}

#Preview {
    ShelfView(shelf: Shelf(context: NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType), slots: 3))
}
