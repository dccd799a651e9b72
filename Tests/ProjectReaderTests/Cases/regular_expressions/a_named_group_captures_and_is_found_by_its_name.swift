// A named group `(?<name>…)` captures like any group, and the match's `range(withName:)` gives
// its range: the quantity "250" before "g" is read out of the ingredient line, so the label shows
// it; a name the pattern lacks gives `NSNotFound`, so the second label falls back to "none".
// source: ICU User Guide, "Regular Expression Metacharacters": "(?<name> ...) Named capture group.
// source: The <angle brackets> are literal - they appear in the pattern."
// source: Apple, NSTextCheckingResult "range(withName:)"; swift-corelibs-foundation answers an
// source: unknown name with location NSNotFound (unverified on Apple's Foundation).
// source: "250 g flour": the group spans UTF-16 units 0..<3, so the substring is "250".
// expect: no error
// expect: Text[0].text == "250"
// expect: Text[1].text == "none"
import SwiftUI
import Foundation

struct QuantityLabel: View {
    let line: String = "250 g flour"

    var amount: String {
        guard let expression = try? NSRegularExpression(pattern: "(?<amount>\\d+)\\s+(?<unit>g|kg)\\b"),
              let match = expression.firstMatch(in: line, range: NSRange(location: 0, length: line.utf16.count)) else {
            return "no match"
        }
        guard let range = Range(match.range(withName: "amount"), in: line) else { return "not in the line" }
        return String(line[range])
    }

    var missing: String {
        guard let expression = try? NSRegularExpression(pattern: "(?<amount>\\d+)"),
              let match = expression.firstMatch(in: line, range: NSRange(location: 0, length: line.utf16.count)) else {
            return "no match"
        }
        return match.range(withName: "weight").location == NSNotFound ? "none" : "found"
    }

    var body: some View {
        VStack {
            Text(amount)
            Text(missing)
        }
    }
}

#Preview {
    QuantityLabel()
}
