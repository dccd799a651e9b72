// `#function` is the name of the declaration it is written in: a design system that names its
// colour assets after the computed property asking for them (`static var primary: Color {
// asset(#function) }`) gets "primary"; a method gives its full name with labels, a subscript
// its unlabelled parameter as `_:`, and a closure its enclosing declaration's name.
// source: The Swift Programming Language, "Expressions › Literal Expression": "#function — The
// source: name of the declaration in which it appears". swiftc 6.3.1 on Linux printed the same
// source: shapes: `white`, `m(a:_:)`, `sub`, `subscript(_:)` and `c()`.
// expect: no diagnostic
// expect: Text[0].text == "token_primary"
// expect: Text[1].text == "caption(a:_:)"
// expect: Text[2].text == "sub"
// expect: Text[3].text == "subscript(_:)"
// expect: Text[4].text == "closure()"
import SwiftUI

struct Tokens {
    static var primary: String { token(#function) }
    static func token(_ name: String) -> String { "token_" + name }
    func caption(a: Int, _ b: Int) -> String { #function }
    var sub: String { get { #function } }
    subscript(index: Int) -> String { #function }
    func closure() -> String {
        let name = { #function }
        return name()
    }
}

struct TokenList: View {
    var body: some View {
        VStack {
            Text(Tokens.primary)
            Text(Tokens().caption(a: 1, 2))
            Text(Tokens().sub)
            Text(Tokens()[1])
            Text(Tokens().closure())
        }
    }
}

#Preview { TokenList() }
