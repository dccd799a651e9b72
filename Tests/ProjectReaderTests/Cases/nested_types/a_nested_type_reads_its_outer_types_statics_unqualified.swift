// A view nested in an extension of another type (`extension Settings { struct Option: View }`)
// reads the outer type's static members unqualified: `.font(headline)`, `spacing:` and a
// `static func` call. Swift's unqualified lookup goes on from a nested type to the types around
// it, so these are `Settings`'s, not another file's names.
// source: The Swift Programming Language, "Nested Types"; swiftc 6 compiles and runs a nested type
// source: reading and calling its outer type's `static var`, `static let` and `static func`
// source: unqualified (printing "xH2.0L H" for the same shape).
// source: the stack's spacing 30 (the outer static) and a colour 10 pt tall from the outer
// source: static function: two colours 10 pt tall, 30 apart, the second at 10 + 30 = 40 below the first's top.
// expect: no warning
// expect: Color[*].height == [10, 10]
// expect: Color[1].y - Color[0].y == 40
import SwiftUI

struct Settings {
    static var headline: Font { .headline }
    static let spacing: CGFloat = 30
    static func rowHeight() -> CGFloat { 10 }
}

extension Settings {
    struct Option: View {
        var body: some View {
            VStack(spacing: spacing) {
                Color.red.frame(width: 10, height: rowHeight())
                Color.blue.frame(width: 10, height: rowHeight())
                Text("Title").font(headline)
            }
        }
    }
}

#Preview {
    Settings.Option()
}
