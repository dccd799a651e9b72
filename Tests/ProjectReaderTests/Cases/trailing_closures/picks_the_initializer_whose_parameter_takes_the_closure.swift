// Two initializers with the same labels, `init(_ data: [Int] = [])` and `init(_ data: () ->
// [Int])`: `Tally { [1, 2, 3] }` is the second. The forward scan skips the defaulted array
// parameter for an unlabelled trailing closure, which leaves the closure unmatched there, so only
// the initializer declaring a closure takes the call.
// source: SE-0286 "Forward-scan matching for trailing closures" (a parameter that does not
// source: structurally resemble a function type and has a default is skipped); swiftc 6 accepts
// source: the call and runs the second initializer.
// source: three values → 3 × 10 = 30 wide.
// expect: no diagnostic
// expect: frame.width == 30
import SwiftUI

final class Tally {
    var count: Int
    init(_ data: [Int] = []) { count = data.count }
    convenience init(_ data: () -> [Int]) { self.init(data()) }
}

struct TallyBar: View {
    let tally = Tally { [1, 2, 3] }
    var body: some View {
        Color.red.frame(width: CGFloat(tally.count) * 10, height: 10)
    }
}
#Preview { TallyBar() }
