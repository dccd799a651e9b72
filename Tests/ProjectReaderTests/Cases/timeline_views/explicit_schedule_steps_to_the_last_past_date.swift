// `TimelineView(.explicit(dates))`: SwiftUI makes the first date current, then steps to each
// next date that is not after now while a further date follows it.
// source: OpenSwiftUI `TimelineView.UpdateFilter.updateValue()` (`while nextTime <= now,
// source: let next = iterator.next()`) and `ExplicitTimelineSchedule` (the dates as given).
// source: Dates now − 30, now − 20, now + 10: now − 20 is not after now and now + 10 follows it,
// source: so the date is now − 20 → width 20; now + 10 is after now, so it stops there.
// expect: Color.width == 20
// expect: no warning [approximatedView]
import SwiftUI

struct Agenda: View {
    let now = 1_704_067_200.0

    var body: some View {
        TimelineView(.explicit([now - 30, now - 20, now + 10].map { Date(timeIntervalSince1970: $0) })) { context in
            Color.green.frame(width: CGFloat(now - context.date.timeIntervalSince1970), height: 10)
        }
    }
}

#Preview { Agenda() }
