// A highlight view escapes the search text with `NSRegularExpression.escapedPattern(for:)` before
// making its expression, so "." matches a dot and not every character. A backslash goes before
// each of `*?+[(){}^$|\./`; `escapedTemplate(for:)` escapes `\` and `$`.
// source: Apple docs, `NSRegularExpression.escapedPattern(for:)` ("adding backslash escapes as
// source: necessary to protect any characters that would match as pattern metacharacters");
// source: CFRegularExpression.c's set; swiftc 6.3 with Foundation prints `1\+1=2\?` and `\$5`.
// source: widths: "1\+1=2\?" has 8 characters, "\$5" 3; "a.b.c-d" holds 2 dots (an unescaped "."
// source: would match all 7 characters): 8 × 10 = 80, 3 × 10 = 30, 2 × 10 = 20.
// expect: no diagnostic
// expect: Color[*].width == [80, 30, 20]
import SwiftUI

struct SearchHighlight: View {
    let text = "a.b.c-d"
    let search = "."

    var dotCount: Int {
        guard let regex = try? NSRegularExpression(pattern: NSRegularExpression.escapedPattern(for: search)) else { return 0 }
        return regex.numberOfMatches(in: text, range: NSRange(text.startIndex..., in: text))
    }

    var body: some View {
        VStack {
            Color.red.frame(width: CGFloat(NSRegularExpression.escapedPattern(for: "1+1=2?").count * 10), height: 4)
            Color.red.frame(width: CGFloat(NSRegularExpression.escapedTemplate(for: "$5").count * 10), height: 4)
            Color.red.frame(width: CGFloat(dotCount * 10), height: 4)
        }
    }
}

#Preview { SearchHighlight() }
