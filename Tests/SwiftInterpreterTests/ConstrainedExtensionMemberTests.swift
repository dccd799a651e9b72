import Testing
@testable import SwiftInterpreter

/// Members of extensions of generic types with a generic `where` clause belong to the
/// specialisations meeting it only (The Swift Programming Language, "Generics", "Extensions with a
/// Generic Where Clause"), so each value finds the one of its own element, payload or argument
/// type. Expected output is what swiftc 6.3.1's build of the same program prints.
@Suite struct ConstrainedExtensionMemberTests {
    @Test func aGenericEnumsPayloadChoosesItsExtension() throws {
        let output = try run("""
        enum Loadable<Value> { case idle, loaded(Value) }
        extension Loadable where Value == [String] {
            var summary: String { if case let .loaded(v) = self { return v.joined(separator: "|") }; return "none" }
        }
        extension Loadable where Value == Int {
            var summary: String { if case let .loaded(v) = self { return "n=\\(v)" }; return "none" }
        }
        print(Loadable.loaded(["a", "b"]).summary, Loadable.loaded(3).summary)
        """)
        #expect(output == "a|b n=3\n")
    }

    @Test func aDictionarysKeysAndValuesChooseItsExtension() throws {
        let output = try run("""
        extension Dictionary where Key == String, Value == Int {
            func total() -> Int { values.reduce(0, +) }
        }
        extension Dictionary where Value == String {
            func total() -> Int { values.map(\\.count).reduce(0, +) }
        }
        print(["x": 2, "y": 3].total(), [1: "ab", 2: "c"].total())
        """)
        #expect(output == "5 3\n")
    }

    /// `Bool` is not `Numeric`, so `Holder(true)` has only the `Item == Bool` member.
    @Test func aStandardConformanceOfAScalarChoosesItsExtension() throws {
        let output = try run("""
        final class Holder<Item> { let item: Item; init(_ item: Item) { self.item = item } }
        extension Holder where Item == Bool { var text: String { item ? "yes" : "no" } }
        extension Holder where Item: Numeric { var text: String { "number \\(item)" } }
        print(Holder(true).text, Holder(4).text)
        """)
        #expect(output == "yes number 4\n")
    }

    /// An empty array does not tell its element: the property declared last answers, and a
    /// warning says the choice was not checked.
    @Test func anEmptyCollectionKeepsTheLastDeclaredMemberAndSaysSo() throws {
        let interpreter = Interpreter()
        try interpreter.run(try parseForTest("""
        struct Tag { var name: String }
        struct Person { var first: String }
        extension Array where Element == Tag { var label: String { "tags" } }
        extension Array where Element == Person { var label: String { "people" } }
        let tags: [Tag] = []
        print(tags.label)
        """))
        #expect(interpreter.output == "people\n")
        #expect(interpreter.warnings.map(\.id) == ["constrainedExtensionMemberUntold"])
    }
}
