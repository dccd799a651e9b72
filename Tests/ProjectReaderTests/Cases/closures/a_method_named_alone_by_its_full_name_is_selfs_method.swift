// A method named alone by its full name (`widthFor(count:)`), passed as a function argument, is
// `self`'s method: no `self.` is needed inside the type, and the argument labels pick the
// overload (`widthFor(count:)`, not `widthFor(rows:)`). `apply` calls it with 3.
// source: The Swift Programming Language, "Expressions" ("Explicit Member Expression": a
// source: function's full name with its argument labels); swiftc 6 compiles and runs the same
// source: declarations; NeoMusic's colour picker (`$hex.onChanged(userChangedHex(to:))`).
// source: width 3 × 10 = 30 (the `count:` overload; `rows:` would give 3 × 20 = 60).
// expect: no warning
// expect: Color.size == 30×10
import SwiftUI

struct Ruler: View {
    var body: some View {
        Color.blue.frame(width: apply(widthFor(count:)), height: 10)
    }

    func apply(_ measure: (Int) -> CGFloat) -> CGFloat { measure(3) }
    func widthFor(count: Int) -> CGFloat { CGFloat(count) * 10 }
    func widthFor(rows: Int) -> CGFloat { CGFloat(rows) * 20 }
}

#Preview {
    Ruler()
}
