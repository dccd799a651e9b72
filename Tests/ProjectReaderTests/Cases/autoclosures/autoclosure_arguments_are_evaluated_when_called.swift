// An `@autoclosure` parameter takes an expression that Swift wraps in a closure: the function
// calls it, or never does. `width(true, 10 + 20)` calls it (30 wide); `width(false, …)` never
// evaluates the empty array's first element, so nothing traps (5 wide). A defaulted autoclosure
// (`border: @autoclosure () -> Color? = nil`) is a closure too, giving nil: no overlay.
// source: The Swift Programming Language, "Closures", "Autoclosures": "An autoclosure lets you
// delay evaluation, because the code inside isn't run until you call the closure."
// source: the file parses with swiftc 6 (`swiftc -parse`); a copy without SwiftUI runs with swiftc
// and prints 30 and 5.
// expect: no diagnostic
// expect: Color[*].width == [30, 5]
// expect: overlay.count == 0
import SwiftUI

func width(_ flag: Bool, _ value: @autoclosure () -> CGFloat) -> CGFloat { flag ? value() : 5 }

extension View {
    func bordered(_ border: @autoclosure () -> Color? = nil) -> some View {
        overlay(border())
    }
}

#Preview {
    VStack(spacing: 0) {
        Color.blue.frame(width: width(true, 10 + 20), height: 5)
        Color.blue.frame(width: width(false, [CGFloat]()[0]), height: 5).bordered()
    }
}
