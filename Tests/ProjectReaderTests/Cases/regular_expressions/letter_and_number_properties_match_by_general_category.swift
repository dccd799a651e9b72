// `\p{L}` and `\p{N}` match a scalar of the Unicode general categories Letter and Number, so a
// hashtag pattern `#[\p{L}\p{N}_]{2,53}` finds "#café2" (é is a lowercase letter) and not "#!".
// source: ICU User Guide, "Regular Expression Metacharacters": "\p{UNICODE PROPERTY NAME} Match
// source: any character with the specified Unicode Property."
// expect: no error
// expect: Text[*].text == ["tag", "plain"]
import SwiftUI

extension String {
    var hasHashtag: Bool {
        range(of: "#[\\p{L}\\p{N}_]{2,53}", options: .regularExpression) != nil
    }
}

struct TagBadges: View {
    var body: some View {
        VStack {
            Text("see #café2".hasHashtag ? "tag" : "plain")
            Text("see #!".hasHashtag ? "tag" : "plain")
        }
    }
}

#Preview {
    TagBadges()
}
