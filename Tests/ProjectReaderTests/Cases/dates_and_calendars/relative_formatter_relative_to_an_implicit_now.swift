// `localizedString(for:relativeTo: .now)`: both parameters are `Date`s, so `.now` is `Date.now`
// (the interpreter's fixed moment, 2024-01-01 00:00:00 UTC, with its warning), and a date two days
// earlier reads "2 days ago" in the formatter's default numeric style with full unit names.
// source: Apple docs, "RelativeDateTimeFormatter": `localizedString(for: Date, relativeTo: Date)`;
// source: defaults `dateTimeStyle` .numeric, `unitsStyle` .full. 1704067200 − 2 × 86400 = 1703894400.
// expect: no error
// expect: Text.text == "2 days ago"
import SwiftUI

struct LastSeen: View {
    let formatter = RelativeDateTimeFormatter()
    let seen = Date(timeIntervalSince1970: 1703894400)
    var body: some View {
        Text(formatter.localizedString(for: seen, relativeTo: .now))
    }
}

#Preview { LastSeen() }
