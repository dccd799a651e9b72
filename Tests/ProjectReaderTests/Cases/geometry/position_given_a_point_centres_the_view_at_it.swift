// `position(_:)` given a `CGPoint` places the view's centre at that point of the space its parent
// offers, exactly as `position(x:y:)` does: a 20 × 20 square at (100, 50) has its top-left corner
// at (90, 40); one at `CGPoint(x: 30, y: 40)` at (20, 30).
// source: Apple docs, `View.position(_:)` ("Positions the center of this view at the specified
// source: point in its parent's coordinate space"); 100 − 20 / 2 = 90, 50 − 10 = 40, 30 − 10 = 20,
// source: 40 − 10 = 30.
// expect: no diagnostic
// expect: Color[0].origin == (90, 40)
// expect: Color[1].origin == (20, 30)
import SwiftUI

#Preview {
    let centre = CGPoint(x: 100, y: 50)
    return ZStack {
        Color.red
            .frame(width: 20, height: 20)
            .position(centre)
        Color.blue
            .frame(width: 20, height: 20)
            .position(CGPoint(x: 30, y: 40))
    }
}
