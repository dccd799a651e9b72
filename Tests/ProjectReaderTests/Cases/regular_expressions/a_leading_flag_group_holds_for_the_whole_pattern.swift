// A flag group opening a regular expression (`(?i)`) holds for the whole pattern, as the
// `.caseInsensitive` option does: "HTTPS://" in capitals is found by a pattern written in lower
// case, so the post shows its link badge.
// source: ICU User Guide, "Regular Expression Metacharacters": "(?ismwx-ismwx) Flag settings …
// source: Changes apply to the portion of the pattern following the setting."
// expect: no error
// expect: Text.text == "link"
import SwiftUI

extension String {
    var containsLink: Bool {
        range(of: "(?i)\\bhttps?://[a-z0-9.-]+", options: .regularExpression) != nil
    }
}

struct PostBadge: View {
    let message: String = "See HTTPS://EXAMPLE.COM for more"

    var body: some View {
        Text(message.containsLink ? "link" : "plain")
    }
}

#Preview {
    PostBadge()
}
