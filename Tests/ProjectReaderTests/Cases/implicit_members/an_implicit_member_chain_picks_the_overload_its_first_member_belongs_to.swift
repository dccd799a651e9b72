// Overloads told apart by a parameter's type (`dsTextStyle(_:_: CGFloat)`, `(_:_: Shade)`,
// `(_:_: Color)`): an implicit member chain (`.white.opacity(0.8)`, SE-0287) starts with a member
// of the parameter's type, so `.white…` is `Color`'s and picks the `Color` overload, as `.dark`
// picks `Shade`'s and `10` the `CGFloat` one.
// source: SE-0287 "Extend implicit member syntax to cover chains of member references" (the
// source: chain's first member is looked up in the contextual type); swiftc 6.3 type-checks the
// source: same calls without SwiftUI. Widths by arithmetic: Color → 30, Shade → 20, CGFloat → 10.
// expect: no error
// expect: no warning
// expect: Color[*].width == [30, 20, 10]
import SwiftUI

enum Shade { case dark, light }

struct Caption: View {
    var width: CGFloat = 0
    var body: some View { Color.red.frame(width: width, height: 2) }

    func dsTextStyle(_ name: String, _ size: CGFloat) -> Caption { Caption(width: size) }
    func dsTextStyle(_ name: String, _ shade: Shade) -> Caption { Caption(width: 20) }
    func dsTextStyle(_ name: String, _ color: Color) -> Caption { Caption(width: 30) }
}

#Preview {
    VStack {
        Caption().dsTextStyle("a", .white.opacity(0.8))
        Caption().dsTextStyle("b", .dark)
        Caption().dsTextStyle("c", 10)
    }
}
