// `padding(8, 16)`: `padding(_:_:)` takes an `Edge.Set` and then a length, so a number first is a
// type error, not a padding of 8 with the second number dropped.
// source: Apple docs, `padding(_:_:)` (`func padding(_ edges: Edge.Set = .all, _ length: CGFloat?
// source: = nil)`): the first argument must be an `Edge.Set`, and an integer literal is none
// source: (`Edge.Set` is an `OptionSet` of `Int8`, expressible by an array literal only).
// expect: 1 × error line 12 "Edge.Set"
import SwiftUI

struct Padded: View {
    var body: some View {
        Color.red.frame(width: 10, height: 10)
            .padding(8, 16)
    }
}

#Preview { Padded() }
