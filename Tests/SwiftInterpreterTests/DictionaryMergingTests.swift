import Testing
@testable import SwiftInterpreter

/// `Dictionary.merging(_:uniquingKeysWith:)` and `merge(_:uniquingKeysWith:)`: the other
/// dictionary's (or pairs') keys are added, and a key both hold gets what the closure makes of
/// the two values. Expected output is what the same program printed when compiled with swiftc 6
/// and run.
@Suite struct DictionaryMergingTests {
    static let sortedText = """
    func text(_ dictionary: [String: Int]) -> String {
        dictionary.sorted { $0.key < $1.key }.map { "\\($0.key)=\\($0.value)" }.joined(separator: ",")
    }
    """

    @Test func mergingKeepsWhatTheClosureChoosesForAKeyBothHold() throws {
        let output = try run(Self.sortedText + """

        let base = ["a": 1, "b": 2]
        print(text(base.merging(["b": 20, "c": 30]) { current, _ in current }))
        print(text(base.merging([("a", 5), ("a", 7)], uniquingKeysWith: +)))
        """)
        // "a": 1 + 5 = 6, then 6 + 7 = 13.
        #expect(output == "a=1,b=2,c=30\na=13,b=2\n")
    }

    @Test func mergeChangesTheDictionaryInPlace() throws {
        let output = try run(Self.sortedText + """

        var tally = ["x": 1]
        tally.merge(["x": 2, "y": 3]) { $1 }
        print(text(tally))
        """)
        #expect(output == "x=2,y=3\n")
    }
}
