// `Scroller(direction: .down) { … }` for `init(direction: Direction = .down, onLongPress: (() ->
// Void)? = nil, callback: @escaping () -> Void)`: SE-0286's forward scan skips a parameter with a
// default, even one of function type, when a later parameter without a default would otherwise
// have no argument, so the trailing closure is `callback`. The callback returns 30: the frame is
// 30 wide.
// source: SE-0286 (forward-scan matching of trailing closures: "if the parameter does not
// source: require an argument … and … there are more parameters that require an argument, skip it");
// source: checked with swiftc 6.3.
// expect: no error
// expect: frame.width == 30
import SwiftUI

enum Direction { case up, down }

struct Scroller: View {
    let direction: Direction
    let onLongPress: (() -> Void)?
    let callback: () -> CGFloat

    init(direction: Direction = .down, onLongPress: (() -> Void)? = nil, callback: @escaping () -> CGFloat) {
        self.direction = direction
        self.onLongPress = onLongPress
        self.callback = callback
    }

    var body: some View {
        Color.red.frame(width: callback(), height: 4)
    }
}

#Preview { Scroller(direction: .down) { 30 } }
