// `range(of:options:range:)` searches only the characters of `range:` and gives the match in the
// whole string's indices, so a loop that moves its search range past each match splits the text
// at every occurrence (a search-result row that bolds the searched word).
// source: Apple docs, "range(of:options:range:locale:)": "searchRange: The range within the
// source: receiver for which to search".
// source: swiftc 6 on Linux prints ["b", "", "a b", "d", "a"] for this loop over "banana bandana"
// source: searching "AN" case-insensitively, and 7 for "ban" searched from index 1.
// expect: no diagnostic
// expect: Text[*].text == ["b", "", "a b", "d", "a", "7"]
import SwiftUI

struct HighlightedParts: View {
    let text = "banana bandana"

    var parts: [String] {
        var parts: [String] = []
        var current = text.startIndex..<text.endIndex
        while let found = text.range(of: "AN", options: .caseInsensitive, range: current) {
            parts.append(String(text[current.lowerBound..<found.lowerBound]))
            current = found.upperBound..<current.upperBound
        }
        parts.append(String(text[current]))
        return parts
    }

    var body: some View {
        VStack {
            ForEach(parts.indices, id: \.self) { index in
                Text(parts[index])
            }
            let later = text.range(of: "ban", range: text.index(text.startIndex, offsetBy: 1)..<text.endIndex)!
            Text("\(text.distance(from: text.startIndex, to: later.lowerBound))")
        }
    }
}

#Preview { HighlightedParts() }
