// `text.runs[\.link]` sees the runs through the link attribute only: adjacent runs with the same
// link (or none) are one slice, each a (link, range) pair. Links on "docs" and "blog" and a
// language on "or" make 7 runs ("Read the ", "docs", " ", "or", " the ", "blog", " now") but 5
// link slices: " or the " is one slice without a link. Two key paths slice by both attributes
// (7 again), and the attribute's key type names the same slices as its key path.
// source: Apple, AttributedString.Runs `subscript(_:)` and AttributesSlice1 (Element is
// source: `(T.Value?, Range<AttributedString.Index>)`); the counts and slices were printed by the
// source: same program compiled with swiftc 6.3 against Linux's Foundation (7, 5, 5, 7).
// expect: no error
// expect: Text[*].text == ["7 runs, 5 link slices, 5 by type, 7 by both", "-|Read the ", "https://a.example|docs", "-| or the ", "https://b.example|blog", "-| now", "a.example b.example"]
import SwiftUI

struct LinkList: View {
    var message: AttributedString {
        var text = AttributedString("Read the docs or the blog now")
        if let range = text.range(of: "docs") { text[range].link = URL(string: "https://a.example") }
        if let range = text.range(of: "blog") { text[range].link = URL(string: "https://b.example") }
        if let range = text.range(of: "or") { text[range].languageIdentifier = "fr" }
        return text
    }

    var body: some View {
        let text = message
        let slices = text.runs[\.link]
        let byType = text.runs[AttributeScopes.FoundationAttributes.LinkAttribute.self]
        let hosts = slices.compactMap { $0.0?.host }
        return VStack {
            Text("\(text.runs.count) runs, \(slices.count) link slices, \(byType.count) by type, \(text.runs[\.link, \.languageIdentifier].count) by both")
            ForEach(Array(slices.enumerated()), id: \.offset) { _, slice in
                Text((slice.0?.absoluteString ?? "-") + "|" + String(text[slice.1].characters))
            }
            Text(hosts.joined(separator: " "))
        }
    }
}

#Preview { LinkList() }
