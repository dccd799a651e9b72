// Two static methods of one type that differ only in their result: an unqualified call from
// another static member takes the one its contextual type names, as a call on the type does
// (`Palette.tone("a") as CGFloat`). A design system's `asset(_:)` returning a colour beside
// one returning a number is this shape.
// source: The Swift Programming Language, "Declarations › Function Declaration": overloads may
// source: differ in return type, chosen by the type the context expects; swiftc 6.3.1 on Linux
// source: printed 40.0 for `static var width: Double { tone("a") }` beside `tone(_:) -> String`.
// source: widths: the Double overload gives 40; frame width 40.
// expect: no diagnostic
// expect: Color.width == 40
import SwiftUI

enum Palette {
    static func tone(_ name: String) -> String { "tone-" + name }
    static func tone(_ name: String) -> CGFloat { 40 }
    static var width: CGFloat { tone("accent") }
}

struct Swatch: View {
    var body: some View {
        Color.orange.frame(width: Palette.width, height: 10)
    }
}

#Preview { Swatch() }
