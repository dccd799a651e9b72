// Overloads told apart by their second parameter's type (`barWidth(_:_: CGFloat)`, `(_:_: Shade)`):
// a value of the program's enum held in a property (`shade: Shade`) is no `CGFloat`, so the
// `Shade` overload is called, not the first declared; a number still goes to the `CGFloat` one.
// source: The Swift Programming Language, "Functions" (overloads differ by parameter types) and
// source: "Type Casting" (a value converts only to a type it is); swiftc 6.3 type-checks both
// source: calls without SwiftUI. Widths by arithmetic: Shade → 20, CGFloat 30 → 30.
// expect: no error
// expect: Color[*].width == [20, 30]
import SwiftUI

enum Shade { case dark, light }

struct Ruler {
    func barWidth(_ name: String, _ size: CGFloat) -> CGFloat { size }
    func barWidth(_ name: String, _ shade: Shade) -> CGFloat { 20 }
}

struct Bars: View {
    let shade: Shade = .dark
    var body: some View {
        VStack {
            Color.red.frame(width: Ruler().barWidth("a", shade), height: 2)
            Color.red.frame(width: Ruler().barWidth("b", 30), height: 2)
        }
    }
}

#Preview { Bars() }
