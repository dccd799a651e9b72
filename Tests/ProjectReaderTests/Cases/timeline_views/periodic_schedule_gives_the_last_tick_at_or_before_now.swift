// `TimelineView(.periodic(from:by:))` draws its first update: the content gets the schedule's
// entry current at now, the last tick at or before it, not now itself. Reading the date reads
// the fixed now (`fixedNow`); the view is modelled, not approximated.
// source: OpenSwiftUI `PeriodicTimelineSchedule.entries(from:mode:)` (audited against SwiftUI
// source: 6.5.4): first entry = now − (now − start).truncatingRemainder(dividingBy: interval).
// source: Start 25 s before now, every 10 s: 25 mod 10 = 5, so the date is now − 5 → width 5.
// expect: Color.width == 5
// expect: warning [fixedNow]
// expect: no warning [approximatedView]
import SwiftUI

struct Ticker: View {
    let start = Date(timeIntervalSince1970: 1_704_067_200 - 25)

    var body: some View {
        TimelineView(.periodic(from: start, by: 10)) { context in
            Color.red.frame(width: CGFloat(1_704_067_200 - context.date.timeIntervalSince1970), height: 10)
        }
    }
}

#Preview { Ticker() }
