// `alignment.horizontal` of an `Alignment` given to a custom stack, used as an `alignmentGuide`'s
// alignment: an alignment's two guides are its properties. The guide moves the second colour's
// leading edge 10 pt right of the first's (`d[.leading] - 10` → the view is placed 10 pt further
// right).
// source: a twenty-fourth sample (32 files of a book's sample code and video-series projects;
// source: 28 → 30 lay out); Apple, `Alignment.horizontal`, `alignmentGuide(_:computeValue:)`.
// expect: no error
// expect: frame.count == 2
// expect: frame[1].x - frame[0].x == 10
import SwiftUI
struct Column: View {
    var alignment: Alignment = .topLeading
    var body: some View {
        VStack(alignment: alignment.horizontal) {
            Color.red.frame(width: 50, height: 10)
            Color.blue.frame(width: 50, height: 10)
                .alignmentGuide(alignment.horizontal) { d in d[alignment.horizontal] - 10 }
        }
    }
}
#Preview { Column() }
