// A file without a preview whose view is generic over a model (`struct RatingBar<Source>: View
// where Source: RatingSource`): Swift makes a `RatingBar` only with `Source` bound to a concrete
// type conforming to `RatingSource`, so the implicit preview passes a value of the module's
// conforming type, `FixedRating`, as it does for a property typed by the protocol itself. The
// bar's width is then that type's `score`, not another file's unknown value.
// source: The Swift Programming Language, "Generics" ("Type Constraints", "Generic Where Clauses").
// source: FixedRating's default score is 40 and its height 4 (the declarations below), so the
// source: frame is 40×4.
// expect: no error
// expect: frame.size == 40×4
import SwiftUI

protocol RatingSource {
    var score: CGFloat { get }
}

struct FixedRating: RatingSource {
    var score: CGFloat = 40
}

struct RatingBar<Source>: View where Source: RatingSource {
    let source: Source

    var body: some View {
        Color.orange.frame(width: source.score, height: 4)
    }
}
