// `day as NSNumber` bridges a Swift `Int` to an `NSNumber` (how Core Data keeps `[NSNumber]`
// weekdays), and its `intValue` is the number again: looking up 1 and 5 in a dictionary keyed by
// `Int` finds "Mon" and "Fri"; `Int(truncating:)` of the bridged 5 is 5, and 3 + 5 is 8.
// source: SE-0170 "NSNumber bridging and Numeric types"; Apple docs, "NSNumber.intValue";
// source: checked with swiftc 6.3 and swift-corelibs-foundation (prints "MonFri8").
// expect: no error
// expect: Text.text == "MonFri8"
import SwiftUI

struct Weekdays: View {
    var body: some View {
        let days = [1, 5].map { $0 as NSNumber }
        let names: [Int: String] = [1: "Mon", 5: "Fri"]
        var text = ""
        days.forEach { text += names[$0.intValue]! }
        let sum = NSNumber(value: 3).intValue + Int(truncating: days[1])
        return Text(text + "\(sum)")
    }
}

#Preview { Weekdays() }
