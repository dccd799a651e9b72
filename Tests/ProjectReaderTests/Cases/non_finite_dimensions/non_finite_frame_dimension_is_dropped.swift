// A segment width of `width / CGFloat(options.count)` with no options is infinite. SwiftUI drops
// a negative or non-finite frame dimension with a runtime warning ("Invalid frame dimension
// (negative or non-finite).") and lays the frame out as if it were not given: the colour takes
// the 200 offered, and the given height of 28 stays.
// source: a fourteenth sample of public view files (30 files of 3 app repositories);
// source: reference/swiftui-layout-facts.md B5, from OpenSwiftUI's `_FrameLayout`.
// expect: no error
// expect: warning [droppedFrameDimension]
// expect: Color.size == 200×28
import SwiftUI
struct Segments: View {
    var options: [String]
    var body: some View {
        GeometryReader { reader in
            let itemWidth = reader.size.width / CGFloat(options.count)
            Color.blue.frame(width: itemWidth - 4, height: 28)
        }
    }
}
#Preview(traits: .fixedLayout(width: 200, height: 100)) { Segments(options: []) }
