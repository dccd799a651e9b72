// A global `func == (left: UIColor?, right: UIColor?)` is one overload of `==`; two `Date`s
// compare with `Date`'s own `==` (a date is no `UIColor`), so a screen comparing dates beside
// such a function reads "same" for two equal dates, never calling the colours' function (which
// would compare its colours again).
// source: The Swift Programming Language, "Advanced Operators", "Operator Methods": an operator
// source: function is an overload for the types it declares; Apple, "Date" (`Equatable`).
// expect: no error
// expect: Text[0].text == "same"
import SwiftUI
import UIKit

func == (left: UIColor?, right: UIColor?) -> Bool {
    let left = left ?? .clear
    let right = right ?? .clear
    return left == right
}

#Preview {
    let start = Date(timeIntervalSince1970: 0)
    Text(start == Date(timeIntervalSince1970: 0) ? "same" : "different")
}
