// `.init()` where SwiftUI expects an `Axis.Set` or an `Edge.Set` is that option set's `init()`,
// the empty set (Swift standard library, "OptionSet": "Creates an empty option set"): a scroll
// view given `.init()` scrolls along no axis, as one given `[]` does (both 50 × 30, their
// content's size), and `.padding(.init(), 10)` pads no edge, so the colour keeps its whole
// 100 × 20 frame (padding all edges would leave 80 × 0).
// source: Swift standard library, "OptionSet" (`init()`); Apple docs, "Axis.Set" and "Edge.Set"
// source: (option sets); "padding(_:_:)" pads only the edges in the set.
// expect: no diagnostic
// expect: ScrollView[*].size == [50×30, 50×30]
// expect: Color[2].size == 100×20
import SwiftUI

#Preview {
    VStack {
        ScrollView(.init()) { Color.red.frame(width: 50, height: 30) }
        ScrollView([]) { Color.green.frame(width: 50, height: 30) }
        Color.blue
            .padding(.init(), 10)
            .frame(width: 100, height: 20)
    }
}
