import Testing
@testable import SwiftInterpreter

/// Overloads with the same labels told apart by an array argument: a `[String]` goes to the
/// overload declaring `[String]`, not to the one declaring an array of the program's class, which
/// forwards to it; an array goes to the overload declaring an array, not a single instance.
/// Expected output is what the same program printed when compiled with swiftc 6 and run on Linux.
@Suite struct OverloadByArrayElementsTests {
    @Test func anArrayCallsTheOverloadDeclaringItsElementType() throws {
        let output = try run("""
        final class Item {
            let identifier: String
            init(identifier: String) { self.identifier = identifier }
        }
        struct Shelf {
            let names: [String]
            static func make(with items: [Item], width: Int) -> Shelf {
                return self.make(with: items.map(\\.identifier), width: width)
            }
            static func make(with names: [String], width: Int) -> Shelf {
                return Shelf(names: names.map { String($0.prefix(width)) })
            }
            func describe(_ counts: [Int]) -> String { "counts \\(counts.count)" }
            func describe(_ words: [String]) -> String { "words " + words.joined(separator: ",") }
        }
        let shelf = Shelf.make(with: [Item(identifier: "apple"), Item(identifier: "pear")], width: 3)
        print(shelf.names)
        print(shelf.describe(shelf.names), shelf.describe([1, 2]))
        extension Shelf {
            func label(for item: Item) -> String { self.label(for: [item])[0] }
            func label(for items: [Item]) -> [String] { items.map { $0.identifier + "?" } }
        }
        print(shelf.label(for: Item(identifier: "fig")))
        """)
        #expect(output == #"["app", "pea"]"# + "\nwords app,pea counts 2\nfig?\n")
    }

    @Test func aStringCallsTheInitializerDeclaringAStringNotAnArray() throws {
        let output = try run("""
        protocol Part { var text: String { get } }
        struct Word: Part { let text: String }
        struct Content {
            let parts: [String]
            init(_ parts: [Part]) { self.parts = parts.map(\\.text) }
            init(_ markdown: String) { self.init(markdown.split(separator: " ").map { Word(text: String($0)) }) }
        }
        print(Content("two words").parts, Content([Word(text: "one")]).parts)
        """)
        #expect(output == #"["two", "words"] ["one"]"# + "\n")
    }
}
