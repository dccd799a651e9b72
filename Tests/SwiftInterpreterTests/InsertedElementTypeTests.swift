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
}
