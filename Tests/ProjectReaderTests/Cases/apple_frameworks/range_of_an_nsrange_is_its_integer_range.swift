// Foundation's `Range<Int>.init?(_ range: NSRange)` makes `location..<location + length`, nil
// for a location of `NSNotFound`: the one match of `\*\*(.*?)\*\*` in "Added by **Ann**" is at
// UTF-16 offset 9 and 7 long, so its range is 9..<16 and it is the last of the match ranges
// (the first text reads "9 16 last"); a range at `NSNotFound` gives nil ("none").
// source: Apple docs, "Range" (`init?(_ range: NSRange)`, in Foundation); arithmetic: "Added by "
// source: is 9 UTF-16 units, "**Ann**" 7; checked with swiftc 6 and corelibs Foundation.
// expect: no diagnostic
// expect: Text[*].text == ["9 16 last", "none"]
import SwiftUI

#Preview {
    let text = "Added by **Ann**"
    let regex = try! NSRegularExpression(pattern: "\\*{2}(.*?)\\*{2}")
    let matches = regex.matches(in: text, options: [], range: NSRange(location: 0, length: text.utf16.count))
    let ranges = matches.compactMap { Range<Int>($0.range) }
    let first = ranges[0]
    let missing = Range<Int>(NSRange(location: NSNotFound, length: 0))
    VStack {
        Text("\(first.lowerBound) \(first.upperBound) \(first == ranges.last ? "last" : "not last")")
        Text(missing == nil ? "none" : "some")
    }
}
