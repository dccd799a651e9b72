// A schedule the program declares is not run: the content gets the preview's now, with a warning
// that says so.
// source: docs/swiftui-subset.md (TimelineView); the fixed now, 2024-01-01 00:00:00 UTC, is
// source: 1 704 067 200 s, a whole hour: seconds into the hour 0 → width 0 + 10 = 10.
// expect: Color.width == 10
// expect: warning [approximatedView] "TimelineView"
import SwiftUI

struct HourlySchedule: TimelineSchedule {
    func entries(from startDate: Date, mode: TimelineScheduleMode) -> [Date] {
        [startDate.addingTimeInterval(3600)]
    }
}

struct Hourly: View {
    var body: some View {
        TimelineView(HourlySchedule()) { context in
            Color.red.frame(width: CGFloat(Int(context.date.timeIntervalSince1970) % 3600 + 10), height: 10)
        }
    }
}

#Preview { Hourly() }
