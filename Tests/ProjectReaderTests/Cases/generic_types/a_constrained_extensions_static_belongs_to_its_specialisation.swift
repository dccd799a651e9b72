// Two constrained extensions of one generic type each declare a static `width` and a private
// helper of the same name: each belongs to its own specialisation. The metatype's generic
// arguments pick one, written (`Themed<Badge>.width`), through a protocol extension's
// `static var themed: Themed<Self>.Type` (`Banner.themed.width`), and inside a member of the
// extension from its requirement (the unqualified `measure(_:)` is its own extension's). A
// design system's `.clLogUI` / `.kf`-style namespace over `UIImage` and `Image` is this shape.
// source: The Swift Programming Language, "Generics", "Extensions with a Generic Where Clause";
// source: swiftc 6.3.1 on Linux printed "30.0 30.0 80.0" for the same declarations with
// source: `print(Themed<Badge>.width, Badge.themed.width, Banner.themed.width)`.
// source: widths: Badge's measure(10) = 10 × 3 = 30; Banner's = 10 × 5 + Themed<Badge>.width = 80.
// expect: no warning
// expect: Color[*].width == [30, 30, 80]
import SwiftUI

struct Themed<Base> {
    let base: Base
}

protocol ThemeSupporting {}

extension ThemeSupporting {
    static var themed: Themed<Self>.Type { Themed<Self>.self }
}

struct Badge: ThemeSupporting {}
struct Banner: ThemeSupporting {}

extension Themed where Base == Badge {
    static var width: CGFloat { measure(10) }
    private static func measure(_ unit: CGFloat) -> CGFloat { unit * 3 }
}

extension Themed where Base == Banner {
    static var width: CGFloat { measure(10) }
    private static func measure(_ unit: CGFloat) -> CGFloat { unit * 5 + Themed<Badge>.width }
}

struct ThemedRow: View {
    var body: some View {
        VStack {
            Color.red.frame(width: Themed<Badge>.width, height: 10)
            Color.blue.frame(width: Badge.themed.width, height: 10)
            Color.green.frame(width: Banner.themed.width, height: 10)
        }
    }
}

#Preview { ThemedRow() }
