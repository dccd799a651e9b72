import Testing
@testable import SwiftInterpreter

/// `Collection.contains(_ other:)` (iOS 16): an array holds another collection's elements side by
/// side and in order (a chord's degrees holding a pair of sevenths). Expected output is what the
/// same program printed when compiled with swiftc 6 and run.
@Suite struct CollectionContainsCollectionTests {
    @Test func anArrayContainsARunOfItsElementsInOrder() throws {
        let output = try run("""
        print([1, 2, 3, 4].contains([2, 3]), [1, 2, 3, 4].contains([2, 4]), [1, 2].contains([Int]()))
        enum Degree { case root, third, fifth, dim7th, major7th }
        let tags: [Degree] = [.root, .third, .dim7th, .major7th]
        print(tags.contains([.dim7th, .major7th]), tags.contains([.major7th, .dim7th]))
        """)
        #expect(output == "true false true\ntrue false\n")
    }

    @Test func anArrayOfArraysLooksForOneElement() throws {
        let output = try run("""
        print([[1, 2], [3]].contains([1, 2]), [[1, 2], [3]].contains([2, 3]))
        """)
        #expect(output == "true false\n")
    }
}
