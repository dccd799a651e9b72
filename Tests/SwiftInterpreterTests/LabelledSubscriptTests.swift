import Testing
@testable import SwiftInterpreter

/// A subscript with an argument label is one the program declares, even on a standard-library
/// collection: `items[safeIndex: 5]` calls the program's `subscript(safeIndex:)` (reading and
/// writing), never the array's unlabelled `subscript(Int)`, whose bounds check would trap.
/// Expected output is what the same program printed when compiled with swiftc 6 and run on Linux.
@Suite struct LabelledSubscriptTests {
    @Test func aLabelledSubscriptOfAnArrayExtensionIsTheProgramsNotTheArrays() throws {
        let output = try run("""
        extension Array {
            subscript(safeIndex index: Int) -> Element? {
                get { indices.contains(index) ? self[index] : nil }
                set { if let newValue, indices.contains(index) { self[index] = newValue } }
            }
        }
        var a = [1, 2, 3]
        print(a[safeIndex: 1] as Any, a[safeIndex: 5] as Any)
        a[safeIndex: 0] = 9
        a[safeIndex: 7] = 4
        print(a)
        """)
        #expect(output == "Optional(2) nil\n[9, 2, 3]\n")
    }

    @Test func aDictionarysDefaultLabelStaysTheStandardLibrarys() throws {
        let output = try run("""
        extension Dictionary { subscript(orEmpty key: Key) -> [Value] { self[key].map { [$0] } ?? [] } }
        let d = ["a": 1]
        print(d[orEmpty: "a"], d[orEmpty: "b"], d["a", default: 0])
        """)
        #expect(output == "[1] [] 1\n")
    }
}

/// Every `Hashable` value has `hashValue`, the program's own structs and enums included (Swift
/// synthesizes it with the conformance). Swift seeds hashing per process, so only equality is
/// observable: equal values hash alike; these unequal ones hashed apart under swiftc 6 too.
@Suite struct SynthesizedHashValueTests {
    @Test func equalValuesOfTheProgramsHashableTypesHaveEqualHashValues() throws {
        let output = try run("""
        enum Content: Hashable { case post(Int), comment(String) }
        struct Pair: Hashable { let a: Int; let b: String }
        print(Content.post(3).hashValue == Content.post(3).hashValue, Pair(a: 1, b: "x").hashValue == Pair(a: 1, b: "x").hashValue)
        print(Content.post(3).hashValue == Content.comment("a").hashValue, Pair(a: 1, b: "x").hashValue == Pair(a: 2, b: "x").hashValue)
        """)
        #expect(output == "true true\nfalse false\n")
    }
}
