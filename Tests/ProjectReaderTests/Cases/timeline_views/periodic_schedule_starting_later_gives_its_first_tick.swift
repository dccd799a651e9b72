// A periodic schedule whose start is after now: the remainder is negative (truncating), so the
// first entry is the lattice tick just after now, and the content gets that date.
// source: OpenSwiftUI `PeriodicTimelineSchedule.entries(from:mode:)`: now − (now − start)
// source: .truncatingRemainder(dividingBy: interval); start = now + 12, interval 5:
// source: (−12).truncatingRemainder(dividingBy: 5) = −2, so the date is now + 2 → width 2.
// expect: Color.width == 2
// expect: no warning [approximatedView]
import SwiftUI

struct Countdown: View {
    var body: some View {
        TimelineView(.periodic(from: Date(timeIntervalSince1970: 1_704_067_212), by: 5)) { context in
            Color.blue.frame(width: CGFloat(context.date.timeIntervalSince1970 - 1_704_067_200), height: 10)
        }
    }
}

#Preview { Countdown() }
