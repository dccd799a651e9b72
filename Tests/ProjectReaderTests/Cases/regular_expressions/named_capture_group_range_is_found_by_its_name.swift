// ICU's named capture group `(?<amount>…)` is numbered with the unnamed groups in order, and
// `NSTextCheckingResult.range(withName:)` gives its range: in "12 g flour", `(?<amount>\d+)`
// matches "12" (location 0, length 2) and `(?<unit>[a-z]+)` matches "g" (location 3, length 1).
// A name the pattern lacks gives NSNotFound's location.
// source: ICU User Guide, "Regular Expression Metacharacters": "(?<name> …) Named capture group";
// source: Apple docs, "NSTextCheckingResult.range(withName:)"; NSNotFound is Int.max
// source: (9223372036854775807 on 64-bit platforms, Apple docs "NSNotFound").
// expect: no error
// expect: Text[*].text == ["0 2", "3 1", "2", "9223372036854775807"]
import SwiftUI

struct IngredientParts: View {
    let match = try! NSRegularExpression(pattern: "(?<amount>\\d+)\\s+(?<unit>[a-z]+)")
        .firstMatch(in: "12 g flour", range: NSRange(location: 0, length: 10))!
    var body: some View {
        VStack {
            Text("\(match.range(withName: "amount").location) \(match.range(withName: "amount").length)")
            Text("\(match.range(withName: "unit").location) \(match.range(withName: "unit").length)")
            Text("\(match.numberOfRanges - 1)")
            Text("\(match.range(withName: "weight").location)")
        }
    }
}

#Preview { IngredientParts() }
