// A regular-expression search (`NSRange(_:in:)`, `firstMatch`, `stringByReplacingMatches`) in a
// string another file declares searches a value the preview cannot know: the result is as
// unknown, a stand-in warned at its origin, never an error that stops the file's previews.
// source: Apple, "NSRange" `init(_:in:)` and "NSRegularExpression" `firstMatch(in:options:range:)`
// source: take the string searched; the stand-in rule is docs/diagnostics.md's (a value another
// source: file declares is a stand-in the layout does not read). The frame is the declared
// source: 120 × 20.
// expect: no error
// expect: warning line 29 "'profile.bio'"
// expect: frame.size == 120×20
import SwiftUI

enum Markup {
    static func stripped(_ text: String) -> String {
        guard let regex = try? NSRegularExpression(pattern: "<[^>]*>") else { return text }
        let range = NSRange(text.startIndex..., in: text)
        return regex.stringByReplacingMatches(in: text, options: [], range: range, withTemplate: "")
    }

    static func hasNumber(_ text: String) -> Bool {
        let regex = try? NSRegularExpression(pattern: #"\d+"#)
        return regex?.firstMatch(in: text, range: NSRange(text.startIndex..., in: text)) != nil
    }
}

struct BioLine: View {
    var body: some View {
        HStack {
            Text(Markup.stripped(profile.bio))
            if Markup.hasNumber(profile.bio) { Image(systemName: "number") }
        }
        .frame(width: 120, height: 20)
    }
}

#Preview { BioLine() }
