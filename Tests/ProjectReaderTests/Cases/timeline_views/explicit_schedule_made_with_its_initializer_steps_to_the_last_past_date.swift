// `ExplicitTimelineSchedule(_:)` made with its initializer is the schedule `.explicit(_:)` makes:
// SwiftUI steps from the first date while the next is not after now and one more follows it.
// source: Apple, ExplicitTimelineSchedule init(_ dates:); TimelineSchedule.explicit(_:).
// source: OpenSwiftUI `TimelineView` UpdateFilter (audited against SwiftUI 6.5.4): dates now − 50,
// source: now − 20, now + 40 → current steps from −50 to −20 and stops (no date follows +40) → width 20.
// expect: Color.width == 20
// expect: no warning [approximatedView]
import SwiftUI

struct ReminderBadge: View {
    let reminders = ExplicitTimelineSchedule([
        Date().addingTimeInterval(-50),
        Date().addingTimeInterval(-20),
        Date().addingTimeInterval(40),
    ])

    var body: some View {
        TimelineView(reminders) { context in
            Color.pink.frame(width: Date().timeIntervalSince(context.date), height: 8)
        }
    }
}

#Preview { ReminderBadge() }
