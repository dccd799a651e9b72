// A calendar given the UTC time zone (`TimeZone(secondsFromGMT: 0)!`) finds the next midnight with
// `nextDate(after:matching:matchingPolicy:)`; LayoutLens computes every date in UTC.
// source: Apple, "Calendar.nextDate(after:matching:matchingPolicy:repeatedTimePolicy:direction:)"
// source: and "TimeZone.init(secondsFromGMT:)". 2024-01-01 06:00 UTC is 18 h = 64 800 s before
// source: the next midnight; 64 800 / 600 = 108.
// expect: no error
// expect: no warning
// expect: Color.width == 108
import SwiftUI

func secondsUntilMidnight(now: Date) -> TimeInterval {
    var calendar = Calendar.current
    calendar.timeZone = TimeZone(secondsFromGMT: 0)!
    let next = calendar.nextDate(after: now, matching: DateComponents(hour: 0, minute: 0), matchingPolicy: .nextTimePreservingSmallerComponents)!
    return next.timeIntervalSince(now)
}

struct Countdown: View {
    var body: some View {
        Color.red.frame(width: secondsUntilMidnight(now: Date(timeIntervalSince1970: 1_704_067_200 + 6 * 3_600)) / 600, height: 10)
    }
}

#Preview { Countdown() }
