// Three overloads of an extension's modifier take one unlabelled argument: `EdgeInsets`, an
// `Edge.Set` with a defaulted length, and a `CGFloat`. A number literal becomes none of
// `EdgeInsets` or `Edge.Set` (neither adopts `ExpressibleByIntegerLiteral`; an option set takes
// an array literal), so `.spaced(5)` is the `CGFloat` overload: padding 2 × 5 = 10 on each side of
// a 10 × 10 colour, 10 + 2 × 10 = 30 high; `.spaced(.top, 5)` pads the top only, 10 + 10 = 20.
// source: The Swift Programming Language, "Literal Expressions" (a literal takes a type adopting
// source: its ExpressibleBy…Literal protocol); swiftc 6 picks the Double overload for the same shapes
// source: written with the program's own struct, option set and Double ("length edges insets").
// expect: no error
// expect: padding[*].height == [30, 20, 14]
import SwiftUI

extension View {
    func spaced(_ insets: EdgeInsets) -> some View {
        padding(EdgeInsets(top: insets.top * 2, leading: insets.leading * 2, bottom: insets.bottom * 2, trailing: insets.trailing * 2))
    }
    func spaced(_ edges: Edge.Set = .all, _ length: CGFloat? = nil) -> some View {
        padding(edges, length.map { $0 * 2 })
    }
    func spaced(_ length: CGFloat) -> some View {
        padding(length * 2)
    }
}

struct Tiles: View {
    var body: some View {
        VStack(spacing: 0) {
            Color.red.frame(width: 10, height: 10).spaced(5)
            Color.red.frame(width: 10, height: 10).spaced(.top, 5)
            Color.red.frame(width: 10, height: 10).spaced(EdgeInsets(top: 1, leading: 1, bottom: 1, trailing: 1))
        }
    }
}

#Preview { Tiles() }
