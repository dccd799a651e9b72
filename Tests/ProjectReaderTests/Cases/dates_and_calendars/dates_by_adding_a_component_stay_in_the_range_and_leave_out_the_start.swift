// `Calendar.dates(byAdding:value:startingAt:in:)` gives the start plus one, two, … times the
// value of the component while the date is in the range: the start itself is not one of them.
// source: Swift Foundation proposal SF-0001 "Calendar Sequence Enumeration" (a scaled amount of
// source: the component added to the start; the sequence ends at the first date outside the range).
// source: swiftc 6 with Foundation, UTC, start 2024-01-01 and the range start..<start + 3 days:
// source: by one day 2 dates (Jan 2, Jan 3), by two days 1 (Jan 3), by -12 hours from the end
// source: 6 (3 days × 2 half days, Jan 3 12:00 down to Jan 1 00:00).
// expect: no error
// expect: Text.text == "2 1 6"
import SwiftUI

struct DayCounts: View {
    let calendar = Calendar(identifier: .gregorian)
    let start = Date(timeIntervalSince1970: 1_704_067_200)

    var body: some View {
        let end = calendar.date(byAdding: .day, value: 3, to: start)!
        let daily = Array(calendar.dates(byAdding: .day, startingAt: start, in: start..<end))
        let everyOther = Array(calendar.dates(byAdding: .day, value: 2, startingAt: start, in: start..<end))
        let halfDaysBack = Array(calendar.dates(byAdding: .hour, value: -12, startingAt: end, in: start..<end))
        Text("\(daily.count) \(everyOther.count) \(halfDaysBack.count)")
    }
}

#Preview {
    DayCounts()
}
