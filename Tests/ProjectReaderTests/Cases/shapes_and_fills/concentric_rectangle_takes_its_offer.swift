// iOS 26's `ConcentricRectangle` is a shape: it takes the size it is offered, 100 × 60 and
// 80 × 40 here, whatever its corners. A fixed corner style draws that radius exactly; a concentric
// one follows a container's corner radius LayoutLens does not know, so it is drawn with its
// minimum (25) and warns once.
// source: Apple, `ConcentricRectangle` ("A shape whose corners you configure … concentric relative
// source: to a container shape's corners"), `Edge.Corner.Style.concentric(minimum:)`.
// expect: no error
// expect: any("ConcentricRectangle")[0].size == 100×60
// expect: any("ConcentricRectangle")[1].size == 80×40
// expect: 1 × warning [approximatedView] "ConcentricRectangle" "minimum radius (25 points)"
import SwiftUI
#Preview {
    VStack {
        ConcentricRectangle(corners: .concentric(minimum: 25), isUniform: true)
            .frame(width: 100, height: 60)
        ConcentricRectangle(corners: .fixed(12))
            .frame(width: 80, height: 40)
    }
}
