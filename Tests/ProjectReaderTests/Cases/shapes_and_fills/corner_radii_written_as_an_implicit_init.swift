// `UnevenRoundedRectangle(cornerRadii:)` takes a `RectangleCornerRadii`, which may be written as an
// implicit member of the parameter's type, `.init(topLeading:…)` (SE-0287: an implicit member
// expression names a member of the contextual type, initializers included). The shape takes the
// size it is offered, the frame's 120 × 44; nothing is approximated.
// source: Apple, "UnevenRoundedRectangle" (`init(cornerRadii:style:)`), "RectangleCornerRadii"
// source: (`init(topLeading:bottomLeading:bottomTrailing:topTrailing:)`); SE-0287; the frame is 120 × 44.
// expect: no diagnostic
// expect: UnevenRoundedRectangle.size == 120×44
import SwiftUI

struct RangeCap: View {
    var roundsLeft = true

    var body: some View {
        UnevenRoundedRectangle(
            cornerRadii: .init(
                topLeading: roundsLeft ? 12 : 0,
                bottomLeading: roundsLeft ? 12 : 0,
                bottomTrailing: 0,
                topTrailing: 0
            )
        )
        .fill(.indigo)
        .frame(width: 120, height: 44)
    }
}

#Preview { RangeCap() }
