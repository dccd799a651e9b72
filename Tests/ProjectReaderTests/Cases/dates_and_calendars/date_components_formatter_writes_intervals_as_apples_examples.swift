// Foundation's `DateComponentsFormatter.string(from:)` writing a time interval by its
// `unitsStyle`, `allowedUnits` and `zeroFormattingBehavior` in U.S. English, each line one of
// the examples Apple's documentation gives.
// source: Apple docs, "ZeroFormattingBehavior.default": hours, minutes and seconds positional,
// one hour and ten seconds (3 610 s) is "1:00:10"; abbreviated with days allowed, "1h 10s".
// source: "UnitsStyle.positional": one hour and ten minutes (4 200 s) is "1:10:00".
// source: "dropLeading": ten minutes (600 s), days to seconds abbreviated, "10m 0s";
// "dropTrailing": one hour (3 600 s) "0d 1h"; "pad": "0d 1h 0m 0s"; "dropAll": "1h".
// source: "UnitsStyle.full", ".short", ".brief": 19 hours and 17 seconds (68 417 s) as
// "19 hours, 17 seconds", "19 hr, 17 sec", "19hr 17sec" (the tail of each example).
// expect: no warning
// expect: Text[0].text == "1:00:10 | 1:10:00"
// expect: Text[1].text == "1h 10s | 10m 0s | 0d 1h | 0d 1h 0m 0s | 1h"
// expect: Text[2].text == "19 hours, 17 seconds | 19 hr, 17 sec | 19hr 17sec"
import SwiftUI

func written(_ seconds: TimeInterval, _ configure: (DateComponentsFormatter) -> Void) -> String {
    let formatter = DateComponentsFormatter()
    configure(formatter)
    return formatter.string(from: seconds) ?? "nil"
}

func clock(_ seconds: TimeInterval) -> String {
    written(seconds) { $0.unitsStyle = .positional; $0.allowedUnits = [.hour, .minute, .second] }
}

func days(_ seconds: TimeInterval, _ zeros: DateComponentsFormatter.ZeroFormattingBehavior) -> String {
    written(seconds) { $0.unitsStyle = .abbreviated; $0.allowedUnits = [.day, .hour, .minute, .second]; $0.zeroFormattingBehavior = zeros }
}

func hours(_ style: DateComponentsFormatter.UnitsStyle) -> String {
    written(68417) { $0.unitsStyle = style; $0.allowedUnits = [.hour, .minute, .second] }
}

struct Intervals: View {
    var body: some View {
        VStack {
            Text([clock(3610), clock(4200)].joined(separator: " | "))
            Text([days(3610, .default), days(600, .dropLeading), days(3600, .dropTrailing), days(3600, .pad),
                  days(3600, .dropAll)].joined(separator: " | "))
            Text([hours(.full), hours(.short), hours(.brief)].joined(separator: " | "))
        }
    }
}

#Preview { Intervals() }
