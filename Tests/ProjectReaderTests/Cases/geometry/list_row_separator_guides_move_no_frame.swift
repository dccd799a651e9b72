// `.alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }` (iOS 16): only a `List` row's
// separator reads the guide; no stack aligns by it, so the row's views keep their frames.
// source: Apple, "listRowSeparatorLeading": "A guide marking the leading edge of a List row separator."
// source: HStack of a 30-wide colour, spacing 8 and a 20-wide colour: 30 + 8 + 20 = 58 wide.
// expect: no error
// expect: HStack.width == 58
import SwiftUI

struct Row: View {
    var body: some View {
        HStack(spacing: 8) {
            Color.red.frame(width: 30, height: 30)
            Color.blue.frame(width: 20, height: 20)
                .alignmentGuide(.listRowSeparatorLeading) { $0[.leading] }
                .alignmentGuide(.listRowSeparatorTrailing) { d in d[.trailing] }
        }
    }
}

#Preview { Row() }
