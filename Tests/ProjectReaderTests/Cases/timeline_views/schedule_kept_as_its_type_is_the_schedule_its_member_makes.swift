// A schedule kept in a property typed as SwiftUI's schedule type and made with that type's
// initializer, `PeriodicTimelineSchedule(from:by:)`, is the schedule `.periodic(from:by:)` makes:
// the content gets the last tick at or before now, and the view is modelled, not approximated.
// source: Apple, TimelineSchedule.periodic(from:by:) returns a PeriodicTimelineSchedule;
// source: PeriodicTimelineSchedule init(from: Date, by: TimeInterval).
// source: OpenSwiftUI `PeriodicTimelineSchedule.entries(from:mode:)`: now − (now − start) mod interval.
// source: Session started 90 s ago, ticking every 60 s: 90 mod 60 = 30 → the date is now − 30 → width 30.
// expect: Color.width == 30
// expect: no warning [approximatedView]
// expect: no diagnostic [standInValue]
import SwiftUI

struct SessionClock: View {
    let sessionStart = Date().addingTimeInterval(-90)

    var minuteTicks: PeriodicTimelineSchedule {
        PeriodicTimelineSchedule(from: sessionStart, by: 60)
    }

    var body: some View {
        TimelineView(minuteTicks) { context in
            Color.teal.frame(width: Date().timeIntervalSince(context.date), height: 10)
        }
    }
}

#Preview { SessionClock() }
