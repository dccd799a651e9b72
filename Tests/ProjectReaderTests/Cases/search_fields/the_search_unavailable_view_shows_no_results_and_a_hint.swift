// `ContentUnavailableView.search` is SwiftUI's own view for a search with no results, not a
// member of another file: it shows "No Results" and the hint to check the spelling; with
// `search(text:)` the title names the query. Each fills the space it is offered: the full width,
// and half of the column's height once the stack's spacing is taken.
// source: Apple docs, `ContentUnavailableView.search` and `search(text:)` ("conveys a search
// source: state"); the strings are iOS 17's English ones (unverified, docs/engine.md). 393 is the
// source: default device's width in points (docs/swiftui-subset.md, 393 × 852); the safe area
// source: leaves 759 high, the VStack's default spacing is 8: (759 − 8) / 2 = 375.5 each.
// expect: no warning
// expect: frame[0].width == 393
// expect: frame[1].height == 375.5
// expect: Text[*].text contains "No Results"
// expect: Text[*].text contains "Check the spelling or try a new search."
// expect: Text[*].text contains "No Results for “tea”"
import SwiftUI

#Preview {
    VStack {
        ContentUnavailableView.search
        ContentUnavailableView.search(text: "tea")
    }
}
