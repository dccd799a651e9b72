// `calendar.dateComponents(_:from:to:)` is the difference between two dates (Apple docs,
// "dateComponents(_:from:to:)": "Returns the difference between two dates"), not the fields of
// the first: each component asked for, largest first, is the most whole units that fit, a month
// counted as `date(byAdding: .month, …)` adds one, and a later start makes every count negative.
// source: Foundation with swiftc 6.3 (swift-corelibs-foundation, Gregorian in UTC) prints these for the same dates.
// source: 2024-01-31 is 1_704_067_200 + 30 × 86_400 = 1_706_659_200 s; 2024-03-01 is 1_706_659_200 + 30 × 86_400 = 1_709_251_200.
// source: January 31st plus one month is February 29th (the month's last day), 29 days before March 1st: 1 month 1 day.
// source: 10:00 on January 31st to 09:00 on March 1st is 30 days less an hour: 29 days, or 30 × 24 − 1 = 719 hours.
// source: February 29th 2024 is 1_709_251_200 − 86_400 = 1_709_164_800 s: exactly one month after January 31st, 0 days left.
// expect: no error
// expect: Text[*].text == ["1 month 1 day", "29 days", "719 hours", "1 month 0 days", "-30 days"]
import SwiftUI

struct StreakSummary: View {
    let calendar = Calendar.current
    let start = Date(timeIntervalSince1970: 1_706_659_200)
    let end = Date(timeIntervalSince1970: 1_709_251_200)

    var body: some View {
        let span = calendar.dateComponents([.month, .day], from: start, to: end)
        let morning = start.addingTimeInterval(10 * 3_600)
        let earlier = end.addingTimeInterval(9 * 3_600)
        let leapDay = calendar.dateComponents([.month, .day], from: start, to: Date(timeIntervalSince1970: 1_709_164_800))
        VStack {
            Text("\(span.month ?? -1) month \(span.day ?? -1) day")
            Text("\(calendar.dateComponents([.day], from: morning, to: earlier).day ?? -1) days")
            Text("\(calendar.dateComponents([.hour], from: morning, to: earlier).hour ?? -1) hours")
            Text("\(leapDay.month ?? -1) month \(leapDay.day ?? -1) days")
            Text("\(calendar.dateComponents([.day], from: end, to: start).day ?? -1) days")
        }
    }
}

#Preview {
    StreakSummary()
}
