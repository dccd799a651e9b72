// `for: .scrollIndicators` insets only the scroll indicators, which are drawn over the content:
// the content keeps the whole width.
// source: Apple, `ContentMarginPlacement.scrollIndicators`: "Scrollable views like `ScrollView`
// will use this placement to inset their scroll indicators, but not their content".
// source: the colour spans the 393-pt canvas from x 0.
// expect: no diagnostic
// expect: Color.frame == (0, 0, 393, 40)
import SwiftUI

struct Indicators: View {
    var body: some View {
        ScrollView {
            Color.blue.frame(height: 40)
        }
        .contentMargins(.horizontal, 30, for: .scrollIndicators)
    }
}

#Preview { Indicators() }
