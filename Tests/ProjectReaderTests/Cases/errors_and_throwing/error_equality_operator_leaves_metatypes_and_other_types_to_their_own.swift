// A global `==` on `Error` compares metatypes with `type(of:)` and numbers inside; an
// `Equatable`-and-`Error` extension hands its operands to it as `any Error`. Swift compares the
// metatypes and the `Int`s with the standard library's `==`, `Tab`'s cases with the enum's own
// (the extension's `where Self: Error` leaves `Int` and `Tab` out), so nothing re-enters.
// source: swiftc 6 runs the same declarations and prints "true false", "false", "true false";
// source: an optional `Int` compared with 3 is the standard library's `==` for optionals (true).
// expect: no error
// expect: Text[0].text == "same"
// expect: Text[1].text == "different"
// expect: Text[2].text == "different"
// expect: Text[3].text == "same"
// expect: Text[4].text == "different"
// expect: Text[5].text == "same"
import SwiftUI
struct Failure: Error, Equatable { let code: Int }
struct Other: Error {}
enum Tab { case home, settings }

func == (lhs: Error, rhs: Error) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    let a = lhs as NSError
    let b = rhs as NSError
    return a.code == b.code && String(describing: lhs) == String(describing: rhs)
}
extension Equatable where Self: Error {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs as Error == rhs as Error }
}
struct Comparisons: View {
    var body: some View {
        VStack {
            Text(Failure(code: 1) == Failure(code: 1) ? "same" : "different")
            Text(Failure(code: 1) == Failure(code: 2) ? "same" : "different")
            Text(Failure(code: 1) as Error == Other() as Error ? "same" : "different")
            Text(Tab.home == Tab.home ? "same" : "different")
            Text(Tab.home == Tab.settings ? "same" : "different")
            Text(Int?(3) == 3 ? "same" : "different")
        }
    }
}
#Preview { Comparisons() }
