// A `switch` on a property declared with another module's enum, whose getter returns an
// implicitly unwrapped optional that holds it (a generated mock: `var visibility: Visibility {
// underlyingVisibility }` with `var underlyingVisibility: Visibility!`), switches over the
// unwrapped value, as Swift force-unwraps an IUO where its declared type is expected: the case a
// switch on another module's value takes, its first, reported as assumed. No case spells the
// optional (`.none`, `nil`), as none does in a switch over a non-optional type.
// source: The Swift Programming Language, "Implicitly Unwrapped Optionals".
// source: the first case gives 10; the frame is 10 wide.
// expect: no error
// expect: warning "its first case"
// expect: frame.width == 10
import SwiftUI
import RemoteSDK

final class RoomMock {
    var visibility: Visibility {
        get { return underlyingVisibility }
        set(value) { underlyingVisibility = value }
    }
    var underlyingVisibility: Visibility!
}

struct VisibilityBadge: View {
    var width: CGFloat {
        let room = RoomMock()
        room.visibility = .shared
        return switch room.visibility {
        case .joined, .invited: 10
        case .shared: 30
        case .custom: 5
        }
    }
    var body: some View { Color.red.frame(width: width, height: 10) }
}
#Preview { VisibilityBadge() }
