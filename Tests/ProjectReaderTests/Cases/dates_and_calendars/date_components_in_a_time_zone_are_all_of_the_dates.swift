// `dateComponents(in:from:)` gives every component of a date in the time zone given (no set of
// components is passed): year, month and day are read from it, and a date made back from it with
// one component changed moves by that much.
// source: Apple, `Calendar.dateComponents(in:from:)`: "Returns all the date components of a
// source: date, as if in a given time zone (instead of the Calendar time zone)."
// source: 86 400 × 31 + 3 600 × 5 seconds after 1970-01-01 00:00 UTC is 1970-02-01 05:00 UTC;
// source: the hour set to 9 moves the date by 4 × 3 600 = 14 400 seconds.
// expect: no error
// expect: Text.text == "1970-2-1 14400"
import SwiftUI

struct MorningStamp: View {
    var body: some View {
        let calendar = Calendar(identifier: .gregorian)
        let date = Date(timeIntervalSince1970: 86_400 * 31 + 3_600 * 5)
        var parts = calendar.dateComponents(in: TimeZone(identifier: "UTC")!, from: date)
        parts.hour = 9
        let moved = calendar.date(from: parts)!
        return Text("\(parts.year!)-\(parts.month!)-\(parts.day!) \(Int(moved.timeIntervalSince1970 - date.timeIntervalSince1970))")
    }
}

#Preview {
    MorningStamp()
}
