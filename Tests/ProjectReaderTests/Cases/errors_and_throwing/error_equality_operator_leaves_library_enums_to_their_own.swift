// A global `==` on `Error` beside a comparison of SwiftUI's `UserInterfaceSizeClass`: the size
// class is no `Error` (it adopts `Hashable`, `Sendable` only), so Swift compares it with its own
// `==`, never with the program's operator (whose body would ask a size class for `NSError`'s
// `domain`). The preview device is an iPhone in portrait, whose horizontal size class is compact.
// source: Apple, "UserInterfaceSizeClass" (conforms to Equatable, Hashable, Sendable); swiftc 6
// source: runs a global `func == (lhs: Error, rhs: Error)` beside `enum Size { case a, b }` and
// source: compares `Size.a == .a` with the enum's own `==` (true).
// source: Apple Human Interface Guidelines, "Layout", device size classes: iPhone portrait is compact width.
// expect: no error
// expect: Text.text == "compact"
import SwiftUI

func == (lhs: Error, rhs: Error) -> Bool {
    guard type(of: lhs) == type(of: rhs) else { return false }
    let a = lhs as NSError
    let b = rhs as NSError
    return a.domain == b.domain && a.code == b.code
}
extension Equatable where Self: Error {
    static func == (lhs: Self, rhs: Self) -> Bool { lhs as Error == rhs as Error }
}
struct SizeLabel: View {
    @Environment(\.horizontalSizeClass) private var horizontalSizeClass
    var body: some View {
        if horizontalSizeClass == .compact {
            Text("compact")
        } else {
            Text("regular")
        }
    }
}
#Preview { SizeLabel() }
