import Testing
@testable import SwiftInterpreter

/// `merging(_:uniquingKeysWith:)` and `merge(_:uniquingKeysWith:)` of `Dictionary`, with another
/// dictionary or a sequence of pairs, the closure labelled or trailing; and the program's own
/// `merging`/`merge` overloads of other labels beside them (an extension on `Dictionary`
/// forwarding to the library's). Expected output is what swiftc 6 prints for the same programs:
/// a key already present keeps what the closure returns for the current and the new value
/// (Swift standard library, `Dictionary.merging(_:uniquingKeysWith:)`).
@Suite struct DictionaryMergingForwardedTests {
    @Test func mergingCombinesTheValuesOfKeysBothHave() throws {
        let output = try run("""
        let stock = ["apples": 3, "pears": 1]
        let delivery = ["pears": 4, "plums": 2]
        let added = stock.merging(delivery, uniquingKeysWith: +)
        print(added.keys.sorted(), added["apples"]!, added["pears"]!, added["plums"]!)
        let kept = stock.merging(delivery) { current, _ in current }
        print(kept["pears"]!, kept.count)
        let fromPairs = stock.merging([("apples", 10), ("figs", 1), ("figs", 5)], uniquingKeysWith: max)
        print(fromPairs["apples"]!, fromPairs["figs"]!)
        var shelf = ["apples": 3]
        shelf.merge(delivery, uniquingKeysWith: { _, new in new })
        shelf.merge([("apples", 7)]) { $0 + $1 }
        print(shelf.keys.sorted(), shelf["apples"]!, shelf["pears"]!)
        """)
        #expect(output == "[\"apples\", \"pears\", \"plums\"] 3 5 2\n1 3\n10 5\n[\"apples\", \"pears\", \"plums\"] 10 4\n")
    }

    @Test func theProgramsOwnMergeOverloadsForwardToTheLibrarys() throws {
        let output = try run("""
        extension Dictionary {
            enum Collision { case keepCurrent, takeNew }
            func merging(_ other: [Key: Value], on collision: Collision) -> [Key: Value] {
                merging(other, uniquingKeysWith: { current, new in collision == .keepCurrent ? current : new })
            }
            mutating func merge(_ other: [Key: Value], on collision: Collision) {
                self.merge(other) { current, new in collision == .keepCurrent ? current : new }
            }
        }
        var settings = ["theme": "dark", "font": "serif"]
        let defaults = ["theme": "light", "size": "17"]
        let merged = settings.merging(defaults, on: .keepCurrent)
        print(merged["theme"]!, merged.count)
        settings.merge(defaults, on: .takeNew)
        print(settings["theme"]!, settings.count)
        """)
        #expect(output == "dark 3\nlight 3\n")
    }
}
