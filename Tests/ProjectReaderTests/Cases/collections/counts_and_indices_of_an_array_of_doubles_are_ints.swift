// The count of `prefix(_:)`, `suffix(_:)`, `dropFirst(_:)` and the end of `prefix(upTo:)` and
// `suffix(from:)` are `Int`s, also on an array of `Double`s, whose elements type the literal of
// `append(_:)` or `contains(_:)` but not these.
// source: Apple docs, "Array": `prefix(_ maxLength: Int)`, `suffix(_ maxLength: Int)`,
// source: `dropFirst(_ k: Int)`, `prefix(upTo end: Int)`, `suffix(from start: Int)`.
// source: three levels: prefix(2) keeps 2, suffix(2) keeps 2, dropFirst(2) keeps 3 - 2 = 1,
// source: prefix(upTo: 1) keeps 1, suffix(from: 1) keeps 3 - 1 = 2 (swiftc 6 prints the same).
// expect: no error
// expect: Text.text == "2 2 1 1 2"
import SwiftUI

struct LevelCounts: View {
    let levels: [Double] = [0.25, 0.5, 0.75]

    var body: some View {
        Text("\(levels.prefix(2).count) \(levels.suffix(2).count) \(levels.dropFirst(2).count) \(levels.prefix(upTo: 1).count) \(levels.suffix(from: 1).count)")
    }
}

#Preview {
    LevelCounts()
}
