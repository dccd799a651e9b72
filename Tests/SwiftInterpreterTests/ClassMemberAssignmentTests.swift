import Testing
@testable import SwiftInterpreter

/// A class instance is a reference: a member set through a path that reaches it (a get-only
/// `first!`, an optional chain, a `let` property of a struct) changes the shared instance, and
/// nothing is written back along the path. Expected output is what the same program printed
/// when compiled with swiftc 6 and run.
@Suite struct ClassMemberAssignmentTests {
    @Test func aMemberOfAClassInstanceReachedThroughAGetOnlyPathChangesInPlace() throws {
        let output = try run("""
        final class Box { var n = 0 }
        let boxes = [Box(), Box()]
        boxes.first!.n = 5
        boxes.last?.n = 7
        struct Holder { let box = Box() }
        let holder = Holder()
        holder.box.n += 2
        print(boxes[0].n, boxes[1].n, holder.box.n)
        """)
        #expect(output == "5 7 2\n")
    }

    /// Core Data gives an `@NSManaged` property nobody set 0 or false when scalar, nil otherwise.
    @Test func anUnsetManagedPropertyReadsZeroOrNil() throws {
        let output = try run("""
        class Entity {
            @NSManaged var count: Int64
            @NSManaged var ratio: Double
            @NSManaged var done: Bool
            @NSManaged var name: String?
            @NSManaged var created: Date
        }
        let entity = Entity()
        print(entity.count, entity.ratio, entity.done, entity.name == nil)
        entity.count = 3
        print(entity.count)
        """)
        #expect(output == "0 0.0 false true\n3\n")
    }

    /// A to-many relationship nobody set is an empty collection, never nil: a loop over a new
    /// object's `links` runs no iteration (Apple's Core Data Programming Guide, "Creating Managed
    /// Object Relationships": a to-many relationship is a set of the related objects).
    @Test func anUnsetToManyRelationshipIsEmpty() throws {
        let output = try run("""
        class Dealer {
            @NSManaged var links: Set<String>
            @NSManaged var tags: [String]
        }
        let dealer = Dealer()
        var visited = 0
        for _ in dealer.links { visited += 1 }
        print(visited, dealer.links.isEmpty, dealer.tags.count)
        """)
        #expect(output == "0 true 0\n")
    }
}
