// `.equatable()` wraps a view in an `EquatableView`, which only decides whether SwiftUI updates
// the body when the view compares equal; the body it lays out is the same, so the frame is too.
// source: Apple, "equatable()": "Prevents the view from updating its child view when its new
// source: value is the same as its old value." The 30 × 20 colour keeps its size.
// expect: no diagnostic
// expect: Color.width == 30
// expect: Color.height == 20
import SwiftUI

struct Badge: View, Equatable {
    let count: Int
    var body: some View { Color.red.frame(width: 30, height: 20) }
}

#Preview { Badge(count: 3).equatable() }
