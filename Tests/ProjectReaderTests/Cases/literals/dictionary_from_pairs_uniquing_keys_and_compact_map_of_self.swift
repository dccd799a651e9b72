// `Dictionary(pairs, uniquingKeysWith: { $1 })` keeps, for a key met again, what the closure makes
// of the old and the new value (here the newer), and `compactMap(\.self)` drops the `nil`s of an
// array of optionals.
// source: Apple, `Dictionary.init(_:uniquingKeysWith:)`; Swift Evolution SE-0249 (key path
// source: expressions as functions). Pairs (1, "a"), (2, "b"), (1, "c") → [1: "c", 2: "b"]; the
// source: optionals 3, nil, 5 → [3, 5], two values.
// expect: no error
// expect: Text[*].text == ["2", "c", "b"]
import SwiftUI

struct Stats: View {
    var counts: [Int?] = [3, nil, 5]
    var days: [(Int, String)] = [(1, "a"), (2, "b"), (1, "c")]

    var body: some View {
        let values = counts.compactMap(\.self)
        let byDay = Dictionary(days, uniquingKeysWith: { $1 })
        VStack {
            Text("\(values.count)")
            Text(byDay[1] ?? "none")
            Text(byDay[2] ?? "none")
        }
    }
}

#Preview { Stats() }
