// `ProgressView(timerInterval:countsDown:)` shows progress through a range of dates at the
// preview's moment. A range from 30 seconds ago to 90 seconds ahead is 25 % through; counting up
// (`countsDown: false`) the bar is a quarter full, counting down (the default) it has emptied a
// quarter. A style drawing `fractionCompleted` as a bar 200 pt wide shows both.
// source: Apple, ProgressView init(timerInterval:countsDown:): "start is 30 seconds in the past and
// source: end is 90 seconds in the future … the progress view begins at 25 percent complete";
// source: countsDown "If true (the default), the view empties as time passes".
// source: 30 / (30 + 90) = 0.25 → 200 × 0.25 = 50 counting up; 200 × (1 − 0.25) = 150 counting down.
// expect: no error
// expect: warning [fixedNow]
// expect: Color[*].width == [50, 150]
import SwiftUI

struct SessionBarStyle: ProgressViewStyle {
    func makeBody(configuration: Configuration) -> some View {
        Color.orange
            .frame(width: 200 * (configuration.fractionCompleted ?? 0), height: 6)
    }
}

struct FocusSessionBars: View {
    let session = Date().addingTimeInterval(-30)...Date().addingTimeInterval(90)

    var body: some View {
        VStack(alignment: .leading, spacing: 8) {
            ProgressView(timerInterval: session, countsDown: false)
            ProgressView(timerInterval: session)
        }
        .progressViewStyle(SessionBarStyle())
    }
}

#Preview { FocusSessionBars() }
