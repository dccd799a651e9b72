// `[title, "pinned"].joined(separator: ", ")` with `title` another file's string: the joined
// string is as unknown as its part, so a text of it shows the name (reported).
// source: an eleventh sample of public view files (50 files of 5 app repositories kept outside
// source: the repository); written from the language rule, not copied.
// expect: no error
// expect: scenarios.count == 1
import SwiftUI
struct Pinned: View {
    let conversation: Conversation
    private var label: String {
        var parts: [String] = [conversation.title, "pinned"]
        parts.append("muted")
        return parts.joined(separator: ", ")
    }
    var body: some View { Text(label) }
}
#Preview { Pinned(conversation: .sample) }
