// A `typealias Size = CGFloat` nested in an extension of the app's theme is another name for
// `CGFloat`, inside the type and written qualified outside it: a literal written where a `Size`
// is expected is a `CGFloat` literal, so `7 / 2` divides as `CGFloat` does.
// source: The Swift Programming Language, "Type Alias Declaration" (an alias "doesn't declare a
// source: new type"; it is another name for an existing type) and "Integer and Floating-Point
// source: Conversion" (a literal takes the type its context expects).
// source: CGFloat: 7 / 2 = 3.5 (Int division would give 3); 9 / 2 = 4.5 (Int: 4).
// expect: no diagnostic
// expect: Color[0].size == 3.5×10
// expect: Color[1].size == 4.5×10
import SwiftUI

enum Theme {}

extension Theme {
    typealias Size = CGFloat
    static let halfSeven: Size = 7 / 2
}

struct Swatches: View {
    var body: some View {
        let halfNine: Theme.Size = 9 / 2
        VStack(spacing: 0) {
            Color.red.frame(width: Theme.halfSeven, height: 10)
            Color.blue.frame(width: halfNine, height: 10)
        }
    }
}

#Preview { Swatches() }
