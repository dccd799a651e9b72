// Stepping a string's index past `endIndex` traps where the step is written, as Swift's string
// index validation does, not later where the index is used; a step that lands on `endIndex`, and
// `limitedBy:` beyond the limit (nil), do not trap.
// source: swiftc 6 -Onone: `s.index(s.startIndex, offsetBy: 10)` on "abc" stops with "Fatal
// error: String index is out of bounds" at that call (the next line never prints);
// `offsetBy: 3` equals `endIndex` and `offsetBy: 10, limitedBy: s.endIndex` is nil.
// expect: 1 × error
// expect: error line 19 "String index is out of bounds"
import SwiftUI

struct IndexSteps: View {
    let word = "abc"

    var body: some View {
        let end = word.index(word.startIndex, offsetBy: 3)
        let limited = word.index(word.startIndex, offsetBy: 10, limitedBy: word.endIndex)
        VStack {
            Text(end == word.endIndex && limited == nil ? "bounds kept" : "wrong")
            let far = word.index(word.startIndex, offsetBy: 10)
            Text(String(word[far]))
        }
    }
}

#Preview {
    IndexSteps()
}
