// Two static methods with the same labels, `days(from text: String, to:)` and `days(from date1:
// Date, to:)`: the first calls the second with a `Date`, which is no `String`, so Swift calls the
// `Date` overload (it would never return if the call went back to the `String` one).
// source: the Swift book, "Functions" (overloads told apart by their parameters' types); swiftc
// source: 6.3 runs the same enum and prints 13: ten days between the dates, plus 3 characters.
// source: the bar is 13 wide and 10 high.
// expect: no diagnostic
// expect: Color.size == 13×10
import SwiftUI

enum Days {
    static func days(from text: String, to date2: Date) -> Int {
        let date1 = Date(timeIntervalSince1970: 0)
        return Self.days(from: date1, to: date2) + text.count
    }

    static func days(from date1: Date, to date2: Date) -> Int {
        Int(date2.timeIntervalSince(date1) / 86_400)
    }
}

struct DaysBar: View {
    var body: some View {
        Color.red.frame(width: CGFloat(Days.days(from: "abc", to: Date(timeIntervalSince1970: 86_400 * 10))), height: 10)
    }
}

#Preview { DaysBar() }
