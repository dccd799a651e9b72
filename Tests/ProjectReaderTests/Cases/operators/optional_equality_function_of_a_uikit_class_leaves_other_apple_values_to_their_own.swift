// A global `func == (left: UIColor?, right: UIColor?)` is one overload of `==`; two `Date`s
// compare with `Date`'s own `==` and two cases of the app's enum with the enum's (neither is a
// `UIColor`), so a screen comparing them beside such a function reads "same" for two equal dates
// and "idle" for its state, never calling the colours' function (which would compare its colours
// again).
// source: The Swift Programming Language, "Advanced Operators", "Operator Methods": an operator
// source: function is an overload for the types it declares; Apple, "Date" (`Equatable`);
// source: "Enumerations": an enum without associated values is `Equatable` automatically.
// expect: no error
// expect: Text[0].text == "same"
// expect: Text[1].text == "idle"
import SwiftUI
import UIKit

func == (left: UIColor?, right: UIColor?) -> Bool {
    let left = left ?? .clear
    let right = right ?? .clear
    return left == right
}

enum SyncState {
    case idle, loading
}

#Preview {
    let start = Date(timeIntervalSince1970: 0)
    let state = SyncState.idle
    VStack {
        Text(start == Date(timeIntervalSince1970: 0) ? "same" : "different")
        Text(state == .loading ? "loading" : "idle")
    }
}
