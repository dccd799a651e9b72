// A module's `typealias Grid = CGFloat` hides SwiftUI's `Grid` in the module's files, so
// `extension Grid` adds its statics to `CGFloat` and `.medium3` where a `CGFloat` is expected
// finds them: a module's own top-level declarations shadow imported ones.
// source: The Swift Programming Language, "Type Alias Declaration" (an alias is another name
// source: for an existing type) and "Extensions"; swiftc 6.3 on Linux, `typealias Data = Double`
// source: beside Foundation's `Data`, `extension Data { static let medium3 = unit * 4 }`, prints
// source: `Double.medium3` as 16.0.
// source: unit = 4, medium3 = unit × 4 = 16, small2 = unit × 2 = 8; the padding is 8 + 16 + 8 = 32 wide.
// expect: no diagnostic
// expect: Color.size == 16×16
// expect: padding.width == 32
import SwiftUI

typealias Grid = CGFloat

extension Grid {
    fileprivate static let unit: Self = 4
}

extension Grid {
    static let medium3 = unit * 4
    static let small2 = unit * 2
}

struct Swatch: View {
    var body: some View {
        Color.red
            .frame(width: .medium3, height: .medium3)
            .padding(.horizontal, .small2)
    }
}

#Preview { Swatch() }
