// A generic view compares its own generic parameter with a type (`Trailing.self ==
// EmptyView.self`): the parameter is the type the instance was made with, `EmptyView` through
// the initializer constrained `where Trailing == EmptyView`, the closure's view through the other.
// source: The Swift Programming Language, "Generics" (a type parameter is replaced with an actual
// source: type each time the type is used) and "Metatype Type" (`T.self`); swiftc 6 prints
// source: "true false" for `Item.self == String.self` on `Box(item: "a")` and `Box(item: 1)`.
// source: padding widths: 50 (the colour) + 8 = 58 for the plain chip; 50 + 10 + 20 = 80 for
// source: the chip with a trailing view.
// expect: no warning
// expect: padding[*].width == [58, 80]
import SwiftUI

struct Chip<Trailing: View>: View {
    var trailing: Trailing

    init() where Trailing == EmptyView {
        trailing = EmptyView()
    }

    init(@ViewBuilder trailing: () -> Trailing) {
        self.trailing = trailing()
    }

    var body: some View {
        HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 10)
            trailing
        }
        .padding(.trailing, Trailing.self == EmptyView.self ? 8 : 20)
    }
}

#Preview {
    VStack {
        Chip()
        Chip { Color.blue.frame(width: 10, height: 10) }
    }
}
