import Testing
@testable import SwiftInterpreter

/// `insert(contentsOf:at:)` (RangeReplaceableCollection) inserts the other collection's elements
/// in order before the index, not the collection as one element. Expected output is what the same
/// program printed when compiled with swiftc 6 and run on Linux.
@Suite struct ArrayInsertContentsOfTests {
    @Test func insertContentsOfInsertsEachElementInOrder() throws {
        let output = try run("""
        var a = ["a", "d"]
        a.insert(contentsOf: ["b", "c"], at: 1)
        print(a, a.count)
        var b = [1]
        b.insert(contentsOf: [2, 3], at: 1)
        b.insert(0, at: 0)
        print(b)
        """)
        #expect(output == "[\"a\", \"b\", \"c\", \"d\"] 4\n[0, 1, 2, 3]\n")
    }
}
