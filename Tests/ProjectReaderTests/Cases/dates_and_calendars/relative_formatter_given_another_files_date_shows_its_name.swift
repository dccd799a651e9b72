// `RelativeDateTimeFormatter.localizedString(for:relativeTo:)` given a date another file declares
// (here `Feed.lastUpdate`, which no file read declares) cannot know the interval: the text is the
// date's name, as `Text(Feed.lastUpdate)` shows one, with the warning that says so — never
// "missing argument for parameter 'for'", which the call does pass.
// source: Apple docs, "RelativeDateTimeFormatter.localizedString(for:relativeTo:)" takes two dates.
// expect: no error
// expect: warning [assumedValue] "'Feed.lastUpdate'" "its name as the text"
// expect: Text.text == "Feed.lastUpdate"
import SwiftUI

struct UpdatedLine: View {
    let formatter = RelativeDateTimeFormatter()
    var body: some View {
        Text(formatter.localizedString(for: Feed.lastUpdate, relativeTo: Date()))
    }
}

#Preview { UpdatedLine() }
