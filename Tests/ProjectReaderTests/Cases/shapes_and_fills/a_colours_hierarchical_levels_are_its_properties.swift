// A shape style's levels are instance properties (iOS 17): `Color.red.secondary`, `.fill.tertiary`
// and `Color.blue.quaternary` are colours a background takes, not functions; a level only paints, so
// each background is its text's size.
// source: Apple, ShapeStyle.secondary ("Returns the second level of this shape style"), also
// source: tertiary, quaternary, quinary; the case measurer: each grapheme 0.5 em wide, so "ab" in
// source: the 17-pt body font is 2 × 8.5 = 17 wide.
// expect: no error
// expect: background[*].width == [17, 17, 17]
import SwiftUI

struct Levels: View {
    var body: some View {
        VStack {
            Text("ab").background(.red.secondary)
            Text("ab").background(.fill.tertiary)
            Text("ab").background(Color.blue.quaternary)
        }
    }
}

#Preview { Levels() }
