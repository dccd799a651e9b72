import Testing
@testable import SwiftInterpreter

@Suite struct ValueTests {
    @Test func orderedDictionaryKeepsInsertionOrderAndRemoves() {
        var dictionary = OrderedDictionary()
        dictionary[.string("b")] = .int(1)
        dictionary[.string("a")] = .int(2)
        dictionary[.string("b")] = .int(3)
        #expect(dictionary.keys == [.string("b"), .string("a")])
        dictionary[.string("b")] = nil
        #expect(dictionary.keys == [.string("a")])
        #expect(dictionary[.string("a")] == .int(2))
    }
}
