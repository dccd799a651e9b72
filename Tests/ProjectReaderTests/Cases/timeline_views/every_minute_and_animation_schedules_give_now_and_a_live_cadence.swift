// `.everyMinute` gives the start of now's minute (the fixed now, 2024-01-01 00:00:00 UTC, is one),
// `.animation` and a paused `.animation(minimumInterval:paused:)` give now; every context's
// cadence is `.live` outside the always-on display.
// source: OpenSwiftUI `EveryMinuteTimelineSchedule.Entries` (the date itself when its seconds are
// source: zero), `AnimationTimelineSchedule` (entries from now; paused: none, so the date stays
// source: now) and `TimelineView` (`cadence: .live`). 1 704 067 200 = 19 723 days × 86 400, so
// source: seconds into the hour = 0: widths 0 + 10 = 10 for each; cadence `.live` → 30, else 40.
// expect: Color[*].width == [10, 10, 10, 30]
// expect: no warning [approximatedView]
// expect: no warning [assumedValue]
import SwiftUI

struct Clocks: View {
    var body: some View {
        VStack {
            TimelineView(.everyMinute) { context in
                Color.red.frame(width: CGFloat(Int(context.date.timeIntervalSince1970) % 3600 + 10), height: 10)
            }
            TimelineView(.animation) { context in
                Color.red.frame(width: CGFloat(Int(context.date.timeIntervalSince1970) % 3600 + 10), height: 10)
            }
            TimelineView(.animation(minimumInterval: 0.5, paused: true)) { context in
                Color.red.frame(width: CGFloat(Int(context.date.timeIntervalSince1970) % 3600 + 10), height: 10)
            }
            TimelineView(.animation) { context in
                Color.blue.frame(width: context.cadence == .live ? 30 : 40, height: 10)
            }
        }
    }
}

#Preview { Clocks() }
