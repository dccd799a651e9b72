// A method of an `extension InsettableShape` applies to SwiftUI's own shapes: `Circle` and
// `Capsule` are insettable shapes, so `.ringed()` is the program's method there, not an unknown
// modifier ignored.
// source: Apple, "InsettableShape" — conforming types include Capsule, Circle, Ellipse,
// source: Rectangle and RoundedRectangle; a protocol extension's method is a member of every
// source: conforming type (the Swift book, "Protocol Extensions").
// source: each ringed shape is 20 × 20; the row is 20 + 8 (HStack's default spacing between two shapes) + 20 = 48.
// expect: no diagnostic
// expect: frame[*].width == [20, 20]
// expect: HStack.width == 48
import SwiftUI

extension InsettableShape {
    func ringed() -> some View { self.frame(width: 20, height: 20) }
}

struct RingedShapes: View {
    var body: some View {
        HStack {
            Circle().ringed()
            Capsule().ringed()
        }
    }
}
#Preview { RingedShapes() }
