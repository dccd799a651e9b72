// A date-range `ProgressView` is determinate, so in the automatic style on iOS it is the linear
// bar a `ProgressView(value:)` is: as wide as offered, its label stacked above it with the
// default spacing, leading-aligned. Its `currentValueLabel` is kept for a style's configuration
// and not drawn by the built-in bar, as for `ProgressView(value:)`.
// source: Apple, ProgressView init(timerInterval:countsDown:label:currentValueLabel:): "a progress
// source: view for showing continuous progress as time passes, with descriptive and current progress labels".
// source: bar 4 pt tall (ProgressLeaf.barHeight, unverified); 393 pt screen minus 2 × 16 padding = 361.
// expect: no error
// expect: ProgressBar.width == 361
// expect: ProgressBar.y > Text.y
// expect: Text.x == 16
// expect: Text.count == 1
import SwiftUI

struct BrewTimerRow: View {
    let brew = Date()...Date().addingTimeInterval(240)

    var body: some View {
        ProgressView(timerInterval: brew, countsDown: false) {
            Text("Brewing")
        } currentValueLabel: {
            Text("4 min")
        }
        .padding(16)
    }
}

#Preview { BrewTimerRow() }
