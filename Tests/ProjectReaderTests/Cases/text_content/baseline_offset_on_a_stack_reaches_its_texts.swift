// `View.baselineOffset(_:)` sets the offset "for the text … in this view": every text in the stack
// is moved and grows by it, and the stack with them.
// source: Apple, `View.baselineOffset(_:)`: "Sets the vertical offset for the text relative to its
// source: baseline in this view"; `Text.baselineOffset(_:)`: "The bounds of the view expand to
// source: contain the moved text". Two texts 4 taller each: the stack is 2 × 4 = 8 taller.
// expect: no diagnostic
// expect: VStack[1].height == VStack[2].height + 8
// expect: Text[0].height == Text[2].height + 4
import SwiftUI

struct Captions: View {
    var body: some View {
        VStack(spacing: 0) {
            VStack(spacing: 0) {
                Text("One")
                Text("Two")
            }
            .baselineOffset(4)
            VStack(spacing: 0) {
                Text("One")
                Text("Two")
            }
        }
    }
}

#Preview { Captions() }
