// Two views of one matched-geometry id both shown: the source (`isSource` defaults to true) keeps
// its frame; the one written with `isSource: false` would take the source's frame on iOS. Here it
// keeps its own 40 × 10 frame, and a warning at its `isSource:` argument says so; the source gets
// none.
// source: Apple docs, "matchedGeometryEffect(id:in:properties:anchor:isSource:)" (`isSource`
// source: defaults to true; "Defines a group of views with synchronized geometry"); the frames are
// source: the file's 80 × 20 and 40 × 10.
// expect: no error
// expect: 1 × warning [approximatedView] line 24 "'matchedGeometryEffect'"
// expect: any("Color.orange").size == 80×20
// expect: any("Color.blue").size == 40×10
import SwiftUI

struct MatchedPair: View {
    @Namespace private var shared

    var body: some View {
        VStack(spacing: 0) {
            Color.orange.frame(width: 80, height: 20)
                .matchedGeometryEffect(id: "card", in: shared)
            Color.blue.frame(width: 40, height: 10)
                .matchedGeometryEffect(id: "card",
                                       in: shared,
                                       isSource: false)
        }
    }
}

#Preview(traits: .sizeThatFitsLayout) { MatchedPair() }
