import Testing
@testable import SwiftInterpreter

/// `append(_:)` and `insert(_:at:)` take the array's `Element`, so an implicit member in their
/// argument is a member of the element type even while the array is empty (`var parts: [Part] =
/// []; parts.append(.text(s))`). Expected output is what swiftc's build of the same program prints.
@Suite struct InsertedElementTypeTests {
    @Test func anImplicitMemberAppendedToAnEmptyTypedArrayIsACaseOfItsElement() throws {
        let output = try run("""
        enum Part { case text(String); case link(String, Int) }
        struct Holder {
            var parts: [Part] = []
            mutating func add(_ s: String) { self.parts.append(.text(s)) }
        }
        var local: [Part] = []
        local.append(.text("a"))
        local.insert(.link("b", 1), at: 0)
        var holder = Holder()
        holder.add("c")
        for part in local + holder.parts {
            switch part {
            case .text(let t): print("text", t)
            case .link(let t, let n): print("link", t, n)
            }
        }
        """)
        #expect(output == "link b 1\ntext a\ntext c\n")
    }

    /// `package.targets.append(.target(name:))` and `package.targets += [.test(name:)]` on a
    /// class's array property: the argument is typed as the element (`append`) or as the array
    /// (`+=`, `static func += (lhs: inout [Element], rhs: [Element])`), so each implicit member is
    /// the element type's static. Expected: the three names in order, by Swift's semantics.
    @Test func anImplicitMemberAddedToAPropertyOfANameIsOfItsElementType() throws {
        let output = try run("""
        final class Item {
            var name: String
            init(name: String) { self.name = name }
            static func item(name: String) -> Item { Item(name: name) }
        }
        final class Box { var items: [Item] = [] }
        let box = Box()
        box.items.append(.item(name: "a"))
        box.items += [.item(name: "b"), .item(name: "c")]
        for item in box.items { print(item.name) }
        """)
        #expect(output == "a\nb\nc\n")
    }
}
