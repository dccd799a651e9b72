// Content margins are set in the environment: set on a view above a `ScrollView`, they inset that
// scroll view's content; `contentMargins(length)` names every edge.
// source: Apple, `contentMargins(_:for:)`: "Configures the content margin for a provided
// placement"; `length`: "The amount of margins to add on all edges".
// source: 393 − 2 × 12 = 369 wide at (12, 12).
// expect: no diagnostic
// expect: Color.frame == (12, 12, 369, 40)
import SwiftUI

struct Outer: View {
    var body: some View {
        VStack {
            ScrollView {
                Color.blue.frame(height: 40)
            }
        }
        .contentMargins(12)
    }
}

#Preview { Outer() }
