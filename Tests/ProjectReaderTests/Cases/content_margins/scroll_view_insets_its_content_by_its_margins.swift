// `.contentMargins(edges, length)` on a `ScrollView` insets its content on those edges, added to
// what it already insets; a second `contentMargins` names other edges and keeps the first's.
// source: Apple, `contentMargins(_:_:for:)`: "the scroll view will automatically inset its content
// by the safe area plus an additional 20 points on the leading and trailing edge".
// source: the default device canvas is 393 wide: the colour is proposed 393 − 20 − 20 = 353 and
// placed 20 from the leading edge, 8 below the top.
// expect: no diagnostic
// expect: Color.frame == (20, 8, 353, 50)
// expect: ScrollView.width == 393
import SwiftUI

struct Margins: View {
    var body: some View {
        ScrollView {
            Color.red.frame(height: 50)
        }
        .contentMargins(.horizontal, 20)
        .contentMargins(.top, 8)
    }
}

#Preview { Margins() }
